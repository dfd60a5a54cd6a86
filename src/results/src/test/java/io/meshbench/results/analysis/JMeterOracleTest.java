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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A JTL written by real JMeter 5.6.3 and the statistics.json its dashboard generator (`jmeter -g`) computed from it
 * (src/test/resources/oracle, made by scripts/make-oracle.sh). Counts, errors, mean, min, max, throughput and KB/s
 * must equal JMeter's; percentiles must equal the exact order statistics of all samples, computed here
 * independently (plain Commons CSV, a sort).
 */
class JMeterOracleTest {

    private static final double TOLERANCE = 1e-9;

    private static Path oracle(String name) throws URISyntaxException {
        return Path.of(JMeterOracleTest.class.getResource("/oracle/" + name).toURI());
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void agreesWithJMetersStatisticsJson(CsvReader csvReader) throws Exception {
        RunStatistics ours = new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader))
                .analyze(oracle("result.jtl"));
        JsonNode jmeter = new ObjectMapper().readTree(oracle("statistics.json").toFile());
        assertThat(ours.labels().keySet()).containsExactlyInAnyOrder("chain", "other");
        assertSameAsJMeter(ours.total(), jmeter.get("Total"));
        for (String label : ours.labels().keySet()) {
            assertSameAsJMeter(ours.labels().get(label), jmeter.get(label));
        }
        assertThat(ours.total().samples()).isEqualTo(3200);
        assertThat(ours.total().errors()).isEqualTo(128);
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

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void percentilesAreTheExactOrderStatisticsOfEverySample(CsvReader csvReader) throws Exception {
        Map<String, List<Long>> elapsed = new HashMap<>();
        try (Reader reader = Files.newBufferedReader(oracle("result.jtl"))) {
            for (CSVRecord record : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                    .parse(reader)) {
                long value = Long.parseLong(record.get("elapsed"));
                elapsed.computeIfAbsent(record.get("label"), l -> new ArrayList<>()).add(value);
                elapsed.computeIfAbsent("Total", l -> new ArrayList<>()).add(value);
            }
        }
        RunStatistics ours = new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader))
                .analyze(oracle("result.jtl"));
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

    /** The value of rank ceil(p/100 * n) in sorted order. */
    private static long nearestRank(List<Long> sorted, String percent) {
        int rank = new BigDecimal(percent).multiply(BigDecimal.valueOf(sorted.size()))
                .divide(BigDecimal.valueOf(100), 0, RoundingMode.CEILING).intValueExact();
        return sorted.get(Math.max(rank, 1) - 1);
    }

}
