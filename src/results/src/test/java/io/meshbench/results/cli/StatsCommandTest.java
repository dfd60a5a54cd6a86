package io.meshbench.results.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

class StatsCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int stats(String... args) {
        CommandLine command = new CommandLine(new StatsCommand().spec()).setParameterExceptionHandler(CommandOutcome::badOption);
        command.setOut(new PrintWriter(out));
        command.setErr(new PrintWriter(err));
        return command.execute(args);
    }

    private Path run() throws IOException {
        Path jtl = dir.resolve("result.jtl");
        Files.writeString(jtl, """
                timeStamp,elapsed,label,responseCode,success,bytes,sentBytes
                1732262400000,10,GET /a,200,true,100,10
                1732262400100,20,GET /b,200,true,100,10
                1732262401000,30,GET /a,500,false,100,10
                1732262401900,40,GET /a,200,true,100,10
                """);
        Path samples = dir.resolve("samples.jsonl");
        Files.writeString(samples, """
                {"ts":1732262400500,"process":"consumer","pid":1,"cpuCorePct":null,"heapUsedBytes":10485760,"threads":40}
                {"ts":1732262401500,"process":"consumer","pid":1,"cpuCorePct":50.0,"heapUsedBytes":31457280,"threads":42,"unknown":1}
                {"ts":1732262409000,"process":"consumer","pid":1,"cpuCorePct":90.0,"heapUsedBytes":99999999,"threads":99}
                """);
        return jtl;
    }

    @Test
    void jsonHasATotalAndOneObjectPerLabel() throws IOException {
        Path jtl = run();
        int exit = stats(jtl.toString(), "--format", "json", "--samples", dir.resolve("samples.jsonl").toString());
        assertThat(exit).isZero();
        assertThat(err.toString()).isEmpty();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/total/samples").asLong()).isEqualTo(4);
        assertThat(json.at("/total/errors").asLong()).isEqualTo(1);
        assertThat(json.at("/total/throughput").asDouble()).isEqualTo(4 / 1.94);
        assertThat(json.at("/labels/GET ~1a/samples").asLong()).isEqualTo(3);
        assertThat(json.at("/labels/GET ~1a/median").asLong()).isEqualTo(30);
        assertThat(json.at("/labels/GET ~1b/max").asLong()).isEqualTo(40 - 20);
        // resources over the same window (the sample at +9 s is outside it); null CPU is skipped, not zero
        assertThat(json.at("/resources/consumer/samples").asLong()).isEqualTo(2);
        assertThat(json.at("/resources/consumer/cpuCorePct/mean").asDouble()).isEqualTo(50.0);
        assertThat(json.at("/resources/consumer/heapUsedBytes/mean").asDouble()).isEqualTo(20971520.0);
        assertThat(json.at("/resources/consumer/threads/max").asDouble()).isEqualTo(42.0);
    }

    @Test
    void jsonIsTheSameOnEveryRunAndHoldsNoObjectIdentity() throws IOException {
        Path jtl = run();
        assertThat(stats(jtl.toString(), "--format", "json")).isZero();
        String first = out.toString();
        out.getBuffer().setLength(0);
        assertThat(stats(jtl.toString(), "--format", "json")).isZero();
        assertThat(out.toString()).isEqualTo(first);
        // the whole histogram (@JsonIgnore) is not a figure: its toString() was "LatencyHistogram@<hash>"
        assertThat(first).doesNotContain("totalLatencies").doesNotContain("@");
    }

    @Test
    void markdownShowsJMetersSummaryTable() throws IOException {
        assertThat(stats(run().toString())).isZero();
        assertThat(out.toString())
                .contains("| Label | # Samples | Average | Median | 90% Line |")
                .contains("| GET /a | 3 | 26.67 | 30 | 40 | 40 | 40 | 40 | 10 | 40 | 33.33% |")
                .contains("| **TOTAL** | 4 | 25.00 | 20 |");
    }

    /** Found by the input fuzzer: another run's samples gave a report without its resource table, and exit 0. */
    @Test
    void samplesWithNoneInTheMeasuredWindowAreRefusedNamingBothFiles() throws IOException {
        Path jtl = run();
        Path elsewhere = dir.resolve("other-run.jsonl");
        Files.writeString(elsewhere, """
                {"ts":1732262409000,"process":"consumer","pid":1,"cpuCorePct":90.0,"heapUsedBytes":99999999,"threads":99}
                """);
        int exit = stats(jtl.toString(), "--samples", elsewhere.toString());
        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).isEqualTo("stats: " + elsewhere + ": no sample in the measured window of " + jtl
                + " (1732262400000..1732262401940 ms since the epoch); give the samples.jsonl written beside that result.jtl."
                + System.lineSeparator());
    }

    @Test
    void badInputIsOneLineOnStderrAndANonZeroExit() {
        int exit = stats(dir.resolve("missing.jtl").toString());
        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).isEqualTo("stats: " + dir.resolve("missing.jtl")
                + ": no such file. Give the path of a JMeter CSV results file (.jtl)." + System.lineSeparator());
    }

    @Test
    void truncatedLastLineWarnsOnStderrAndSucceeds() throws IOException {
        Path jtl = dir.resolve("cut.jtl");
        Files.writeString(jtl, "timeStamp,elapsed,label\n1732262401000,5,a\n1732262401001,");
        assertThat(stats(jtl.toString(), "--format", "json")).isZero();
        assertThat(err.toString()).startsWith("warning: " + jtl + ":3: the last line is incomplete");
    }

    @Test
    void lenientCountsSkippedRows() throws IOException {
        Path jtl = dir.resolve("bad.jtl");
        Files.writeString(jtl, "timeStamp,elapsed,label\n1732262401000,5,a\noops\n1732262401001,6,a\n");
        assertThat(stats(jtl.toString(), "--format", "json")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains(":3: malformed row");
        out.getBuffer().setLength(0);
        assertThat(stats(jtl.toString(), "--format", "json", "--lenient")).isZero();
        assertThat(out.toString()).contains("\"skippedRows\" : 1");
    }

    @Test
    void aBadDurationIsAUsageError() throws IOException {
        assertThat(stats(run().toString(), "--warmup", "soon")).isEqualTo(2);
        assertThat(err.toString()).contains("'soon' is not a duration");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-5", "NaN", "Infinity", "-Infinity", "1e400", "fast"})
    void aTargetTpsThatIsNoRateAboveZeroIsOneLineNamingTheOption(String value) throws IOException {
        assertThat(stats(run().toString(), "--target-tps", value)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).startsWith("stats: Invalid value for option '--target-tps': '" + value
                + "' is not a rate").hasLineCount(1);
    }

    @ParameterizedTest
    @CsvSource({
        "--warmup, 9223372036854775807ms, is longer than 7 days",
        "--warmup, 99999999999999999999h, is longer than 7 days",
        "--cooldown, 8d, is not a duration",
        "--warmup, -5s, is negative",
        "--cooldown, -0.5m, is negative"})
    void aDurationThatOverflowsOrIsNegativeIsOneLineNamingTheOption(String option, String value, String says)
            throws IOException {
        assertThat(stats(run().toString(), option, value)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).startsWith("stats: Invalid value for option '" + option + "': '" + value + "' " + says)
                .hasLineCount(1);
    }

    /** Each table names its percentile definition, and the JSON records it: JMeter's interpolates, ours does not. */
    @Test
    void percentilesJmeterGivesTheDashboardsFiguresAndSaysSo() throws IOException {
        Path jtl = run();
        assertThat(stats(jtl.toString())).isZero();
        assertThat(out.toString()).contains("Percentiles: exact nearest rank over every sample");
        out.getBuffer().setLength(0);

        assertThat(stats(jtl.toString(), "--percentiles", "jmeter")).isZero();
        assertThat(out.toString()).contains("Percentiles: JMeter dashboard's: interpolated at rank p/100·(N+1) over "
                + "each label's last 20,000 samples in file order");
        // GET /a: 10, 30, 40; median at position 2 = 30; P90 at position 3.6 >= 3: 40; the total's median at
        // position 2.5 of 10, 20, 30, 40 = 25
        assertThat(out.toString()).contains("| **TOTAL** | 4 | 25.00 | 25 |");
        out.getBuffer().setLength(0);

        assertThat(stats(jtl.toString(), "--percentiles", "jmeter", "--format", "json")).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/percentiles/definition").asText()).isEqualTo("jmeter");
        assertThat(json.at("/total/median").asDouble()).isEqualTo(25.0);
        assertThat(json.at("/labels/GET ~1a/p90").asDouble()).isEqualTo(40.0);
    }

    @Test
    void maxLabelsFoldsTheRestIntoOneRowWithANote() throws IOException {
        Path jtl = run();
        assertThat(stats(jtl.toString(), "--max-labels", "1")).isZero();
        assertThat(out.toString()).contains("| (other 1 labels) | 1 |", "Note: 1 labels beyond --max-labels 1");
        out.getBuffer().setLength(0);
        assertThat(stats(jtl.toString(), "--max-labels", "1", "--format", "json")).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/labelFold/row").asText()).isEqualTo("(other 1 labels)");
        assertThat(json.at("/total/samples").asLong()).isEqualTo(4);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--max-labels|0|'0' is not a number of labels",
        "--max-labels|-3|'-3' is not a number of labels",
        "--max-labels|ten|'ten' is not a number of labels",
        "--max-labels|99999999999|'99999999999' is not a number of labels",
        "--percentiles|median|'median' is no percentile definition: use nearest-rank or jmeter",
        "--percentiles|JMeter|'JMeter' is no percentile definition"})
    void aBadAnalysisChoiceIsOneLineNamingTheOption(String option, String value, String says) throws IOException {
        Path jtl = run();
        assertThat(stats(jtl.toString(), option, value)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains(option, says).hasLineCount(1);
        assertThat(out.toString()).isEmpty();
    }

    /** One sample of 0 ms spans 0 ms: JMeter shows Infinity, MeshBench showed 1000/s; no rate exists. */
    @Test
    void aWindowSpanningZeroMillisecondsHasNoThroughput() throws IOException {
        Path jtl = Files.writeString(dir.resolve("zero.jtl"), """
                timeStamp,elapsed,label,responseCode,success,bytes,sentBytes
                1732262400000,0,GET /a,200,true,100,10
                """);

        assertThat(stats(jtl.toString())).isZero();
        assertThat(out.toString()).contains("| **TOTAL** | 1 | 0.00 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0.00% | n/a | n/a | n/a |")
                .contains("Throughput n/a: no rate: the samples span 0 ms").doesNotContain("1000.0/s");
        out.getBuffer().setLength(0);
        assertThat(stats(jtl.toString(), "--format", "json")).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/total/throughput").isNull()).isTrue();
        assertThat(json.at("/total/receivedKBPerSec").isNull()).isTrue();
        assertThat(json.at("/total/rateNote").asText()).startsWith("no rate: the samples span 0 ms");
        assertThat(json.at("/labels/GET ~1a/throughput").isNull()).isTrue();
    }

    /** Only Transaction Controller rows: JMeter shows their per-label figures; "the warm-up leaves no sample" was wrong. */
    @Test
    void aJtlOfTransactionControllerRowsOnlyShowsThemPerLabel() throws IOException {
        Path jtl = Files.writeString(dir.resolve("tc.jtl"), """
                timeStamp,elapsed,label,responseCode,responseMessage,success,bytes,sentBytes
                1732262400000,10,checkout,200,"Number of samples in transaction : 2, number of failing samples : 0",true,100,10
                1732262401000,30,checkout,200,"Number of samples in transaction : 2, number of failing samples : 0",true,100,10
                """);

        assertThat(stats(jtl.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("| checkout | 2 | 20.00 |");
        assertThat(err.toString()).contains("every row in the measured window is a Transaction Controller's")
                .doesNotContain("leave no sample");
    }

    @Test
    void aSymbolicLinkLoopIsNamedAsSuch() throws IOException {
        Path loop = dir.resolve("loop.jtl");
        Files.createSymbolicLink(loop, loop);

        assertThat(stats(loop.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains(loop + ": is a symbolic link loop").doesNotContain("no such file");
    }
}
