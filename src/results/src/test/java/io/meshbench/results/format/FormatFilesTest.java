package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run.json and meta.json: what the writer writes, the reader reads back whole; anything else is a one-line error. */
class FormatFilesTest {

    @TempDir
    Path dir;

    static RunJson fullRun() {
        Map<String, Object> jmeter = new LinkedHashMap<>();
        jmeter.put("exitCode", 0);
        jmeter.put("timedOut", false);
        jmeter.put("lastSummary", "summary = 100 in 00:00:01");
        Map<String, Integer> probe = new LinkedHashMap<>();
        probe.put("provider-1", 10);
        probe.put("provider-2", 9);
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("zookeeper", List.of("java", "-Xmx128m"));
        commands.put("consumer", List.of("java", "-Xmx256m", "-javaagent:/a.jar", "-jar", "consumer.jar"));
        return new RunJson("router", "sermant-router", "Sermant router", "50u-1000tps", 50, 1000.0, 2, java.time.Duration.ofSeconds(60), 120L,
                "consumer", "2026-11-22T08:00:00Z", "2026-11-22T08:03:05Z", RunJson.OK, null,
                List.of("treatment loaded"), probe, 1.25, Map.of("consumer", List.of("Load sermant done")),
                List.of(FaultEntry.injected(java.time.Instant.parse("2026-11-22T08:01:30Z"), "30s", "provider-2", "slow",
                                "POST http://127.0.0.1:8082/fault?mode=slow -> 200"),
                        FaultEntry.failed(java.time.Instant.parse("2026-11-22T08:01:31Z"), "provider-1", "error", "refused"),
                        FaultEntry.notInjected("200s", "provider-3", "slow", "the load ended before 200s into the measured window")),
                jmeter, 0.5, 1.0, commands, true, new RunJson.Window(1_000L, 2_000L),
                new RunJson.QuietWait(false, 600.0, 35.5), new RunJson.CpuThrottling("/sys/fs/cgroup/cpu.stat", 1200, 3, 41.5));
    }

    @Test
    void runJsonRoundTripsEveryField() {
        RunJson written = fullRun();
        Path file = dir.resolve("run.json");
        FormatFiles.write(file, written);
        assertThat(FormatFiles.readRun(file)).isEqualTo(written);
        assertThat(dir.resolve("run.json.partial")).doesNotExist();
    }

    @Test
    void metaJsonRoundTripsEveryField() {
        MetaJson written = new MetaJson("router", "d", "baseline",
                List.of(new MetaJson.Treatment("baseline", "Baseline", "baseline", null, null, false, null),
                        new MetaJson.Treatment("r", "R", "sermant", List.of("service-router"), List.of("rule"), true,
                                "one provider")),
                List.of(new MetaJson.Level("50u-1000tps", 50, 1000.0), new MetaJson.Level("50u-30pct-cap", 50, 115.0, 30)),
                java.time.Duration.ofSeconds(30), 60L, 3,
                new MetaJson.Load("closed", "closed model", 20000, true, true,
                        new MetaJson.Capacity(383.5, 50, 105L, 75L, 0.0, "capacity-probe", true,
                                List.of(121.0, 300.5, 440.0, 461.0, 467.2, 470.1, 468.9), -1.2, 71.5, 2, 467.9,
                                new MetaJson.RunAge(60L, 180L, 383.5), "rising"), List.of("okhttp2"), java.time.Duration.ofSeconds(240)),
                List.of("plugin"),
                Map.of("cores", 2), List.of(new MetaJson.Agent("r", "sermant-agent", "2.2.0", "abc")), "./mvnw");
        Path file = dir.resolve("meta.json");
        FormatFiles.write(file, written);
        assertThat(FormatFiles.readMeta(file)).isEqualTo(written);
    }

    @Test
    void aRenamedFieldIsAnErrorNamingFileFieldAndLine() throws Exception {
        Path file = dir.resolve("run.json");
        Files.writeString(file, "{\"treatment\":\"a\",\n \"warmup\":30}\n");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).isInstanceOf(ResultsException.class)
                .hasMessage(file + ": unknown field 'warmup' (line 2); the fields of run.json are listed in "
                        + "docs/formats.md. Rename or remove it.");
    }

    @Test
    void outOfRangeAndMistypedValuesAreOneLineErrorsNamingTheField() throws Exception {
        Path file = dir.resolve("run.json");
        Files.writeString(file, "{\"warmupSeconds\":-10}");
        assertThatThrownBy(() -> FormatFiles.readRun(file))
                .hasMessage(file + ": field 'warmupSeconds' is -10; it must be 0 or more (seconds trimmed from the "
                        + "run's start). Fix it as docs/formats.md describes.");
        Files.writeString(file, "{\"warmupSeconds\":\"2.5\"}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageStartingWith(file + ": field 'warmupSeconds' "
                + "(line 1) has the wrong type");
        Files.writeString(file, "{\"warmupSeconds\":2.5}");
        assertThat(FormatFiles.readRun(file).warmup()).as("seconds, whole or not").isEqualTo(java.time.Duration.ofMillis(2500));
        Files.writeString(file, "{\"targetTps\":\"fast\"}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageStartingWith(file + ": field 'targetTps'");
        Files.writeString(file, "{\"status\":\"great\"}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageContaining("field 'status' is \"great\"");
        Files.writeString(file, "{\"round\":0}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageContaining("field 'round' is 0");
        Files.writeString(file, "{\"targetTps\":0}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageContaining("field 'targetTps' is 0.0");
        Files.writeString(file, "{\"commandLines\":{\"consumer\":[\"java\",null]}}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessage(file + ": field 'commandLines.consumer' is "
                + "[java, null]; it must be a list of strings (the process's command line, one argument per string). "
                + "Fix it as docs/formats.md describes.");
        Files.writeString(file, "{\"commandLines\":{\"consumer\":null}}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageContaining("field 'commandLines.consumer' is null");
        Files.writeString(file, "");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(file.toString());
        Files.writeString(file, "{\"round\":1");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).hasMessageStartingWith(file + ": line 1: not valid JSON");
        Path meta = dir.resolve("meta.json");
        Files.writeString(meta, "{\"levels\":[{\"name\":\"l\",\"users\":-1}]}");
        assertThatThrownBy(() -> FormatFiles.readMeta(meta)).hasMessageContaining("field 'levels[].users' is -1");
    }

    /** warmupSeconds of 9223372036854775807 printed as "9223372036854775.807 s"; a run lasts at most a week. */
    @Test
    void aWarmupOrDurationLongerThanAWeekIsRefusedNamingTheField() throws Exception {
        Path run = dir.resolve("run.json");
        for (String field : new String[] {"warmupSeconds", "durationSeconds"}) {
            Files.writeString(run, "{\"treatment\":\"baseline\",\"level\":\"l\",\"round\":1,\"" + field
                    + "\":9223372036854775807}");

            assertThatThrownBy(() -> FormatFiles.readRun(run)).hasMessage(run + ": field '" + field + "' is "
                    + "9223372036854775807; it must be at most 604800 (a week; " + (field.startsWith("warmup")
                    ? "seconds trimmed from the run's start" : "seconds of the measured window") + "). Fix it as "
                    + "docs/formats.md describes.");
        }
        Files.writeString(run, "{\"treatment\":\"baseline\",\"level\":\"l\",\"round\":1,\"warmupSeconds\":604800}");
        assertThat(FormatFiles.readRun(run).warmup()).isEqualTo(java.time.Duration.ofDays(7));
    }
}
