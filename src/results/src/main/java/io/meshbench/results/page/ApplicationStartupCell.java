package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.comparison.DeltaStyle;

/**
 * The application's own start-up ({@code appStartup}, Spring's "Started ... in") for a start-up comparison of a
 * report.json written before the engine compared it: taken from the same report's {@code startups} table, the
 * baseline's and the treatment's at the comparison's level. Only where each side is one start: the medians of several
 * starts are no start's figures, and their difference no pair's, so the comparison is then left without it ("—").
 */
final class ApplicationStartupCell {

    static final String METRIC = "appStartup";

    private ApplicationStartupCell() {
    }

    /** {@code comparison} itself when it has the figure or it cannot be derived; else a copy that has it. */
    static JsonNode completed(ScenarioReport report, JsonNode comparison) {
        if (comparison.path("metrics").has(METRIC) || !comparison.path("metrics").isObject()) {
            return comparison;
        }
        String level = ScenarioReport.text(comparison, "level");
        Double baseline = oneStart(report, report.baselineName(), level);
        Double treated = oneStart(report, ScenarioReport.text(comparison, "treatment"), level);
        if (baseline == null || treated == null) {
            return comparison;
        }
        DeltaStyle style = DeltaStyle.SECONDS_PRECISE;
        double delta = treated - baseline;
        ObjectNode copy = comparison.deepCopy();
        ObjectNode metric = ((ObjectNode) copy.path("metrics")).putObject(METRIC);
        metric.put("metric", METRIC).put("style", style.name()).put("baseline", baseline).put("treated", treated)
                .put("delta", delta).put("pairedRounds", 1);
        metric.putArray("roundDeltas").add(delta);
        metric.put("cell", style.value(baseline) + " / " + style.value(treated) + " / " + style.delta(delta));
        return copy;
    }

    private static Double oneStart(ScenarioReport report, String treatment, String level) {
        for (JsonNode startup : ScenarioReport.list(report.root().path("startups"))) {
            if (java.util.Objects.equals(ScenarioReport.text(startup, "treatment"), treatment)
                    && java.util.Objects.equals(ScenarioReport.text(startup, "level"), level)) {
                JsonNode application = startup.path("application");
                return application.path("count").asInt(0) == 1 ? ScenarioReport.number(application, "median") : null;
            }
        }
        return null;
    }
}
