package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fault injection through the real loop: the shipped removal-efficacy scenario made small (two providers, the baseline
 * only, 20 TPS, the fault 5 s into a 15 s window). provider-2 must be switched slow (3 s, beyond the consumer's 2 s read
 * timeout) through its fault endpoint at the scheduled time, and the removal-efficacy table must show what it did: no
 * errors before the fault, the calls to provider-2 failing after it, and (nothing removes it without Sermant) errors
 * that do not fall back within the window.
 */
class FaultInjectionLoopIT {

    static final long WARMUP_MS = 3_000;
    static final long FAULT_AT_MS = 5_000;
    /** The switch's answer that run.json's injected fault entry records. */
    static final Pattern ANSWER = Pattern.compile("POST http://127\\.0\\.0\\.1:\\d+/fault\\?mode=slow&delayMs=3000 -> 200");

    @TempDir
    Path results;

    @Test
    void aProviderTurnedSlowAtItsTimeShowsItsErrorsAfterTheFaultOnly() throws Exception {
        String small = Harness.scenarioText("removal-efficacy.yaml")
                .replace("      instances: 3\n", "      instances: 2\n")
                .replace("        - {service.meta.version: 1.0.2}\n", "")
                .replace("/ready?providers=3", "/ready?providers=2")
                .replaceAll("(?s)  - name: sermant-agent\n.*?\nfaults:", "faults:") // the baseline alone, no rules
                .replace("{at: 30s, process: provider-2", "{at: 5s, process: provider-2")
                // half the calls fail after the fault: expected here, not a failed run
                .replace("errorRateThresholdPct: 30 ", "errorRateThresholdPct: 90 ");
        assertThat(small).doesNotContain("kind: sermant", "rules:", "providers=3", "at: 30s").contains("errorRateThresholdPct: 90 ");
        Path scenario = results.resolve("removal-efficacy.yaml");
        Files.writeString(scenario, small);
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "10u-20tps", "3s", "15s", "1", List.of());

        String output = Harness.awaitSuccess(harness, console, 8);
        assertThat(output).contains("fault: provider-2 switched to slow", "Run 1/1: ok");

        Path run = Harness.benchmarkFolder(results, "removal-efficacy").resolve("runs/baseline/10u-20tps/1");
        String runJson = Files.readString(run.resolve("run.json"));
        assertThat(Harness.jsonText(runJson, "status")).isEqualTo("ok");
        // run.json's faults are structured entries (docs/formats.md): the injected one says when and what answered
        JsonNode fault = null;
        for (JsonNode entry : new ObjectMapper().readTree(runJson).path("faults")) {
            if (fault == null && "injected".equals(entry.path("outcome").asText())) {
                fault = entry;
            }
        }
        assertThat(fault).as("the injected fault in%n%s", runJson).isNotNull();
        assertThat(fault.path("plannedAt").asText()).isEqualTo("5s");
        assertThat(fault.path("process").asText()).isEqualTo("provider-2");
        assertThat(fault.path("mode").asText()).isEqualTo("slow");
        assertThat(fault.path("answer").asText()).matches(ANSWER);
        long injected = Instant.parse(fault.path("at").asText()).toEpochMilli();

        List<long[]> samples = samples(run.resolve("result.jtl")); // {start, end, success}
        long firstRow = samples.get(0)[0];
        long windowStart = firstRow + WARMUP_MS; // the engine's window: the first row's start plus the warm-up
        long windowEnd = samples.stream().mapToLong(s -> s[1]).max().orElseThrow();
        // the schedule counts from the first row, or, while JMeter had flushed none, from its log's first thread start
        long reference = Math.min(firstRow, firstThreadStart(run.resolve("jmeter.log")));
        System.out.printf("fault due %d ms after the first row (%d ms after the schedule's earliest reference), "
                + "injected %d ms after the first row%n", WARMUP_MS + FAULT_AT_MS, firstRow - reference, injected - firstRow);
        assertThat(injected).as("never before its time").isGreaterThanOrEqualTo(reference + WARMUP_MS + FAULT_AT_MS);
        // the calls that failed are the fault's: each ended after the switch (a call fails only once provider-2 holds it)
        assertThat(samples).filteredOn(s -> s[0] >= windowStart && s[2] == 0).isNotEmpty()
                .allSatisfy(failed -> assertThat(failed[1]).as("a failed call's end").isGreaterThanOrEqualTo(injected));
        assertThat(injected).as("the fault lies well inside the window (ends %d)", windowEnd)
                .isLessThan(windowEnd - 5_000);

