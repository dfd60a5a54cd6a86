package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ApplicationStartupCellTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ScenarioReport report(int baselineStarts, String comparisonMetrics) throws Exception {
        JsonNode root = JSON.readTree("""
                {"scenario":"startup","baseline":{"name":"baseline"},
                 "comparisons":[{"treatment":"sermant","level":"1cpu","metrics":{%s}}],
                 "startups":[
                  {"treatment":"baseline","level":"2cpu","application":{"median":9.9,"count":1}},
                  {"treatment":"baseline","level":"1cpu","application":{"median":5.759,"count":%d}},
                  {"treatment":"sermant","level":"1cpu","application":{"median":6.47,"count":1}}]}
                """.formatted(comparisonMetrics, baselineStarts));
        return new ScenarioReport(Path.of("startup/report.json"), root, null);
    }

    @Test
    void oneStartASideGivesTheApplicationsOwnStartUpFromTheStartupsTable() throws Exception {
        ScenarioReport report = report(1, "\"startup\":{\"delta\":1.9}");
        JsonNode completed = ApplicationStartupCell.completed(report, report.comparisons().get(0));

        JsonNode metric = completed.path("metrics").path("appStartup");
        assertThat(metric.path("baseline").asDouble()).isEqualTo(5.759);
        assertThat(metric.path("treated").asDouble()).isEqualTo(6.47);
        assertThat(metric.path("roundDeltas").get(0).asDouble()).isEqualTo(6.47 - 5.759);
        assertThat(metric.path("cell").asText()).isEqualTo("5.76s / 6.47s / 0.71s");
        assertThat(report.comparisons().get(0).path("metrics").has("appStartup")).as("the report is not changed").isFalse();
    }

    @Test
    void theMediansOfSeveralStartsAreNoStartsFiguresSoNothingIsDerived() throws Exception {
        ScenarioReport report = report(3, "\"startup\":{\"delta\":1.9}");
        JsonNode comparison = report.comparisons().get(0);
        assertThat(ApplicationStartupCell.completed(report, comparison)).isSameAs(comparison);
    }

    @Test
    void aComparisonThatHasTheFigureKeepsItsOwn() throws Exception {
        ScenarioReport report = report(1, "\"appStartup\":{\"delta\":0.5}");
        JsonNode comparison = report.comparisons().get(0);
        assertThat(ApplicationStartupCell.completed(report, comparison)).isSameAs(comparison);
    }
}
