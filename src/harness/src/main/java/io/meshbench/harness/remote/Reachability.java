package io.meshbench.harness.remote;

import io.meshbench.harness.scenario.ScenarioException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Map;

/**
 * Before anything runs: every address of a targets file accepts a TCP connection, so a typo or a port-forward that is
 * not running is bad input (exit 2, naming the option, the file and the key) rather than a failed run an hour later.
 * Whether the service is ready is the readiness probe's question, per run.
 */
public final class Reachability {

    private static final int CONNECT_TIMEOUT_MS = 3_000;

    private Reachability() {
    }

    /** @throws ScenarioException naming the first address nothing answers on */
    public static void require(Targets targets) {
        for (Targets.TreatmentTargets treatment : targets.treatments().values()) {
            for (Map.Entry<String, URI> service : treatment.services().entrySet()) {
                String problem = problem(service.getValue());
                if (problem != null) {
                    throw new ScenarioException(Targets.OPTION + " " + targets.file() + ": treatments."
                            + treatment.treatment() + ".services." + service.getKey() + ": " + service.getValue()
                            + " " + problem + ". Is the address right, and is the Service reachable from here (a "
                            + "kubectl port-forward still running)?");
                }
            }
        }
    }

    /** Why nothing can be reached at {@code url}, or null when a connection opened. */
    static String problem(URI url) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), CONNECT_TIMEOUT_MS);
            return null;
        } catch (UnknownHostException e) {
            return "names a host that does not resolve (" + url.getHost() + ")";
        } catch (IOException e) {
            return "cannot be reached (" + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": "
                    + e.getMessage()) + ")";
        }
    }
}
