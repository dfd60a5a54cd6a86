package io.meshbench.services.xds;

import io.meshbench.services.xds.client.ClientApplication;
import io.meshbench.services.xds.controlplane.ControlPlaneApplication;
import io.meshbench.services.xds.fleet.FleetApplication;
import io.meshbench.services.xds.server.ServerApplication;

/**
 * Starts one role of the xDS scenarios' services, chosen with {@code -Dxds.role}: {@code control-plane} (ADS for
 * Envoy and Sermant, no Spring), {@code server} or {@code client} (Spring Boot), {@code fleet} (simulated sidecars for the
 * control-plane scale scenario, no Spring). The deployment's options
 * ({@code --server.port}, {@code --server.address}, {@code --meshbench.instance}) reach every role.
 */
public final class XdsApplication {

    private XdsApplication() {
    }

    public static void main(String[] args) throws Exception {
        String role = System.getProperty("xds.role", "");
        switch (role) {
            case "control-plane" -> ControlPlaneApplication.main(args);
            case "server" -> ServerApplication.main(args);
            case "client" -> ClientApplication.main(args);
            case "fleet" -> FleetApplication.main(args);
            default -> {
                System.err.println("Cannot start xds: -Dxds.role must be control-plane, server, client or fleet, not '" + role + "'");
                System.exit(2);
            }
        }
    }
}
