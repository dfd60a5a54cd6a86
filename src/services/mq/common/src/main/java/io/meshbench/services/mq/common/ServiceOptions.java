package io.meshbench.services.mq.common;

import java.util.HashMap;
import java.util.Map;

/**
 * The command line the deployment gives every service ({@code --key=value}). The ZooKeeper address is accepted and
 * ignored (these services register nowhere); any other option is refused, so a typo does not start a service on a
 * default port.
 *
 * @param address  the HTTP bind address
 * @param port     the HTTP port (0: any free one)
 * @param instance the process name
 */
public record ServiceOptions(String address, int port, String instance) {

    public static ServiceOptions parse(String[] args, String defaultInstance) {
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
        String instance = values.remove("meshbench.instance");
        values.remove("spring.cloud.zookeeper.connect-string");
        if (!values.isEmpty()) {
            throw new IllegalArgumentException("unknown option(s) " + values.keySet() + "; known: --server.address, "
                    + "--server.port, --meshbench.instance, --spring.cloud.zookeeper.connect-string");
        }
        try {
            return new ServiceOptions(address == null ? "127.0.0.1" : address, Integer.parseInt(port == null ? "0" : port),
                    instance == null ? defaultInstance : instance);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--server.port '" + port + "' is not a port number");
        }
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
