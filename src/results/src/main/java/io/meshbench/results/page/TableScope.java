package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a page table shows of each row beyond its figures: which cells mean nothing at the row's level and stay blank
 * (in Sermant's tag-transmission table, time to max TPS and max TPS mean something only unthrottled, and the cost
 * columns only at a fixed rate), and which treatments change the path the traffic takes (said beside their rows).
 *
 * @param loadShaped     true: blank the columns that mean nothing at the row's level ({@link #shown})
 * @param pathChanging   the treatments whose rules change the path the traffic takes (report.json's
 *                       {@code changesTopology})
 */
record TableScope(boolean loadShaped, Set<String> pathChanging) {

    /** Every cell shown, no treatment marked. */
    static final TableScope ALL = new TableScope(false, Set.of());

    /**
     * A target rate at or above this is an unthrottled level (the scenarios' {@code 50u-max}, 100000 TPS), the same
     * bound as the harness's page planner (MachineEstimate.UNTHROTTLED_TPS).
     */
    static final double UNTHROTTLED_TPS = 100_000;

    /** Figures that mean something only where the load was unthrottled: how fast and how high the rate climbed. */
    static final Set<String> UNTHROTTLED_FIGURES = Set.of("timeToMaxTps", "maxTps");

    /** Figures that mean something only at a fixed rate: what the same work cost (at saturation, it is all of it). */
    static final Set<String> FIXED_RATE_FIGURES = Set.of("cpuCorePct", "cpuMsPerRequest", "heap", "metaspace",
            "nonHeapExceptCodeCache", "rss");

    /** The scope of one scenario's tables: load-shaped for the tag-transmission section. */
    static TableScope of(PageSection section, ScenarioReport report) {
        Set<String> changing = new LinkedHashSet<>();
        for (JsonNode treatment : ScenarioReport.list(report.root().path("treatments"))) {
            if (treatment.path("changesTopology").asBoolean(false)) {
                changing.add(ScenarioReport.text(treatment, "name"));
            }
        }
        return new TableScope(section.key().equals("tag-transmission"), Set.copyOf(changing));
    }

    /** Whether a comparison ran unthrottled (its target rate at or above {@link #UNTHROTTLED_TPS}). */
    static boolean unthrottled(JsonNode comparison) {
        Double target = ScenarioReport.number(comparison, "targetTps");
        return target != null && target >= UNTHROTTLED_TPS;
    }

    /** Whether a figure means something at a comparison's level: rate figures unthrottled, costs at a fixed rate. */
    static boolean meaningful(String figure, JsonNode comparison) {
        boolean unthrottled = unthrottled(comparison);
        return unthrottled ? !FIXED_RATE_FIGURES.contains(figure) : !UNTHROTTLED_FIGURES.contains(figure);
    }

    /** Whether a column's cell is shown in a comparison's row; a blank cell otherwise. */
    boolean shown(PageColumn column, JsonNode comparison) {
        return !loadShaped || column.metrics().stream().allMatch(metric -> meaningful(metric, comparison));
    }

    /** The row's marker when its treatment changes the path the traffic takes; none otherwise. */
    List<String> markers(JsonNode comparison) {
        return pathChanging.contains(ScenarioReport.text(comparison, "treatment"))
                ? List.of(PATH_CHANGED) : List.of();
    }

    /** Beside a row whose rules change the path the traffic takes: its delta is not the agent's cost alone. */
    static final String PATH_CHANGED = "changes the path the traffic takes";

    /** The line under a load-shaped table: which level each column comes from. */
    static final String LOAD_SHAPED_NOTE = "Time to max TPS and max TPS are shown only for the unthrottled level "
            + "(published unthrottled), from the run's first second; CPU, CPU per request, heap and metaspace only for "
            + "the fixed-rate level (at saturation a cost is all the machine has); a blank cell means the column says "
            + "nothing at that level.";
}
