package io.meshbench.results.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SamplesReaderTest {

    @TempDir
    Path dir;

    @Test
    void meanAndMaxPerProcessOverTheWindowSkippingNulls() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, """
                {"ts":1000,"process":"consumer","cpuCorePct":null,"threads":40,"rssBytes":100}
                {"ts":2000,"process":"consumer","cpuCorePct":20.0,"threads":42,"rssBytes":300}
                {"ts":2000,"process":"provider-1","cpuCorePct":5.0}

                {"ts":3000,"process":"consumer","cpuCorePct":40.0,"threads":44,"rssBytes":200,"future":"ignored"}
                {"ts":9000,"process":"consumer","cpuCorePct":99.0,"threads":99,"rssBytes":999}
                """);
        Map<String, ProcessResources> resources = ResourceStatistics.of(samples, 1000, 3000);
        assertThat(resources).containsOnlyKeys("consumer", "provider-1");
        ProcessResources consumer = resources.get("consumer");
        assertThat(consumer.samples()).isEqualTo(3);
        assertThat(consumer.cpuCorePct()).isEqualTo(new Figure(30.0, 40.0, 2));
        assertThat(consumer.threads()).isEqualTo(new Figure(42.0, 44.0, 3));
        assertThat(consumer.rssBytes().max()).isEqualTo(300.0);
        assertThat(consumer.heapUsedBytes()).isNull();
    }

    @Test
    void aBadLineNamesItsFileAndLine() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, "{\"ts\":1000,\"process\":\"consumer\"}\n{\"ts\":oops}\n");
        assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE))
                .isInstanceOf(SamplesFormatException.class)
                .hasMessageStartingWith(samples + ":2: not a JSON object with the fields of docs/formats.md")
                .hasMessageEndingWith("Fix or delete that line.");
    }

    @Test
    void aSampleNeedsATimeAndAProcess() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, "{\"process\":\"consumer\",\"threads\":3}\n");
        assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE))
                .hasMessage(samples + ":1: a sample needs \"ts\" (epoch ms) and \"process\". Fix or delete that line.");
    }

    @Test
    void aMissingFileIsExplained() {
        assertThatThrownBy(() -> ResourceStatistics.of(dir.resolve("none.jsonl"), 0, 1))
                .hasMessageStartingWith(dir.resolve("none.jsonl") + ": no such file.");
    }

    @Test
    void aTruncatedLastLineIsLeftOutWithAWarningLikeATruncatedJtlLine() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, "{\"ts\":1000,\"process\":\"consumer\",\"threads\":10}\n"
                + "{\"ts\":2000,\"process\":\"consumer\",\"threads\":20}\n{\"ts\":3000,\"proc");
        java.util.List<String> warnings = new java.util.ArrayList<>();
        Map<String, ProcessResources> resources = ResourceStatistics.of(samples, 0, Long.MAX_VALUE, warnings::add);
        assertThat(resources.get("consumer").samples()).isEqualTo(2);
        assertThat(warnings).containsExactly(samples + " line 3: truncated last line left out (the sampler stopped "
                + "while writing it).");
        // the same line ended by a line break was written whole: it is malformed, not truncated
        Files.writeString(samples, "{\"ts\":1000,\"process\":\"consumer\"}\n{\"ts\":3000,\"proc\n");
        assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE, warnings::add))
                .hasMessageStartingWith(samples + ":2: not a JSON object");
    }
}
