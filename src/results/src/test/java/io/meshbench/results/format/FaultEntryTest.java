package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run.json's faults are structured entries (issue 26 §3): the report takes a fault's time from {@code at}, not from a
 * sentence; an older run.json's sentences still read, each as an entry that keeps its line.
 */
class FaultEntryTest {

    @TempDir
    Path dir;

    @Test
    void entriesWriteAsFieldsAndReadBack() throws Exception {
        Path file = dir.resolve("run.json");
        FormatFiles.write(file, FormatFilesTest.fullRun());
        String json = Files.readString(file);
        assertThat(json).contains("\"at\" : \"2026-11-22T08:01:30Z\"", "\"process\" : \"provider-2\"",
                "\"mode\" : \"slow\"", "\"outcome\" : \"injected\"",
                "\"answer\" : \"POST http://127.0.0.1:8082/fault?mode=slow -> 200\"").doesNotContain("\"line\"");
        List<FaultEntry> faults = FormatFiles.readRun(file).faults();
        assertThat(FaultEntry.firstInjected(faults).flatMap(FaultEntry::injectedAt))
                .contains(Instant.parse("2026-11-22T08:01:30Z"));
    }

    /** The Runs section shows the same sentences the harness wrote before. */
    @Test
    void proseIsTheSentenceOlderHarnessesWrote() {
        assertThat(FaultEntry.prose(FormatFilesTest.fullRun().faults())).containsExactly(
                "2026-11-22T08:01:30Z (30s into the measured window) provider-2 mode=slow: "
                        + "POST http://127.0.0.1:8082/fault?mode=slow -> 200",
                "2026-11-22T08:01:31Z provider-1 mode=error FAILED: refused",
                "provider-3 mode=slow NOT INJECTED: the load ended before 200s into the measured window");
    }

    @Test
    void anOlderRunJsonsSentencesReadAsEntries() throws Exception {
        Path file = dir.resolve("run.json");
        Files.writeString(file, "{\"treatment\":\"a\",\"faults\":["
                + "\"2026-11-22T08:01:31Z provider-1 mode=error FAILED: refused\","
                + "\"+20s provider-2 mode=slow: ok\","
                + "\"2026-11-22T08:01:30Z (30s into the measured window) provider-2 mode=slow: POST -> 200\"]}");
        List<FaultEntry> faults = FormatFiles.readRun(file).faults();
        assertThat(FaultEntry.prose(faults)).containsExactly("2026-11-22T08:01:31Z provider-1 mode=error FAILED: refused",
                "+20s provider-2 mode=slow: ok",
                "2026-11-22T08:01:30Z (30s into the measured window) provider-2 mode=slow: POST -> 200");
        assertThat(FaultEntry.firstInjected(faults).flatMap(FaultEntry::injectedAt))
                .contains(Instant.parse("2026-11-22T08:01:30Z"));
    }
}
