package io.meshbench.services.arguments;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The {@code --key=value} options of a service's command line, checked against the keys the service knows. Every
 * problem is refused with one line naming the option ({@link IllegalArgumentException}; the service prints it and
 * exits 2): a typo must not start a service on a default port.
 */
public final class ServiceArguments {

    /** What the deployment gives every service it starts (LocalDeployment): each service accepts these. */
    public static final List<String> DEPLOYMENT_OPTIONS = List.of("server.address", "server.port",
            "spring.cloud.zookeeper.connect-string", "meshbench.instance");

    private final Map<String, String> values;

    private ServiceArguments(Map<String, String> values) {
        this.values = values;
    }

    /**
     * @param known the keys accepted, without {@code --}; any other is refused
     * @throws IllegalArgumentException an argument not written {@code --key=value}, a key without a value, a key
     *                                  given twice, or an unknown key
     */
    public static ServiceArguments parse(String[] args, Collection<String> known) {
        Set<String> knownKeys = new LinkedHashSet<>(known);
        Map<String, String> values = new HashMap<>();
        for (String arg : args) {
            int equals = arg.indexOf('=');
            String key = arg.startsWith("--") ? arg.substring(2, equals < 0 ? arg.length() : equals) : "";
            if (key.isEmpty()) {
                throw new IllegalArgumentException("'" + arg + "' is not an option written --key=value");
            }
            if (!knownKeys.contains(key)) {
                throw new IllegalArgumentException("unknown option --" + key + "; known: " + knownKeys.stream()
                        .map(k -> "--" + k).collect(Collectors.joining(", ")));
            }
            String value = equals < 0 ? "" : arg.substring(equals + 1);
            if (value.isBlank()) {
                throw new IllegalArgumentException("--" + key + " has no value: write --" + key + "=<value>");
            }
            String earlier = values.putIfAbsent(key, value);
            if (earlier != null) {
                throw new IllegalArgumentException("--" + key + " is given twice ('" + earlier + "' and '" + value
                        + "'): give it once");
            }
        }
        return new ServiceArguments(values);
    }

    /** {@code known} with the deployment's options. */
    public static List<String> deploymentOptionsAnd(String... more) {
        List<String> known = new ArrayList<>(DEPLOYMENT_OPTIONS);
        known.addAll(List.of(more));
        return known;
    }

    /** The value of {@code --key}, else {@code fallback}. */
    public String value(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    /** The value of {@code --key}, which the service cannot start without. */
    public String required(String key) {
        String value = values.get(key);
        if (value == null) {
            throw new IllegalArgumentException("--" + key + " is missing: write --" + key + "=<value>");
        }
        return value;
    }

    /** The port of {@code --key} (0: any free one), else {@code fallback}. */
    public int port(String key, int fallback) {
        return values.containsKey(key) ? portOf(key, values.get(key)) : fallback;
    }

    /** The port of {@code --key}, which the service cannot start without. */
    public int requiredPort(String key) {
        return portOf(key, required(key));
    }

    private static int portOf(String key, String value) {
        try {
            int port = Integer.parseInt(value.strip());
            if (port >= 0 && port <= 65_535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--" + key + " '" + value + "' is not a port number (0 to 65535)");
    }
}
