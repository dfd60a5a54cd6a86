package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.api.Reports;
import io.meshbench.results.comparison.Metric;
import io.meshbench.results.gate.Budget;
import io.meshbench.results.gate.BudgetParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * scenarios/gates/&lt;scenario&gt;.txt, the budgets the Jenkins job checks when GATE is empty, can pass for their own
 * scenario: a budget on a figure the scenario does not measure fails ("not checked"), and one on a cost the scenario
 * injects on purpose fails by design. So every budget names a figure every level measures, none an injected cost, and
 * no latency where faults or steps past saturation move it on purpose.
 */
class DefaultGatesTest {

    private static final Path SCENARIOS = Path.of("../../scenarios");

    /** Figures of the load: a level at rest has none (absent, not zero). */
    private static final Set<Metric> LOAD = EnumSet.of(Metric.MEAN_LATENCY, Metric.MEDIAN, Metric.P90, Metric.P95,
            Metric.P99, Metric.THROUGHPUT, Metric.ERROR_PCT, Metric.MAX_TPS, Metric.AVG_TPS, Metric.TIME_TO_MAX_TPS,
            Metric.CPU_MS_PER_REQUEST);
    private static final Set<Metric> LATENCY_AND_THROUGHPUT = EnumSet.of(Metric.MEAN_LATENCY, Metric.MEDIAN, Metric.P90,
            Metric.P95, Metric.P99, Metric.THROUGHPUT, Metric.MAX_TPS, Metric.AVG_TPS, Metric.TIME_TO_MAX_TPS);
    /** What each calibration figure moves (docs/calibration.md). */
    private static final Map<String, Set<Metric>> MOVED_BY_INJECTION = Map.of(
            "delayMs", EnumSet.of(Metric.MEAN_LATENCY, Metric.MEDIAN, Metric.P90, Metric.P95, Metric.P99, Metric.THROUGHPUT),
            "cpuMicros", EnumSet.of(Metric.CPU, Metric.CPU_MS_PER_REQUEST, Metric.MEAN_LATENCY, Metric.MEDIAN, Metric.P90,
                    Metric.P95, Metric.P99, Metric.THROUGHPUT),
            "heapMb", EnumSet.of(Metric.HEAP, Metric.RSS, Metric.GC_COUNT, Metric.GC_TIME),
            "classes", EnumSet.of(Metric.CLASSES, Metric.METASPACE, Metric.NON_HEAP, Metric.RSS));

    @Test
    void everyScenarioHasADefaultGateItsLevelsCanKeep() throws IOException {
        List<Path> scenarios;
        try (Stream<Path> files = Files.list(SCENARIOS)) {
            scenarios = files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
        int checked = 0;
        for (Path file : scenarios) {
            String name = file.getFileName().toString().replaceFirst("\\.yaml$", "");
            Path gate = SCENARIOS.resolve("gates").resolve(name + ".txt");
            if (name.equals("router-concentrated") || name.equals("mq-resume-experiment")) {
                assertThat(gate).as("not a profile (an experiment): no Jenkins choice, no default gate").doesNotExist();
                continue;
            }
            Scenario scenario = new ScenarioLoader(Reports.tableNames()).load(file);
            List<Budget> budgets = BudgetParser.parseFile("--gate-file", gate);
            boolean atRest = scenario.load().levels().stream().anyMatch(Level::atRest);
            boolean sampled = scenario.load().levels().stream().noneMatch(l -> scenario.load().durationAt(l).equals(Duration.ZERO));
            // faults injected in every treatment, or steps past saturation: latency and throughput move by design
            boolean latencyByDesign = !scenario.checks().faults().isEmpty() || scenario.report().tables().contains("ladder");
            for (Budget budget : budgets) {
                String what = name + ": \"" + budget.text() + "\"";
                if (atRest) {
                    assertThat(LOAD).as(what + ": a level at rest has no load figure").doesNotContain(budget.metric());
                }
                if (latencyByDesign) {
                    assertThat(LATENCY_AND_THROUGHPUT).as(what + ": its latency moves by design").doesNotContain(budget.metric());
                }
                if (!sampled) {
                    assertThat(budget.metric()).as(what + ": nothing is sampled in a 0 s window").isEqualTo(Metric.STARTUP);
                }
                scenario.treatments().forEach(treatment -> treatment.injected().keySet().forEach(figure ->
                        assertThat(MOVED_BY_INJECTION.get(figure)).as(what + ": " + treatment.name() + " injects "
                                + figure + " on purpose").doesNotContain(budget.metric())));
            }
            checked++;
        }
        assertThat(checked).isEqualTo(18);
    }
}
