package io.meshbench.harness.scenario;

import java.util.LinkedHashMap;
import java.util.List;
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
 * @param properties     {@code -D} properties of the treated services in this workload's runs, in every treatment
 *                       (e.g. which client a consumer subscribes with); a workload with some is a JVM of its own, so
 *                       the at-rest levels run once per workload too
 * @param levels         the names of the scenario's levels this workload runs; empty: every level. A name no level of
 *                       the scenario has (e.g. left out with {@code --levels}) selects nothing
 */
public record Workload(String name, String path, Map<String, String> planProperties,
                       Map<String, Map<String, CounterChange>> expect, Map<String, String> properties,
                       List<String> levels) {

    public Workload(String name, String path, Map<String, String> planProperties,
                    Map<String, Map<String, CounterChange>> expect) {
        this(name, path, planProperties, expect, null, null);
    }

    /** Whether this workload runs {@code level}. */
    public boolean runs(Level level) {
        return levels.isEmpty() || levels.contains(level.name());
    }

    public Workload {
        Map<String, String> plan = new LinkedHashMap<>(planProperties == null ? Map.of() : planProperties);
        if (path != null && !path.isBlank()) {
            plan.put("path", path);
        }
        path = plan.get("path");
        planProperties = java.util.Collections.unmodifiableMap(plan);
        expect = expect == null ? Map.of() : Map.copyOf(expect);
        properties = properties == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        levels = levels == null ? List.of() : List.copyOf(levels);
    }
}
