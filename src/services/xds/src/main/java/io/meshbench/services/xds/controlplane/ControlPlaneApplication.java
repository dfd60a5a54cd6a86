package io.meshbench.services.xds.controlplane;

import io.meshbench.services.arguments.ServiceArguments;
import java.nio.file.Path;

/**
 * {@code -Dxds.role=control-plane}: {@code -Dxds.rules=<rules.yaml> -Dxds.endpoints=v1=127.0.0.1:p1,... -Dxds.ads.port=N
 * --server.port=<http port>}. Exits 2 naming the setting when one is missing or wrong.
 */
public final class ControlPlaneApplication {

    private ControlPlaneApplication() {
    }

    public static void main(String[] args) throws Exception {
        ControlPlane plane;
        try {
            String rules = System.getProperty("xds.rules");
            if (rules == null || rules.isBlank()) {
                throw new IllegalArgumentException("-Dxds.rules=<file> is required (a mesh rules file, scenarios/rules/xds-*.yaml)");
            }
            int httpPort = ServiceArguments.parse(args, ServiceArguments.DEPLOYMENT_OPTIONS).requiredPort("server.port");
            plane = ControlPlane.start(MeshRules.read(Path.of(rules)), Endpoints.parse(System.getProperty("xds.endpoints")),
                    intProperty("xds.ads.port", System.getProperty("xds.ads.port")), httpPort);
        } catch (IllegalArgumentException e) {
            System.err.println("Cannot start the xDS control plane: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.out.println("xds control plane: ADS on 127.0.0.1:" + plane.adsPort() + ", HTTP on 127.0.0.1:" + plane.httpPort());
        Runtime.getRuntime().addShutdownHook(new Thread(plane::close, "xds-control-plane-shutdown"));
        Thread.currentThread().join();
    }

    private static int intProperty(String name, String value) {
        try {
            return Integer.parseInt(value == null ? "" : value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a port number, not '" + value + "'");
        }
    }
}
