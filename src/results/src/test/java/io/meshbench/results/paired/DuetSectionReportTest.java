package io.meshbench.results.paired;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.DuetJson;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.paired.DuetFolders.Second;
import io.meshbench.results.report.BenchmarkReport;
import io.meshbench.results.report.TemplateLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The duet section as report.md and report.json show it: what each figure is, and what its interval holds. */
class DuetSectionReportTest {

    @TempDir
    Path benchmark;

    @Test
    void withOneRoundTheReportSaysTheIntervalLeavesOutDeploymentsAndGivesNoVerdict() throws IOException {
        writeBenchmark(1, 0.0);
        BenchmarkReport.write(benchmark);
        String markdown = Files.readString(benchmark.resolve("report.md"));
        String json = Files.readString(benchmark.resolve("report.json"));

        assertThat(markdown).contains("| mean of per-second medians (latency) |", "| mean of per-second P90s (latency) |",
                "(within deployments: leaves out deployment variance, no verdict)",
                "Calibration at 10u-20tps: intervals within the one deployment pair only: they leave out the "
                        + "difference between deployments")
                .doesNotContain("| median latency |", "| P90 latency |", "within noise |");
        assertThat(json).contains("\"metric\" : \"meanSecondMedianLatency\"", "\"metric\" : \"meanSecondP90Latency\"",
                "\"intervalOver\" : \"withinDeployments\"", "\"withinNoise\" : null")
                .doesNotContain("\"medianLatency\"", "\"p90Latency\"");
    }

    @Test
    void withThreeRoundsTheIntervalIsOverTheRoundsAndGivesTheVerdict() throws IOException {
        writeBenchmark(3, 0.0);
        BenchmarkReport.write(benchmark);
        String markdown = Files.readString(benchmark.resolve("report.md"));
        String json = Files.readString(benchmark.resolve("report.json"));

        assertThat(markdown).contains("Calibration at 10u-20tps: intervals over the 3 rounds' deltas (Student t, 2 "
                + "degrees of freedom): they hold the difference between deployments.", "within noise |")
                .doesNotContain("leaves out deployment variance");
        assertThat(json).contains("\"intervalOver\" : \"rounds\"", "\"degreesOfFreedom\" : 2", "\"withinNoise\" : true");
    }

    /** What both sides shared, as duet.json records it, is listed once in report.json and in one line of report.md. */
    @Test
    void whatBothSidesSharedIsListedOnce() throws IOException {
        writeBenchmark(2, 0.0, ",\"shared\":[\"one JMeter\",\"one sampler\"]");
        BenchmarkReport.write(benchmark);

        assertThat(Files.readString(benchmark.resolve("report.md"))).contains("Both sides shared: one JMeter; one "
                + "sampler; each side started everything else (ZooKeeper, every service) for itself.");
        assertThat(Files.readString(benchmark.resolve("report.json"))).containsOnlyOnce("\"shared\" : [ \"one JMeter\", "
                + "\"one sampler\" ]");
    }

    /** duet.json files written before sharing was recorded: no line, an empty list. */
    @Test
    void olderDuetsSayNothingShared() throws IOException {
        writeBenchmark(1, 0.0);
        BenchmarkReport.write(benchmark);

        assertThat(Files.readString(benchmark.resolve("report.md"))).doesNotContain("Both sides shared");
        assertThat(Files.readString(benchmark.resolve("report.json"))).contains("\"shared\" : [ ]");
    }

    /**
     * A delay recovered under the closed model: the "Injected by" line says it comes back short and why (issue 34);
     * under the open model it does not.
     */
    @Test
    void aDelayRecoveredUnderTheClosedModelSaysItComesBackShort() throws IOException {
        for (String model : List.of("closed", "open")) {
            writeBenchmark(1, 0.0);
            Files.writeString(benchmark.resolve("meta.json"), """
                    {"scenario":"calibrate","baseline":"baseline","tables":["plugin"],"load":{"model":"%s"},
                     "treatments":[{"name":"baseline","label":"Baseline"},
                                   {"name":"calibration","label":"Calibration","kind":"javaagent","injected":{"delayMs":2}}]}
                    """.formatted(model));
            BenchmarkReport.write(benchmark);
            String markdown = Files.readString(benchmark.resolve("report.md"));

            assertThat(markdown).as(model).contains("Injected by Calibration at 10u-20tps: a 2 ms delay, recovered");
            if (model.equals("closed")) {
                assertThat(markdown).contains("%); ⚠ closed model: JMeter's throughput timer releases many requests only "
                        + "when a thread comes back from its previous one");
            } else {
                assertThat(markdown).doesNotContain("closed model");
            }
        }
    }

    private void writeBenchmark(int rounds, double cost) throws IOException {
        writeBenchmark(rounds, cost, "");
    }

    /** A duet benchmark as the harness lays it out, the treated side {@code cost} points of CPU above the baseline. */
    private void writeBenchmark(int rounds, double cost, String moreDuetJson) throws IOException {
        long seed = 7;
        System.out.println("DuetSectionReportTest seed " + seed);
        Random random = new Random(seed);
        for (int round = 1; round <= rounds; round++) {
            Path baseline = benchmark.resolve("runs/baseline/10u-20tps/" + round);
            Path treated = benchmark.resolve("runs/calibration/10u-20tps/" + round);
            DuetFolders.write(baseline, treated, round, 60, s -> new Second(20, 20,
                    20 + random.nextInt(3), 20 + random.nextInt(3), 200 + random.nextGaussian() * 5,
                    200 + 20 * cost + random.nextGaussian() * 5));
            runJson(baseline, "baseline", "Baseline", round);
            runJson(treated, "calibration", "Calibration", round);
            Path duet = benchmark.resolve("duets/calibration/10u-20tps/" + round);
            Files.createDirectories(duet);
            Files.writeString(RunFolderLayout.duetJson(duet), """
                    {"treatment":"calibration","level":"10u-20tps","round":%d,
                     "baselineFolder":"runs/baseline/10u-20tps/%d","treatedFolder":"runs/calibration/10u-20tps/%d",
                     "warmupSeconds":10,"order":["baseline","treated"],"ports":{}%s}
                    """.formatted(round, round, round, moreDuetJson));
        }
    }

    private static void runJson(Path folder, String treatment, String label, int round) throws IOException {
        Files.writeString(folder.resolve("run.json"), """
                {"scenario":"calibrate","treatment":"%s","treatmentLabel":"%s","level":"10u-20tps","users":10,
                 "targetTps":20,"round":%d,"warmupSeconds":10,"durationSeconds":60,"measuredProcess":"consumer",
                 "status":"ok"}
                """.formatted(treatment, label, round));
    }
}
