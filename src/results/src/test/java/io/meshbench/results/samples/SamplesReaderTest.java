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
                .hasMessageStartingWith(samples + ": line 2: not valid JSON (Unrecognized token 'oops'")
                .hasMessageEndingWith("Fix it as docs/formats.md describes, or write it again.");
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
                .hasMessageStartingWith(samples + ": line 2: not valid JSON");
    }

    /** Lines out of time order: GC collections and time are the counters at the latest ts minus those at the earliest. */
    @Test
    void gcFiguresFollowTheTimestampsNotTheLineOrder() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, """
                {"ts":1000,"process":"consumer","pid":1,"gcCount":10,"gcTimeMs":50.0}
                {"ts":3000,"process":"consumer","pid":1,"gcCount":13,"gcTimeMs":62.5}
                {"ts":2000,"process":"consumer","pid":1,"gcCount":11,"gcTimeMs":55.0}
                """);

        ProcessResources consumer = ResourceStatistics.of(samples, 0, Long.MAX_VALUE).get("consumer");

        assertThat(consumer.gcCount()).isEqualTo(3);
        assertThat(consumer.gcTimeMs()).isEqualTo(12.5);
    }

    @Test
    void aRepeatedSampleIsRefusedNamingBothLines() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        String line = "{\"ts\":1000,\"process\":\"consumer\",\"pid\":1,\"cpuCorePct\":20.0,\"gcCount\":1}\n";
        Files.writeString(samples, line + "{\"ts\":2000,\"process\":\"consumer\",\"pid\":1,\"gcCount\":2}\n" + line);

        assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE))
                .hasMessageStartingWith(samples + ":3: a second sample of process 'consumer' (pid 1) at ts 1000 "
                        + "(the first is line 1)");
    }

    @Test
    void sharesOfTheMachineOutside0To100AndNegativeFiguresAreRefused() throws IOException {
        for (String bad : new String[] {"\"cpuMachinePct\":-50", "\"cpuMachinePct\":250", "\"heapUsedBytes\":-1",
                "\"gcCount\":-2", "\"cpuCorePct\":-0.5"}) {
            Path samples = dir.resolve("samples.jsonl");
            Files.writeString(samples, "{\"ts\":1000,\"process\":\"consumer\",\"pid\":1}\n"
                    + "{\"ts\":2000,\"process\":\"consumer\",\"pid\":1," + bad + "}\n");

            assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE)).as(bad)
                    .hasMessageStartingWith(samples + ":2: \"" + bad.substring(1, bad.indexOf("\"", 1)) + "\" is ")
                    .hasMessageContaining("Fix or delete that line.");
        }
    }

    @Test
    void aNumberWrittenAsAStringIsRefused() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, "{\"ts\":1000,\"process\":\"consumer\",\"pid\":1,\"heapUsedBytes\":\"123\"}\n");

        assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE))
                .hasMessageStartingWith(samples + ": field 'heapUsedBytes' (line 1) has the wrong type");
    }

    @Test
    void aSampleAtTheEdgeOfTheRangeIsAccepted() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, """
                {"ts":1000,"process":"machine","cpuCorePct":200.0,"cpuMachinePct":100.0}
                {"ts":1000,"process":"consumer","pid":1,"cpuCorePct":0.0,"cpuMachinePct":0.0}
                {"ts":2000,"process":"consumer","pid":1,"cpuCorePct":202.0,"cpuMachinePct":101.0}
                """);

        assertThat(ResourceStatistics.of(samples, 0, Long.MAX_VALUE)).containsKeys("machine", "consumer");
    }

    /**
     * Issue 35: a 150 MB line ran out of memory with a stack trace. The line is refused at the limit, before it is
     * buffered whole; a line of three times the limit stands for any longer one (the reader never holds more).
     */
    @Test
    void anOverlongLineIsRefusedBeforeItIsReadWhole() throws IOException {
        Path samples = dir.resolve("samples.jsonl");
        long limit = io.meshbench.results.format.ReadLimits.JSON_LINES.longestLine();
        try (java.io.OutputStream out = Files.newOutputStream(samples)) {
            out.write("{\"ts\":1000,\"process\":\"consumer\"}\n{\"ts\":2000,\"process\":\"".getBytes());
            byte[] block = "x".repeat(1 << 16).getBytes();
            for (long written = 0; written < 3 * limit; written += block.length) {
                out.write(block);
            }
            out.write("\"}\n".getBytes());
        }
        assertThatThrownBy(() -> ResourceStatistics.of(samples, 0, Long.MAX_VALUE))
                .hasMessage(samples + ": line 2 is longer than " + limit + " characters, the most a line of this file "
                        + "may hold (docs/formats.md); it is not a file MeshBench wrote, or it was damaged. Fix or "
                        + "delete that line.");
    }
}
