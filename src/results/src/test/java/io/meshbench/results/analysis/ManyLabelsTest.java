package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.benchmark.JtlGenerator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JTLs labelled by URL: 100,000s of labels, most with a few samples. Each label must cost a few hundred bytes, and
 * past --max-labels the labels with the fewest samples fold into one row while the total stays exact.
 */
class ManyLabelsTest {

    @TempDir
    Path dir;

    /**
     * 100,000 labels of 2 samples in a JVM of 64 MB heap: at 28 KB a label (an HdrHistogram each, before) that needs
     * 2.8 GB and ends in an OutOfMemoryError; at a few hundred bytes, about 40 MB.
     */
    @Test
    void a100000LabelFileFitsIn64MegabytesOfHeap() throws Exception {
        Path jtl = dir.resolve("many-labels.jtl");
        new JtlGenerator(200_000, 1000, 42, 100_000).write(jtl);
        Path out = dir.resolve("out.json");
        Path err = dir.resolve("err.txt");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "io.meshbench.results.cli.ResultsMain", "stats", jtl.toString(), "--format", "json"));
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("finished").isTrue();
        assertThat(process.exitValue()).as(Files.readString(err, StandardCharsets.UTF_8)).isZero();

        JsonNode stats = new ObjectMapper().readTree(out.toFile());
        assertThat(stats.get("total").get("samples").asLong()).isEqualTo(200_000);
        assertThat(stats.get("labels").size()).isEqualTo(10_001);
        assertThat(stats.get("labelFold").get("labels").asInt()).isEqualTo(90_000);
        assertThat(stats.get("labelFold").get("samples").asLong()).isEqualTo(180_000);
        assertThat(stats.get("labels").get("(other 90,000 labels)").get("samples").asLong()).isEqualTo(180_000);
    }

    /** The busiest labels keep their rows (ties by name); the others fold, and every figure of the fold is exact. */
    @Test
    void labelsBeyondTheLimitFoldIntoOneRowNamedForWhatItHolds() throws Exception {
        Path jtl = dir.resolve("four-labels.jtl");
        StringBuilder rows = new StringBuilder("timeStamp,elapsed,label,success\n");
        long start = 1_732_262_400_000L;
        String[][] samples = {{"a", "10"}, {"a", "11"}, {"a", "12"}, {"a", "13"}, {"a", "14"},
            {"c", "40"}, {"c", "41"}, {"c", "42"}, {"b", "20"}, {"b", "21"}, {"b", "22"}, {"d", "99"}};
        for (int i = 0; i < samples.length; i++) {
            rows.append(start + i).append(',').append(samples[i][1]).append(',').append(samples[i][0])
                    .append(",true\n");
        }
        Files.writeString(jtl, rows);

        RunStatistics stats = new RunAnalyzer(AnalysisOptions.defaults().withMaxLabels(2)).analyze(jtl);

        assertThat(stats.labels().keySet()).containsExactly("(other 2 labels)", "a", "b"); // b ties c: by name
        LabelStatistics other = stats.labels().get("(other 2 labels)");
        assertThat(other.samples()).isEqualTo(4); // c's three and d's one
        assertThat(other.min()).isEqualTo(40);
        assertThat(other.max()).isEqualTo(99);
        assertThat(other.median()).isEqualTo(41); // rank 2 of 40, 41, 42, 99
        assertThat(stats.total().samples()).isEqualTo(12);
        assertThat(stats.total().max()).isEqualTo(99);
        assertThat(stats.labelFold().labels()).isEqualTo(2);
        assertThat(stats.labelFold().note()).contains("--max-labels 2", "'(other 2 labels)'", "4 samples");

        RunStatistics under = new RunAnalyzer(AnalysisOptions.defaults().withMaxLabels(4)).analyze(jtl);
        assertThat(under.labels().keySet()).containsExactly("a", "b", "c", "d");
        assertThat(under.labelFold()).isNull();
    }
}
