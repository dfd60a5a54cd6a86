package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.jtl.JtlReader.CsvReader;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import io.meshbench.results.benchmark.WindowOracleJtl;

/**
 * JTLs written by real JMeter 5.6.3 and the statistics.json its dashboard generator (`jmeter -g`) computed from each
 * (src/test/resources/oracle*, made by scripts/make-oracle.sh): plain samplers (oracle), and Transaction Controllers
 * with and without a parent sample and one that ran no sampler, with rows far out of start order
 * (oracle-transactions). Counts, errors, mean,
 * min, max, throughput and KB/s must equal JMeter's, for the total (which leaves the controllers' samples out) and
 * every label; percentiles must equal the exact order statistics of all samples, computed here independently (plain
 * Commons CSV, a sort), as must the samples a warm-up trim keeps. With {@code --percentiles jmeter} the median and
 * the 90/95/99th percentiles must equal statistics.json's {@code medianResTime} and {@code pct1ResTime}..
 * {@code pct3ResTime} (JMeter's defaults 90, 95, 99) exactly, including on oracle-window, whose labels and total
 * exceed the 20,000 samples JMeter's dashboard keeps per percentile.
 */
class JMeterOracleTest {

    private static final double TOLERANCE = 1e-9;

    /** JMeter's report generator's test for a Transaction Controller's sample (Sample#isController). */
    private static final String CONTROLLER = "Number of samples in transaction";
    /** A Transaction Controller that ran no sampler (Sample#isEmptyController): counted nowhere. */
    private static final String EMPTY_CONTROLLER = "Number of samples in transaction : 0";

    private static Path oracle(String folder, String name) throws URISyntaxException {
        return Path.of(JMeterOracleTest.class.getResource("/" + folder + "/" + name).toURI());
    }

    static Stream<Arguments> oracles() {
        return Stream.of(CsvReader.values()).flatMap(reader -> Stream.of(
                Arguments.of("oracle", reader, List.of("chain", "other"), List.of(), 3200, 128),
                Arguments.of("oracle-transactions", reader,
                        List.of("checkout", "cart", "pay", "browse", "list", "slow-first"), List.of("skipped"), 6400, 256)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("oracles")
    void agreesWithJMetersStatisticsJson(String folder, CsvReader csvReader, List<String> labels,
                                         List<String> emptyTransactions, long total, long errors) throws Exception {
        RunStatistics ours = new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader))
                .analyze(oracle(folder, "result.jtl"));
        JsonNode jmeter = new ObjectMapper().readTree(oracle(folder, "statistics.json").toFile());
        assertThat(ours.labels().keySet()).containsExactlyInAnyOrderElementsOf(labels);
        assertSameAsJMeter(ours.total(), jmeter.get("Total"));
        for (String label : ours.labels().keySet()) {
            assertSameAsJMeter(ours.labels().get(label), jmeter.get(label));
        }
        // a transaction that never ran a sample: JMeter lists it with 0 samples and NaN figures, we leave it out
        // of the tables and say so
        for (String label : emptyTransactions) {
            assertThat(jmeter.get(label).get("sampleCount").asLong()).as(label).isZero();
        }
        assertThat(ours.warnings()).hasSize(emptyTransactions.size());
        for (int i = 0; i < emptyTransactions.size(); i++) {
            assertThat(ours.warnings().get(i)).contains("'" + emptyTransactions.get(i) + "' is in no table: its 1600 "
                    + "row(s) in the measured window are a Transaction Controller that ran no sampler");
        }
        List<String> jmetersLabels = new ArrayList<>();
        jmeter.fieldNames().forEachRemaining(jmetersLabels::add);
        assertThat(jmetersLabels).containsExactlyInAnyOrderElementsOf(
                Stream.of(List.of("Total"), labels, emptyTransactions).flatMap(List::stream).toList());
        assertThat(ours.total().samples()).isEqualTo(total);
        assertThat(ours.total().errors()).isEqualTo(errors);
    }

    private static void assertSameAsJMeter(LabelStatistics ours, JsonNode theirs) {
        String label = theirs.get("transaction").asText();
        assertThat(ours.samples()).as(label + " samples").isEqualTo(theirs.get("sampleCount").asLong());
        assertThat(ours.errors()).as(label + " errors").isEqualTo(theirs.get("errorCount").asLong());
        assertThat(ours.errorPct()).as(label + " error %").isCloseTo(theirs.get("errorPct").asDouble(), offset(TOLERANCE));
        assertThat(ours.mean()).as(label + " mean").isCloseTo(theirs.get("meanResTime").asDouble(), offset(TOLERANCE));
        assertThat((double) ours.min()).as(label + " min").isEqualTo(theirs.get("minResTime").asDouble());
        assertThat((double) ours.max()).as(label + " max").isEqualTo(theirs.get("maxResTime").asDouble());
        assertThat(ours.throughput()).as(label + " throughput")
                .isCloseTo(theirs.get("throughput").asDouble(), offset(TOLERANCE));
        assertThat(ours.receivedKBPerSec()).as(label + " received KB/s")
                .isCloseTo(theirs.get("receivedKBytesPerSec").asDouble(), offset(TOLERANCE));
        assertThat(ours.sentKBPerSec()).as(label + " sent KB/s")
                .isCloseTo(theirs.get("sentKBytesPerSec").asDouble(), offset(TOLERANCE));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("oracles")
    void percentilesAreTheExactOrderStatisticsOfEverySample(String folder, CsvReader csvReader) throws Exception {
        Map<String, List<Long>> elapsed = new HashMap<>();
        for (CSVRecord record : records(folder)) {
            if (record.get("responseMessage").startsWith(EMPTY_CONTROLLER)) {
                continue;
            }
            long value = Long.parseLong(record.get("elapsed"));
            elapsed.computeIfAbsent(record.get("label"), l -> new ArrayList<>()).add(value);
            if (!record.get("responseMessage").startsWith(CONTROLLER)) {
                elapsed.computeIfAbsent("Total", l -> new ArrayList<>()).add(value);
            }
        }
        RunStatistics ours = new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader))
                .analyze(oracle(folder, "result.jtl"));
        elapsed.forEach((label, values) -> {
            List<Long> sorted = values.stream().sorted().toList();
            LabelStatistics stats = label.equals("Total") ? ours.total() : ours.labels().get(label);
            assertThat(stats.median()).as(label + " median").isEqualTo(nearestRank(sorted, "50"));
            assertThat(stats.p90()).as(label + " p90").isEqualTo(nearestRank(sorted, "90"));
            assertThat(stats.p95()).as(label + " p95").isEqualTo(nearestRank(sorted, "95"));
            assertThat(stats.p99()).as(label + " p99").isEqualTo(nearestRank(sorted, "99"));
            assertThat(stats.p999()).as(label + " p99.9").isEqualTo(nearestRank(sorted, "99.9"));
        });
    }

