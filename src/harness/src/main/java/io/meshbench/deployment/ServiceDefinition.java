package io.meshbench.deployment;

import io.meshbench.scenario.ServiceSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One service of a local deployment.
 *
 * @param jar                the Spring Boot fat jar
 * @param instances          how many JVMs run it; several are named {@code name-1 ... name-n}
 * @param treated            whether the treatment's agent is mounted on it
 * @param properties         system properties of every instance ({@code -Dkey=value} before {@code -jar})
 * @param instanceProperties per instance (0-based), overlaid on {@code properties}, e.g. {@code service.meta.version}
 * @param readinessPath      checked after {@code /health}, e.g. {@code /ready?providers=3}; null or blank for none
 * @param ports              configured ports per instance; empty means free ports are chosen
 */
public record ServiceDefinition(
        String name,
        Path jar,
        int instances,
        boolean treated,
        Map<String, String> properties,
        List<Map<String, String>> instanceProperties,
        String readinessPath,
        List<Integer> ports) {

    public ServiceDefinition {
        properties = properties == null ? Map.of() : Map.copyOf(properties);
        instanceProperties = instanceProperties == null ? List.of() : List.copyOf(instanceProperties);
        ports = ports == null ? List.of() : List.copyOf(ports);
        if (instances < 1) {
            throw new IllegalArgumentException("Service '" + name + "' needs at least one instance, not " + instances);
        }
        if (!ports.isEmpty() && ports.size() != instances) {
            throw new IllegalArgumentException("Service '" + name + "' has " + instances + " instance(s) but "
                    + ports.size() + " configured port(s): give one port per instance, or none");
        }
    }

    /** A service with one instance per default, free ports and no readiness check beyond /health. */
    public static ServiceDefinition of(String name, Path jar, int instances, boolean treated) {
        return new ServiceDefinition(name, jar, instances, treated, Map.of(), List.of(), null, List.of());
    }

    /** Process names: the scenario's naming rule ({@link ServiceSpec#processNames}). */
    public List<String> processNames() {
        return ServiceSpec.processNames(name, instances);
    }

    /** The system properties of instance {@code index} (0-based), merged by the scenario's rule. */
    public Map<String, String> systemPropertiesOf(int index) {
        return ServiceSpec.systemPropertiesOf(properties, instanceProperties, index);
    }
}
