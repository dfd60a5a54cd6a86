package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsFolderTest {

    @TempDir
    Path results;

    @Test
    void namesTheFolderAfterScenarioAndStartTimeAndNeverReusesOne() throws IOException {
        LocalDateTime time = LocalDateTime.of(2026, 11, 22, 8, 5, 9);
        Path first = ResultsFolder.create(results, "router", time);
        Files.writeString(first.resolve("meta.json"), "{}");

        Path second = ResultsFolder.create(results, "router", time);
        Path third = ResultsFolder.create(results, "router", time);

        assertThat(first).isEqualTo(results.resolve("router/20261122-080509"));
        assertThat(second).isEqualTo(results.resolve("router/20261122-080509-2"));
        assertThat(third).isEqualTo(results.resolve("router/20261122-080509-3"));
        assertThat(first.resolve("meta.json")).hasContent("{}");
    }

    @Test
    void aGivenBenchmarkFolderIsUsedExactlyAndOnlyWhenNewOrEmpty() throws IOException {
        Path given = results.resolve("page/20261126-101500/router");
        assertThat(ResultsFolder.createExactly(given)).isEqualTo(given).isDirectory();
        assertThat(ResultsFolder.createExactly(given)).as("empty: still fine").isEqualTo(given);
        Files.writeString(given.resolve("meta.json"), "{}");

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ResultsFolder.createExactly(given))
                .hasMessageContaining("holds files already");
        assertThat(given.resolve("meta.json")).hasContent("{}");
    }
}