    /**
     * The rows out of start order and the slow first samples written late: warm-up and cool-down trims must keep
     * exactly the samples inside the window, which runs from the first start to the last end of every row that is a
     * sample or a transaction of samples (an empty transaction is no sample: it sets no bound).
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("oracles")
    void trimsKeepExactlyTheSamplesInsideTheWindow(String folder, CsvReader csvReader) throws Exception {
        List<CSVRecord> rows = records(folder).stream()
                .filter(r -> !r.get("responseMessage").startsWith(EMPTY_CONTROLLER)).toList();
        long firstStart = rows.stream().mapToLong(r -> Long.parseLong(r.get("timeStamp"))).min().orElseThrow();
        long lastEnd = rows.stream().mapToLong(r -> Long.parseLong(r.get("timeStamp")) + Long.parseLong(r.get("elapsed")))
                .max().orElseThrow();
        long warmupMs = (lastEnd - firstStart) / 3;
        long cooldownMs = (lastEnd - firstStart) / 4;
        Map<String, Long> inWindow = new HashMap<>();
        for (CSVRecord row : rows) {
            long start = Long.parseLong(row.get("timeStamp"));
            if (start >= firstStart + warmupMs && start + Long.parseLong(row.get("elapsed")) <= lastEnd - cooldownMs) {
                inWindow.merge(row.get("label"), 1L, Long::sum);
                if (!row.get("responseMessage").startsWith(CONTROLLER)) {
                    inWindow.merge("Total", 1L, Long::sum);
                }
            }
        }

        RunStatistics ours = new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader)
                .withWarmup(Duration.ofMillis(warmupMs)).withCooldown(Duration.ofMillis(cooldownMs)))
                .analyze(oracle(folder, "result.jtl"));

        assertThat(ours.window().startMs()).isEqualTo(firstStart + warmupMs);
        assertThat(ours.window().endMs()).isEqualTo(lastEnd - cooldownMs);
        assertThat(ours.total().samples()).isEqualTo(inWindow.get("Total")).isPositive();
        inWindow.forEach((label, count) -> {
            if (!label.equals("Total")) {
                assertThat(ours.labels().get(label).samples()).as(label).isEqualTo(count);
            }
        });
    }

    /**
     * What makes oracle-transactions a test of the window: real JMeter wrote its earliest sample (a 4 s first request)
     * after thousands of later ones, beyond the 128 KB head from which the run's bounds are first guessed.
     */
    @Test
    void theTransactionOraclesEarliestSampleIsWrittenBeyondTheFilesFirst128Kb() throws Exception {
        List<CSVRecord> rows = records("oracle-transactions");
        CSVRecord earliest = rows.stream().min(Comparator.comparingLong(r -> Long.parseLong(r.get("timeStamp"))))
                .orElseThrow();
        long outOfOrder = IntStream.range(1, rows.size()).filter(i ->
                Long.parseLong(rows.get(i).get("timeStamp")) < Long.parseLong(rows.get(i - 1).get("timeStamp"))).count();

        assertThat(earliest.getCharacterPosition()).isGreaterThan(128 * 1024);
        assertThat(earliest.get("label")).isEqualTo("checkout");
        assertThat(Long.parseLong(earliest.get("elapsed"))).isGreaterThanOrEqualTo(4000);
        assertThat(outOfOrder).isGreaterThan(1000);
    }

