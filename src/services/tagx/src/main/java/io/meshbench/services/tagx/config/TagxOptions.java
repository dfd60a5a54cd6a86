package io.meshbench.services.tagx.config;

import io.meshbench.services.arguments.ServiceArguments;

/**
 * The command line the deployment gives every service ({@code --key=value}, read by {@link ServiceArguments}); unknown
 * options are refused so that a typo does not start a service on a default port.
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
        ServiceArguments arguments = ServiceArguments.parse(args, ServiceArguments.DEPLOYMENT_OPTIONS);
        return new TagxOptions(role.equals("client"), arguments.value("server.address", "127.0.0.1"),
                arguments.port("server.port", 0), arguments.value("spring.cloud.zookeeper.connect-string", "127.0.0.1:2181"),
                arguments.value("meshbench.instance", "tagx-" + role));
    }
}
