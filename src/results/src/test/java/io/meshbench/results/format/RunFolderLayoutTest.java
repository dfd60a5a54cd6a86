package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run-folder and benchmark-folder names are a contract with every folder already written: they must not move. */
class RunFolderLayoutTest {

    private static final Path RUN = Path.of("/r/quickstart/20261122-101500/runs/baseline/20u-100tps/1");

    @Test
    void aRunFolderHoldsTheFilesOldFoldersHave() {
        assertThat(RunFolderLayout.jtl(RUN)).isEqualTo(RUN.resolve("result.jtl"));
        assertThat(RunFolderLayout.samples(RUN)).isEqualTo(RUN.resolve("samples.jsonl"));
        assertThat(RunFolderLayout.runJson(RUN)).isEqualTo(RUN.resolve("run.json"));
        assertThat(RunFolderLayout.jmeterLog(RUN)).isEqualTo(RUN.resolve("jmeter.log"));
        assertThat(RunFolderLayout.dashboard(RUN)).isEqualTo(RUN.resolve("dashboard"));
        assertThat(RunFolderLayout.jmeterConsole(RUN)).isEqualTo(RUN.resolve("logs/jmeter.log"));
        assertThat(RunFolderLayout.processLog(RunFolderLayout.logs(RUN), "consumer")).isEqualTo(RUN.resolve("logs/consumer.log"));
        assertThat(RunFolderLayout.latencyLog(RUN)).isEqualTo(RUN.resolve("latency.hlog"));
        assertThat(RunFolderLayout.sermantAgent(RUN)).isEqualTo(RUN.resolve("sermant/agent"));
        assertThat(RunFolderLayout.sermantPrefilter(RUN).resolve("consumer")).isEqualTo(RUN.resolve("sermant/prefilter/consumer"));
        assertThat(RunFolderLayout.sermantLogs(RunFolderLayout.logs(RUN), "consumer")).isEqualTo(RUN.resolve("logs/sermant/consumer"));
        assertThat(RunFolderLayout.envoyBootstrap(RUN, "envoy-consumer")).isEqualTo(RUN.resolve("envoy/envoy-consumer.yaml"));
        assertThat(RunFolderLayout.influxdbPlan(RUN)).isEqualTo(RUN.resolve("plan-influxdb.jmx"));
        assertThat(RunFolderLayout.duetPlan(RUN)).isEqualTo(RUN.resolve("duet.jmx"));
        assertThat(RunFolderLayout.planProperties(RUN)).isEqualTo(RUN.resolve("user.properties"));
        assertThat(RunFolderLayout.duetJson(RUN)).isEqualTo(RUN.resolve("duet.json"));
    }

    @Test
    void aBenchmarkFolderHoldsItsReportMetaAndRuns() {
        Path benchmark = Path.of("/r/quickstart/20261122-101500");
        assertThat(BenchmarkFolderLayout.metaJson(benchmark)).isEqualTo(benchmark.resolve("meta.json"));
        assertThat(BenchmarkFolderLayout.reportMd(benchmark)).isEqualTo(benchmark.resolve("report.md"));
        assertThat(BenchmarkFolderLayout.reportJson(benchmark)).isEqualTo(benchmark.resolve("report.json"));
        assertThat(BenchmarkFolderLayout.reportHtml(benchmark)).isEqualTo(benchmark.resolve("report.html"));
        assertThat(BenchmarkFolderLayout.plots(benchmark)).isEqualTo(benchmark.resolve("plots"));
        assertThat(BenchmarkFolderLayout.gateJunit(benchmark)).isEqualTo(benchmark.resolve("gate-junit.xml"));
        assertThat(BenchmarkFolderLayout.capacityProbe(benchmark)).isEqualTo(benchmark.resolve("capacity-probe"));
        assertThat(BenchmarkFolderLayout.prefilterPriming(benchmark, "sermant")).isEqualTo(benchmark.resolve("prefilter-priming/sermant"));
        assertThat(BenchmarkFolderLayout.run(benchmark, "baseline", "20u-100tps", 1)).isEqualTo(RUN);
        assertThat(BenchmarkFolderLayout.duet(benchmark, "otel", "20u-100tps", 2)).isEqualTo(benchmark.resolve("duets/otel/20u-100tps/2"));
    }

    @Test
    void aRunFolderUnderRunsKnowsItsBenchmarkAndOneElsewhereHasNone() {
        assertThat(BenchmarkFolderLayout.ofRun(RUN)).isEqualTo(Path.of("/r/quickstart/20261122-101500"));
        assertThat(BenchmarkFolderLayout.ofRun(RUN.resolve("../1"))).as("normalised").isEqualTo(Path.of("/r/quickstart/20261122-101500"));
        assertThat(BenchmarkFolderLayout.ofRun(Path.of("/r/x/baseline/20u-100tps/1"))).isNull();
        assertThat(BenchmarkFolderLayout.ofRun(Path.of("/l/1"))).isNull();
        assertThat(BenchmarkFolderLayout.ofRun(Path.of("/runs/t/l/1"))).isEqualTo(Path.of("/"));
    }

    /** docs/formats.md draws the layout for users: every name the code uses is drawn there. */
    @Test
    void everyNameIsInTheDocumentedLayout() throws IOException, IllegalAccessException {
        String docs = Files.readString(Path.of("../../docs/formats.md"));
        String layout = docs.substring(docs.indexOf("## Results layout"), docs.indexOf("## samples.jsonl"));
        List<String> names = names(RunFolderLayout.class);
        names.addAll(names(BenchmarkFolderLayout.class));

        assertThat(names).hasSize(24).doesNotHaveDuplicates();
        for (String name : names) {
            assertThat(layout).as(name).contains(name);
        }
    }

    static List<String> names(Class<?> layout) throws IllegalAccessException {
        List<String> names = new ArrayList<>();
        for (Field field : layout.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                names.add((String) field.get(null));
            }
        }
        return names;
    }
}
