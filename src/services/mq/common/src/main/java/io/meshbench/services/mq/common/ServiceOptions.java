package io.meshbench.services.mq.common;

import io.meshbench.services.arguments.ServiceArguments;

/**
 * The command line the deployment gives every service ({@code --key=value}, read by {@link ServiceArguments}). The
 * ZooKeeper address is accepted and ignored (these services register nowhere); any other option is refused, so a typo
 * does not start a service on a default port.
 *
 * @param address  the HTTP bind address
 * @param port     the HTTP port (0: any free one)
 * @param instance the process name
 */
public record ServiceOptions(String address, int port, String instance) {

    public static ServiceOptions parse(String[] args, String defaultInstance) {
        ServiceArguments arguments = ServiceArguments.parse(args, ServiceArguments.DEPLOYMENT_OPTIONS);
        return new ServiceOptions(arguments.value("server.address", "127.0.0.1"), arguments.port("server.port", 0),
                arguments.value("meshbench.instance", defaultInstance));
    }

    /** A required system property, e.g. the address of a broker's service, with what to write when it is missing. */
    public static String required(String property, String example) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("-D" + property + " is missing: e.g. -D" + property + "=" + example);
        }
        return value;
    }
}
