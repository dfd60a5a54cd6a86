package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairedFilesTest {

    @TempDir
    Path dir;

    private Map<Path, String> newPair() {
        Map<Path, String> files = new LinkedHashMap<>();
        files.put(dir.resolve("report.md"), "new md");
        files.put(dir.resolve("report.json"), "new json");
        return files;
    }

    /** Renames as usual, but the {@code failing}-th rename (1-based) fails as a full disk or a lost mount would. */
    private static PairedFiles.Mover failingAt(int failing) {
        AtomicInteger count = new AtomicInteger();
        return (from, to) -> {
            if (count.incrementAndGet() == failing) {
                throw new IOException("No space left on device");
            }
            PairedFiles.ATOMIC.move(from, to);
        };
    }

    @Test
    void bothFilesAreReplaced() throws IOException {
        Files.writeString(dir.resolve("report.md"), "old md");
        Files.writeString(dir.resolve("report.json"), "old json");
        PairedFiles.write(newPair());
        assertThat(dir.resolve("report.md")).hasContent("new md");
        assertThat(dir.resolve("report.json")).hasContent("new json");
        assertThat(names()).containsExactlyInAnyOrder("report.md", "report.json");
    }

    @Test
    void aFailureAfterTheFirstFileWasMovedInPutsThePreviousPairBack() throws IOException {
        Files.writeString(dir.resolve("report.md"), "old md");
        Files.writeString(dir.resolve("report.json"), "old json");
        // renames 1 and 2 set the old pair aside, 3 moves the new report.md in, 4 fails
        assertThatThrownBy(() -> PairedFiles.write(newPair(), failingAt(4))).hasMessage("No space left on device");
        assertThat(dir.resolve("report.md")).hasContent("old md");
        assertThat(dir.resolve("report.json")).hasContent("old json");
        assertThat(names()).containsExactlyInAnyOrder("report.md", "report.json");
    }

    @Test
    void aFailureWithoutAPreviousPairLeavesNoReportAtAll() throws IOException {
        assertThatThrownBy(() -> PairedFiles.write(newPair(), failingAt(2))).hasMessage("No space left on device");
        assertThat(names()).isEmpty();
    }

    @Test
    void aFailureSettingThePreviousPairAsideChangesNothing() throws IOException {
        Files.writeString(dir.resolve("report.md"), "old md");
        Files.writeString(dir.resolve("report.json"), "old json");
        assertThatThrownBy(() -> PairedFiles.write(newPair(), failingAt(2))).hasMessage("No space left on device");
        assertThat(dir.resolve("report.md")).hasContent("old md");
        assertThat(dir.resolve("report.json")).hasContent("old json");
        assertThat(names()).containsExactlyInAnyOrder("report.md", "report.json");
    }

    private java.util.List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).toList();
        }
    }
}
