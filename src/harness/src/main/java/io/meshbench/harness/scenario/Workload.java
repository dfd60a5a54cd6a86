package io.meshbench.harness.scenario;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One variant of what the load does, measured beside the others with the same levels: one database and operation,
 * one client stack. Every level of the scenario runs once per workload, as the run level {@code <workload>-<level>}
 * (e.g. {@code mariadb-insert-50u-1000tps}), so tables show a row per workload and level.
 *
 * @param path           sugar for {@code planProperties.path}: the plan's and the probe's path for this workload
 * @param planProperties more {@code -J} properties of the plan over the scenario's, e.g. {@code db: mariadb}
 * @param expect         per treatment name, how each counter the probe reads ({@code probe.counters}) must move over
 *                       the load ({@code grows} or {@code unchanged}); a run whose counters moved otherwise fails
 */
public record Workload(String name, String path, Map<String, String> planProperties,
                       Map<String, Map<String, CounterChange>> expect) {

    public Workload {
        Map<String, String> properties = new LinkedHashMap<>(planProperties == null ? Map.of() : planProperties);
        if (path != null && !path.isBlank()) {
            properties.put("path", path);
        }
        path = properties.get("path");
        planProperties = java.util.Collections.unmodifiableMap(properties);
        expect = expect == null ? Map.of() : Map.copyOf(expect);
    }
}
