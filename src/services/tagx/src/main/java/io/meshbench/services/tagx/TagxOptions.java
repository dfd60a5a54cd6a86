package io.meshbench.services.tagx;

import java.util.HashMap;
import java.util.Map;

/**
 * The command line the deployment gives every service ({@code --key=value}); unknown options are refused so that a
 * typo does not start a service on a default port.
 *
 * @param client    the role: the client (JMeter's target) or the server
 * @param address   the bind address of every listening socket
 * @param port      the HTTP port (the server's other ports are chosen free and published in ZooKeeper)
 * @param zookeeper the run's ZooKeeper, {@code host:port}: the Dubbo registry and where the server publishes its ports
 * @param instance  the process name, shown in every answer
 */
public record TagxOptions(boolean client, String address, int port, String zookeeper, String instance) {

    public static TagxOptions parse(String role, String[] args) {
        if (role == null || !(role.equals("client") || role.equals("server"))) {
            throw new IllegalArgumentException("-Dtagx.role must be client or server, not " + role);
        }
        Map<String, String> values = new HashMap<>();
        for (String arg : args) {
            int equals = arg.indexOf('=');
            if (!arg.startsWith("--") || equals < 0) {
                throw new IllegalArgumentException("'" + arg + "' is not an option written --key=value");
            }
            values.put(arg.substring(2, equals), arg.substring(equals + 1));
        }
        String address = values.remove("server.address");
        String port = values.remove("server.port");
        String zookeeper = values.remove("spring.cloud.zookeeper.connect-string");
        String instance = values.remove("meshbench.instance");
        if (!values.isEmpty()) {
            throw new IllegalArgumentException("unknown option(s) " + values.keySet() + "; known: --server.address, "
                    + "--server.port, --spring.cloud.zookeeper.connect-string, --meshbench.instance");
        }
        int portNumber;
        try {
            portNumber = Integer.parseInt(port == null ? "0" : port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--server.port '" + port + "' is not a port number");
        }
        return new TagxOptions(role.equals("client"), address == null ? "127.0.0.1" : address, portNumber,
                zookeeper == null ? "127.0.0.1:2181" : zookeeper, instance == null ? "tagx-" + role : instance);
    }
}
