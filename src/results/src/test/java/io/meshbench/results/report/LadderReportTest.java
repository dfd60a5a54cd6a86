package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.results.ladder.LadderSeries;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class LadderReportTest {

    @TempDir
    Path dir;

    /** Three steps per treatment: 100 and 200 RPS kept up, 400 RPS offered only 250 achieved. */
    private void ladder() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        int[][] steps = {{100, 100}, {200, 200}, {400, 250}}; // offered, achieved
        double[] baselineCpu = {10, 15, 17};                  // % of the machine: 20, 30, 34 % of one core
        double[] agentCpu = {12, 19, 21};
        for (int i = 0; i < steps.length; i++) {
            String level = steps[i][0] + "rps";
            Path base = fixture.run("baseline", "Baseline", level, 1, 6, steps[i][1], 0, 100, baselineCpu[i], false,
                    (double) steps[i][0]);
            Path agent = fixture.run("agent", "Agent", level, 1, 6, steps[i][1], 3, 110, agentCpu[i], false,
                    (double) steps[i][0]);
            loadGenerator(base);
            loadGenerator(agent);
        }
        fixture.meta("""
                {"scenario":"ladder","baseline":"baseline","tables":["ladder"],
                 "treatments":[{"name":"baseline","label":"Baseline"},{"name":"agent","label":"Agent"}]}
                """);
    }

    /** JMeter's samples beside the service's: its CPU is shown but is not the deployment's. */
    private static void loadGenerator(Path run) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int s = 0; s <= 6; s++) {
            lines.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"jmeter\",\"pid\":7,\"cpuCorePct\":50.0,"
                    + "\"cpuMachinePct\":25.0}%n", BenchmarkFixture.T0 + s * 1000L));
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, StandardOpenOption.APPEND);
    }

    @Test
    void eachTreatmentsStepsSaturationAndCpuPerLoadAreTabled() throws IOException {
        ladder();
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        List<LadderSeries> ladder = outcome.model().ladder();
        assertThat(ladder).extracting(LadderSeries::label).containsExactly("Baseline", "Agent");

        LadderSeries baseline = ladder.get(0);
        assertThat(baseline.steps()).extracting(s -> s.offeredRps()).containsExactly(100.0, 200.0, 400.0);
        assertThat(baseline.steps().get(2).achievedRps()).isCloseTo(250, offset(1.0)); // complete seconds only
        assertThat(baseline.saturation().offeredRps()).isEqualTo(400);
        assertThat(baseline.saturation().achievedPct()).isCloseTo(62.5, offset(0.25));
        assertThat(baseline.steps().get(0).cpuPct()).containsKeys("consumer", "jmeter");
        assertThat(baseline.steps().get(0).servicesCpuPct()).isCloseTo(20, offset(1e-9)); // jmeter left out
        // (100, 20) and (200, 30): 10 % of a core per 100 RPS, the saturated step not fitted
        assertThat(baseline.cpuFit().per100RpsPct()).isCloseTo(10, offset(0.05)); // achieved: complete seconds
        assertThat(baseline.cpuFit().levels()).containsExactly("100rps", "200rps");
        assertThat(ladder.get(1).cpuFit().per100RpsPct()).isCloseTo(14, offset(0.1)); // (100, 24) and (200, 38)
        assertThat(ladder.get(1).steps().get(0).p50()).isEqualTo(13);

        assertThat(outcome.markdown())
                .contains("## Baseline: RPS ladder")
                .contains("| offered RPS | achieved RPS | p50 | p90 | p99 | p99.9 | errors | consumer CPU (% of one core) | jmeter CPU (% of one core) | services CPU (% of one core) | machine busy (% of the machine) |")
                .contains("| 100 | 99.8 (99.8%) | 10ms | 20ms | 20ms | 20ms | 0.00% | 20.0% | 50.0% | 20.0% | — |")
                .containsPattern("\\| 400 \\| 249\\.5 \\(62\\.4%\\) ⚠ saturated \\|")
                .containsPattern("\\*\\*10\\.0\\d% of one core per 100 RPS\\*\\* \\(1\\.00\\d cores per 1000 RPS; \\d+\\.\\d% at 0 RPS, R² 1\\.000\\)")
                .contains("unsaturated steps 100rps, 200rps")
                .contains("Saturation: first at **400 RPS offered**, where 249.5 RPS were achieved (62.4% of offered, below 95 %)");
    }

    /** Two Envoy sidecars beside the agent's runs: {@code cpu} % of one core and {@code rssMb} MB each. */
    private static void sidecars(Path run, double cpu, long rssMb) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (String sidecar : new String[] {"consumer-envoy", "provider-1-envoy"}) {
            for (int s = 0; s <= 6; s++) {
                lines.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"%s\",\"pid\":9,\"cpuCorePct\":%.1f,"
                        + "\"cpuMachinePct\":%.1f,\"rssBytes\":%d}%n", BenchmarkFixture.T0 + s * 1000L, sidecar, cpu,
                        cpu / 2, rssMb * 1024 * 1024));
            }
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, StandardOpenOption.APPEND);
    }

    /**
     * Issue 38 §2: a treatment with sidecars gets their CPU and memory per step (every Envoy summed) and their own CPU
     * per 100 RPS; a treatment without keeps the table it had.
     */
    @Test
    void aTreatmentsSidecarsGetTheirCpuMemoryAndCpuPerLoadPerStep() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        int[][] steps = {{100, 100}, {200, 200}};
        double[] sidecarCpu = {3, 5}; // each of two: 6 and 10 % of one core together
        for (int i = 0; i < steps.length; i++) {
            String level = steps[i][0] + "rps";
            fixture.run("baseline", "Baseline", level, 1, 6, steps[i][1], 0, 100, 10, false, (double) steps[i][0]);
            sidecars(fixture.run("envoy", "Envoy sidecars", level, 1, 6, steps[i][1], 3, 110, 12, false,
                    (double) steps[i][0]), sidecarCpu[i], 40);
        }
        fixture.meta("""
                {"scenario":"ladder","baseline":"baseline","tables":["ladder"],
                 "treatments":[{"name":"baseline","label":"Baseline"},{"name":"envoy","label":"Envoy sidecars"}]}
                """);

        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        LadderSeries envoy = outcome.model().ladder().get(1);

        assertThat(envoy.steps()).extracting(s -> s.sidecarCpuPct()).containsExactly(6.0, 10.0);
        assertThat(envoy.steps()).extracting(s -> s.sidecarRssMb()).containsExactly(80.0, 80.0);
        // (100, 6) and (200, 10): 4 % of one core per 100 RPS; achieved counts complete seconds only
        assertThat(envoy.sidecarCpuFit().per100RpsPct()).isCloseTo(4, offset(0.05));
        assertThat(outcome.model().ladder().get(0).sidecarCpuFit()).isNull();
        assertThat(outcome.model().ladder().get(0).steps()).allMatch(s -> s.sidecarCpuPct() == null);
        String markdown = outcome.markdown();
        String baselineTable = markdown.substring(markdown.indexOf("## Baseline: RPS ladder"),
                markdown.indexOf("## Envoy sidecars"));
        assertThat(baselineTable).contains("| services CPU (% of one core) | machine busy (% of the machine) |")
                .doesNotContain("sidecars");
        assertThat(markdown.substring(markdown.indexOf("## Envoy sidecars")))
                .contains("| consumer-envoy CPU (% of one core) | provider-1-envoy CPU (% of one core) | services CPU "
                        + "(% of one core) | sidecars CPU (% of one core) | sidecars RSS (MB) | machine busy")
                .contains("| 6.0% | 80.0 | — |", "| 10.0% | 80.0 | — |")
                .containsPattern("Sidecars' CPU per load: \\*\\*4\\.0\\d% of one core per 100 RPS\\*\\*");
    }

    @Test
    void everyFigureIsAReadablePngAndAParsableSvgAndReportHtmlShowsTheSvgs() throws Exception {
        ladder();
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        assertThat(outcome.model().plots()).extracting(ReportModel.Plot::path).contains(
                "plots/ladder-latency-p50.png", "plots/ladder-latency-p90.png", "plots/ladder-latency-p99.png",
                "plots/ladder-latency-p99.9.png", "plots/ladder-achieved.png", "plots/ladder-cpu.png",
                "plots/tps-100rps.png");
        DocumentBuilderFactory xml = DocumentBuilderFactory.newInstance();
        xml.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        String html = Files.readString(dir.resolve("report.html"));
        for (ReportModel.Plot plot : outcome.model().plots()) {
            BufferedImage png = ImageIO.read(dir.resolve(plot.path()).toFile());
            assertThat(png).as(plot.path()).isNotNull();
            assertThat(png.getWidth()).isEqualTo(ChartFiles.WIDTH);
            assertThat(png.getHeight()).isEqualTo(ChartFiles.HEIGHT);
            Document svg = xml.newDocumentBuilder().parse(dir.resolve(plot.svg()).toFile());
            assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
            assertThat(svg.getElementsByTagName("path").getLength() + svg.getElementsByTagName("polyline").getLength())
                    .as(plot.svg()).isPositive();
            assertThat(outcome.markdown()).contains("](" + plot.path() + ")");
            assertThat(html).contains("<img src=\"" + plot.svg() + "\"").doesNotContain(plot.path());
        }
        assertThat(html).contains("<table>").contains("<th>offered RPS</th>");
    }
}
