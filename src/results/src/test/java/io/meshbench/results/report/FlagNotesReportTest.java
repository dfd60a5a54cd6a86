package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report.md prints each comparison flag once, numbered, in its Notes section; every table points to the numbers. */
class FlagNotesReportTest {

    private static final String SATURATED = "⚠ machine-saturated: Mesh round 1: the machine was at least 85% busy";

    @TempDir
    Path dir;

    @Test
    void aFlagIsPrintedOnceInTheNotesAndEachOfTheThreeTablesPointsToIt() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0);
        machineBusy(baseline, second -> 60.0);
        machineBusy(treated, second -> second < 3 ? 90.0 : 70.0); // saturated: 3 of 10 s at or above 85 %
        fixture.meta("""
                {"tables":["plugin","memory","component"],
                 "treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        String markdown = outcome.markdown();

        int notes = markdown.indexOf("\n## Notes\n");
        assertThat(notes).as("a Notes section").isPositive();
        assertThat(markdown.indexOf("\n## Runs\n")).as("the Notes come before the Runs").isGreaterThan(notes);
        assertThat(occurrences(markdown, "## Notes")).isEqualTo(1);
        assertThat(occurrences(markdown, SATURATED)).as("the flag's text once").isEqualTo(1);
        // the flags of this comparison: saturated, queueing (60 % and 76 % busy on 2 cores), each numbered once
        assertThat(markdown.substring(notes)).contains("1. Mesh, l: " + SATURATED).contains("2. Mesh, l: ⚠ queueing: ");
        int flags = outcome.model().comparisons().get(0).flags().size();
        String pointer = "Notes: " + String.join(", ", java.util.stream.IntStream.rangeClosed(1, flags)
                .mapToObj(Integer::toString).toList()) + " (see Notes, below).";
        assertThat(occurrences(markdown, pointer)).as("each of the three tables points to them").isEqualTo(3);
        for (String table : new String[] {"plugin overhead", "memory", "component overhead"}) {
            int heading = markdown.indexOf("## Mesh: " + table);
            assertThat(heading).as(table).isPositive();
            int next = markdown.indexOf("\n## ", heading + 1);
            assertThat(markdown.substring(heading, next)).as(table).contains(pointer).doesNotContain("machine-saturated:");
        }
        // report.json keeps the flags as data on their comparison
        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(json.get("comparisons").get(0).get("flags").get(0).asText()).startsWith(SATURATED);
        assertThat(json.has("flagNotes")).isFalse();
    }

    private static int occurrences(String text, String part) {
        Matcher matcher = Pattern.compile(Pattern.quote(part)).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    private static void machineBusy(Path run, java.util.function.IntToDoubleFunction busyPct) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int second = 0; second <= 10; second++) {
            lines.append(String.format(Locale.ROOT,
                    "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":%.1f,\"cpuMachinePct\":%.1f}%n",
                    BenchmarkFixture.T0 + second * 1000L, busyPct.applyAsDouble(second) * 2, busyPct.applyAsDouble(second)));
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, StandardOpenOption.APPEND);
    }
}
