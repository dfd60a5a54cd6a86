package io.meshbench.harness.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One service of the topology, as the scenario declares it and the deployment starts it: which jar, how many
 * instances, their system properties, and whether the treatment's agent is mounted on it (in Sermant's benchmark the
 * consumer and the providers carry the agent, the data service never).
 *
 * @param jar                the service's jar: in a scenario, a file name looked up in the services folder (see
 *                           docs/scenarios.md), default {@code <name>.jar}; once deployed, its absolute path
 * @param instances          how many JVMs run it; several are named {@code name-1 ... name-n}
 * @param properties         system properties of every instance ({@code -Dkey=value} before {@code -jar})
 * @param instanceProperties per instance (0-based), overlaid on {@code properties}, e.g. {@code service.meta.version}
 * @param readiness          a path checked after {@code /health} before the service counts as started, e.g.
 *                           {@code /ready?providers=3}; null or blank for none
 * @param ports              a fixed loopback port per instance; empty means free ports are chosen
 */
public record ServiceSpec(
        String name,
        String jar,
        Integer instances,
        Boolean treated,
        Map<String, String> properties,
        List<Map<String, String>> instanceProperties,
        String readiness,
        List<Integer> ports) {

    public ServiceSpec {
        jar = jar == null || jar.isBlank() ? name + ".jar" : jar;
        instances = instances == null ? 1 : instances;
        treated = treated != null && treated;
        properties = properties == null ? Map.of() : Map.copyOf(properties);
        instanceProperties = instanceProperties == null ? List.of() : List.copyOf(instanceProperties);
        ports = ports == null ? List.of() : List.copyOf(ports);
    }

    public ServiceSpec(String name, String jar, Integer instances, Boolean treated, Map<String, String> properties,
                       List<Map<String, String>> instanceProperties, String readiness) {
        this(name, jar, instances, treated, properties, instanceProperties, readiness, null);
    }

    /** A service with default properties, free ports and no readiness check beyond /health. */
    public static ServiceSpec of(String name, java.nio.file.Path jar, int instances, boolean treated) {
        return new ServiceSpec(name, jar.toString(), instances, treated, null, null, null, null);
    }

    /** This service with its jar found: the deployment starts {@code jar}. */
    public ServiceSpec withJar(java.nio.file.Path foundJar) {
        return new ServiceSpec(name, foundJar.toString(), instances, treated, properties, instanceProperties, readiness,
                ports);
    }

    /** This service with one more system property on every instance (it replaces one of the same key). */
    public ServiceSpec withProperty(String key, String value) {
        Map<String, String> more = new java.util.LinkedHashMap<>(properties);
        more.put(key, value);
        return new ServiceSpec(name, jar, instances, treated, more, instanceProperties, readiness, ports);
    }

    public java.nio.file.Path jarPath() {
        return java.nio.file.Path.of(jar);
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
