package io.meshbench.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One service of the topology: which jar, how many instances, their system properties, and whether the treatment's
 * agent is mounted on it (in Sermant's benchmark the consumer and the providers carry the agent, the data service never).
 *
 * @param jar       the service's jar, looked up in the services folder (see docs/scenarios.md); default {@code <name>.jar}
 * @param readiness a path checked after {@code /health} before the next service starts, e.g. {@code /ready?providers=3}
 */
public record ServiceSpec(
        String name,
        String jar,
        Integer instances,
        Boolean treated,
        Map<String, String> properties,
        List<Map<String, String>> instanceProperties,
        String readiness) {

    public ServiceSpec {
        jar = jar == null || jar.isBlank() ? name + ".jar" : jar;
        instances = instances == null ? 1 : instances;
        treated = treated != null && treated;
        properties = properties == null ? Map.of() : Map.copyOf(properties);
        instanceProperties = instanceProperties == null ? List.of() : List.copyOf(instanceProperties);
    }

    /** Process names: the service name for one instance, {@code name-1 ... name-n} for several. */
    public List<String> processNames() {
        return processNames(name, instances);
    }

    /** The system properties of instance {@code index} (0-based): the common ones overlaid by its own. */
    public Map<String, String> systemPropertiesOf(int index) {
        return systemPropertiesOf(properties, instanceProperties, index);
    }

    /** The one naming rule of processes (faults, probes and the deployment name them alike). */
    public static List<String> processNames(String name, int instances) {
        if (instances == 1) {
            return List.of(name);
        }
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= instances; i++) {
            names.add(name + "-" + i);
        }
        return names;
    }

    /** The common properties overlaid by instance {@code index}'s own (0-based): the one merge rule. */
    public static Map<String, String> systemPropertiesOf(Map<String, String> common,
                                                         List<Map<String, String>> perInstance, int index) {
        Map<String, String> merged = new TreeMap<>(common);
        if (index < perInstance.size()) {
            merged.putAll(perInstance.get(index));
        }
        return merged;
    }
}