    /** The definition JMeter's dashboard uses, against the statistics.json it wrote: equal to the last bit. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("oracles")
    void jmeterPercentilesEqualTheDashboardsStatisticsJson(String folder, CsvReader csvReader) throws Exception {
        RunStatistics ours = new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader)
                .withPercentiles(PercentileDefinition.JMETER)).analyze(oracle(folder, "result.jtl"));
        assertSameDashboardPercentiles(ours, new ObjectMapper().readTree(oracle(folder, "statistics.json").toFile()));
        assertThat(ours.percentiles().definition()).isEqualTo("jmeter");
    }

    /**
     * 66,000 rows, three labels of 22,000, slow first and fast later: JMeter's dashboard keeps the last 20,000 samples
     * per label and total, so its percentiles differ from those of every sample. Read in one pass and in chunks (the
     * chunks' windows must join in file order).
     */
    @ParameterizedTest(name = "{0} chunks")
    @ValueSource(ints = {1, 5})
    void jmeterPercentilesKeepTheDashboardsWindowOfTheLast20000Samples(int chunks, @TempDir Path dir) throws Exception {
        Path jtl = dir.resolve("result.jtl");
        WindowOracleJtl.write(jtl);
        assertThat(sha256(jtl)).as("the JTL statistics.json was made from (scripts/make-window-oracle.sh)")
                .isEqualTo("046560386a718944c334aeb6d17d32e43e846c64b4916b859493409fe8cf351f");
        JsonNode jmeter = new ObjectMapper().readTree(oracle("oracle-window", "statistics.json").toFile());
        AnalysisOptions options = AnalysisOptions.defaults().withPercentiles(PercentileDefinition.JMETER);
        RunStatistics ours = new RunAnalyzer(options, new io.meshbench.results.jtl.JtlReader(CsvReader.FAST, false,
                chunks, 64 * 1024)).analyze(jtl);

        assertSameDashboardPercentiles(ours, jmeter);
        assertThat(ours.labels()).hasSize(3);
        assertSameAsJMeter(ours.total(), jmeter.get("Total"));
        // the window matters here: over every sample (nearest rank) the total's P90 is a slow sample, in JMeter's
        // window a fast one
        RunStatistics everySample = new RunAnalyzer(AnalysisOptions.defaults()).analyze(jtl);
        assertThat(everySample.total().p90()).isGreaterThanOrEqualTo(40);
        assertThat(ours.total().p90()).isEqualTo(31.0);
    }

    private static void assertSameDashboardPercentiles(RunStatistics ours, JsonNode jmeter) {
        List<String> labels = new ArrayList<>(ours.labels().keySet());
        labels.add("Total");
        for (String label : labels) {
            LabelStatistics stats = label.equals("Total") ? ours.total() : ours.labels().get(label);
            JsonNode theirs = jmeter.get(label);
            assertThat(stats.median()).as(label + " median").isEqualTo(theirs.get("medianResTime").asDouble());
            assertThat(stats.p90()).as(label + " p90").isEqualTo(theirs.get("pct1ResTime").asDouble());
            assertThat(stats.p95()).as(label + " p95").isEqualTo(theirs.get("pct2ResTime").asDouble());
            assertThat(stats.p99()).as(label + " p99").isEqualTo(theirs.get("pct3ResTime").asDouble());
        }
    }

    private static String sha256(Path file) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(Files.readAllBytes(file)));
    }

    private static List<CSVRecord> records(String folder) throws Exception {
        try (Reader reader = Files.newBufferedReader(oracle(folder, "result.jtl"))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader).getRecords();
        }
    }

    /** The value of rank ceil(p/100 * n) in sorted order. */
    private static long nearestRank(List<Long> sorted, String percent) {
        int rank = new BigDecimal(percent).multiply(BigDecimal.valueOf(sorted.size()))
                .divide(BigDecimal.valueOf(100), 0, RoundingMode.CEILING).intValueExact();
        return sorted.get(Math.max(rank, 1) - 1);
    }

}
