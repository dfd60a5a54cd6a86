package io.meshbench.scenario;

import io.meshbench.deployment.ServiceDefinition;
import java.util.List;
import java.util.Map;

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
        return ServiceDefinition.processNames(name, instances);
    }

    /** The system properties of instance {@code index} (0-based): the common ones overlaid by its own. */
    public Map<String, String> systemPropertiesOf(int index) {
        return ServiceDefinition.systemPropertiesOf(properties, instanceProperties, index);
    }
}
