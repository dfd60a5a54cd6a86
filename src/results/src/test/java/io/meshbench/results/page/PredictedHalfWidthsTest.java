package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.meshbench.results.format.PagePlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plan section's predicted-beside-achieved half-widths (issue 34 §3). */
class PredictedHalfWidthsTest {

    private static final String REPORT = """
            {"comparisons": [
              {"treatment": "sermant", "metrics": {"heap": {"roundDeltas": [1.0, 3.0, 2.0]},
                                                   "p95": {"roundDeltas": [4.0]}}},
              {"treatment": "baseline-aa", "metrics": {"heap": {"roundDeltas": [50.0, -50.0, 0.0]}}}],
             "duet": {"rows": [{"cells": [
               {"metric": "cpuPerRequest", "process": "consumer", "baseline": 2.0, "delta": 0.1, "halfWidth": 0.2,
                "degreesOfFreedom": 2, "intervalOver": "rounds"},
               {"metric": "meanSecondP90Latency", "process": "consumer", "baseline": 40.0, "delta": 1.0,
                "halfWidth": 4.0, "degreesOfFreedom": 10, "intervalOver": "withinDeployments"}]}]}}
            """;

    private static ScenarioReport report(Path folder) throws Exception {
        Path file = folder.resolve("report.json");
        Files.writeString(file, REPORT);
        return ScenarioReport.read(file);
    }

    @Test
    void achievedIsTheWidestCellsNinetyPercentHalfWidthOverRounds(@TempDir Path folder) throws Exception {
        ScenarioReport report = report(folder);

        // heap over 3 rounds (sd 1): t(0.95, 2) / sqrt(3) = 2.919986 / 1.732051; the A/A row is left out
        assertThat(PredictedHalfWidths.achieved(report, "heap")).isCloseTo(2.919986 / Math.sqrt(3), within(1e-5));
        // a duet's CPU per request over rounds: its 95 % half-width at 90 %, t(0.95, 2) / t(0.975, 2)
        assertThat(PredictedHalfWidths.achieved(report, "cpuMsPerRequest"))
                .isCloseTo(0.2 * 2.919986 / 4.302653, within(1e-5));
        // one round, or an interval within one deployment pair only: none achieved
        assertThat(PredictedHalfWidths.achieved(report, "p95")).isNull();
        assertThat(PredictedHalfWidths.achieved(report, "p90")).isNull();
    }

    @Test
    void writesPredictedBesideAchievedOnlyWhenThePlanForecast(@TempDir Path folder) throws Exception {
        ScenarioReport report = report(folder);
        Map<String, Double> predicted = new LinkedHashMap<>();
        predicted.put("heap", 2.5);
        predicted.put("p95", null);
        PagePlan.Scenario forecast = new PagePlan.Scenario("router", null, null, null, null, null, null, null, null,
                null, 3, "done", null, null, "duet", null, predicted);
        PagePlan.Scenario none = new PagePlan.Scenario("removal", null, null, null, null, null, null, null, null,
                null, 3, "done", null, null, "duet");
        Map<PagePlan.Scenario, ScenarioReport> reports = new LinkedHashMap<>();
        reports.put(forecast, report);
        reports.put(none, null);

        PageDocument page = new PageDocument();
        PredictedHalfWidths.write(page, new PagePlan("p", null, null, null, null, null, List.of(forecast, none)),
                reports, AaSpreads.NONE);
        assertThat(page.markdown()).contains("| router | heap | ±2.50 MB | ±1.69 MB | ±10 MB |")
                .contains("| router | p95 | no interval | no interval | ±5 % |").doesNotContain("| removal |");

        PageDocument without = new PageDocument();
        PredictedHalfWidths.write(without, new PagePlan("p", null, null, null, null, null, List.of(none)), reports,
                AaSpreads.NONE);
        assertThat(without.markdown()).isEmpty();
    }

    /**
     * The reference page, one round a scenario, judged against its A/A page: the achieved half-width of a figure whose
     * cells are judged against the A/A spread is the one their verdicts have, t(0.95, ν/2) · s / √R, named; removal,
     * whose A/A page has 2 cells of a figure (a spread needs 4), keeps "no interval".
     */
    @Test
    void cellsJudgedAgainstTheAaPageAchieveTheHalfWidthTheirVerdictsHave() {
        String md = SermantPage.render(PageAaSpreadTest.REFERENCE).markdown();

        // the router's heap: +23.1 MB judged [-25.6..+71.8] at 95 % (t 4.303, 2 df); at 90 % t is 2.920: ±33.0 MB
        assertThat(md).contains("| router | heap | no interval | ±33.0 MB (A/A page's spread) | ±10 MB |")
                .contains("| router | metaspace | no interval | ±2.67 MB (A/A page's spread) | ±1 MB |")
                .contains("| removal | heap | no interval | no interval | ±10 MB |");
    }
}