        String report = Files.readString(Harness.benchmarkFolder(results, "removal-efficacy").resolve("report.md"));
        Matcher row = Pattern.compile("\\| Baseline \\| 10u-20tps \\| 1 \\| ([0-9.]+)% \\| ([0-9.]+)% \\| ([^|]+) \\|")
                .matcher(report);
        assertThat(row.find()).as("the removal-efficacy row in%n%s", report).isTrue();
        // the report counts a sample by its start: a call in flight at the switch that provider-2 then held failed
        // after the fault (checked above) but counts before it. Only such calls may: none that ended before it
        long startedBefore = samples.stream().filter(s -> s[0] >= windowStart && s[0] < injected).count();
        long caughtInFlight = samples.stream().filter(s -> s[0] >= windowStart && s[0] < injected && s[2] == 0)
                .count();
        assertThat(Double.parseDouble(row.group(1))).as("errors before the fault: %d of %d calls started before it, "
                + "each caught in flight", caughtInFlight, startedBefore)
                .isCloseTo(100.0 * caughtInFlight / startedBefore, within(0.05));
        // round robin over two providers: about every second call goes to the slow one and times out
        assertThat(Double.parseDouble(row.group(2))).as("errors after the fault").isBetween(25.0, 75.0);
        assertThat(row.group(3).strip()).as("nothing removes provider-2 from the baseline").isEqualTo("not within the window");
    }

    /** Every sample of a CSV JTL as {start ms, end ms, 1 when successful}, in the file's order. */
    private static List<long[]> samples(Path jtl) throws java.io.IOException {
        List<List<String>> rows = rows(Files.readString(jtl));
        List<String> header = rows.get(0);
        int elapsed = header.indexOf("elapsed");
        int success = header.indexOf("success");
        return rows.stream().skip(1).filter(cells -> cells.size() > success).map(cells -> {
            long start = Long.parseLong(cells.get(0));
            return new long[] {start, start + Long.parseLong(cells.get(elapsed)),
                    Boolean.parseBoolean(cells.get(success)) ? 1 : 0};
        }).toList();
    }

    /**
     * A CSV text's rows of cells: a quoted cell may hold commas, doubled quotes and line breaks (JMeter quotes a
     * failure message that spans lines).
     */
    private static List<List<String>> rows(String csv) {
        List<List<String>> rows = new java.util.ArrayList<>();
        List<String> cells = new java.util.ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else if ((c == '\n' || c == '\r') && !quoted) {
                if (c == '\n' && (!cells.isEmpty() || cell.length() > 0)) {
                    cells.add(cell.toString());
                    rows.add(cells);
                    cells = new java.util.ArrayList<>();
                    cell.setLength(0);
                }
            } else {
                cell.append(c);
            }
        }
        if (!cells.isEmpty() || cell.length() > 0) {
            cells.add(cell.toString());
            rows.add(cells);
        }
        return rows;
    }

    /**
     * The earliest "Thread started" time in JMeter's log (log4j's {@code %d}, the machine's time zone): the fault
     * schedule's reference when JMeter had not yet flushed a row of its results file.
     */
    private static long firstThreadStart(Path log) throws java.io.IOException {
        java.time.format.DateTimeFormatter format = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
        return Files.readAllLines(log).stream().filter(l -> l.contains("Thread started: ") && l.length() > 23)
                .mapToLong(l -> java.time.LocalDateTime.parse(l.substring(0, 23), format)
                        .atZone(java.time.ZoneId.systemDefault()).toInstant().toEpochMilli())
                .min().orElse(Long.MAX_VALUE);
    }
}
