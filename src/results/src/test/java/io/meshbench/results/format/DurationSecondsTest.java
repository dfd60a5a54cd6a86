package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import io.meshbench.results.run.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A warm-up is a Duration in the code and seconds in the files: whole seconds read and write as they always did. */
class DurationSecondsTest {

    @TempDir
    Path dir;

    private static RunJson run(Duration warmup) {
        return new RunJson("s", "baseline", null, "l", 5, 50.0, 1, warmup, 120L, "consumer", null, null, RunJson.OK,
                null, null, null, null, null, null, null, null, null, null, null, null);
    }

    @Test
    void wholeSecondsAreWrittenAsTheWholeNumbersOldFoldersHold() throws Exception {
        Path file = dir.resolve("run.json");
        FormatFiles.write(file, run(Duration.ofSeconds(60)));

        assertThat(Files.readString(file)).contains("\"warmupSeconds\" : 60,");
        assertThat(FormatFiles.readRun(file).warmup()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void aFractionOrAWeekKeepsItsValueThroughRunJson() throws Exception {
        Path file = dir.resolve("run.json");
        for (Duration warmup : new Duration[] {Duration.ofMillis(1500), Duration.ofDays(7), Duration.ofMillis(1),
                Duration.ofSeconds(86_399, 999_000_000)}) {
            FormatFiles.write(file, run(warmup));

            assertThat(FormatFiles.readRun(file).warmup()).as(warmup.toString()).isEqualTo(warmup);
        }
        assertThat(Files.readString(file)).contains("\"warmupSeconds\" : 86399.999,");
    }

    /** Before, warmupSeconds was a long: a hand-written 1.5 was refused as "the wrong type". */
    @Test
    void aHandWrittenFractionalWarmupIsReadToTheMillisecond() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("runs/baseline/l/1"));
        Files.writeString(folder.resolve("run.json"), "{\"treatment\":\"baseline\",\"level\":\"l\",\"round\":1,"
                + "\"warmupSeconds\":1.5}");
        Files.writeString(dir.resolve("meta.json"), "{\"warmupSeconds\":2.25,\"load\":{\"coldWarmupSeconds\":240}}");

        assertThat(RunFolder.info(folder).warmup()).isEqualTo(Duration.ofMillis(1500));
        MetaJson meta = FormatFiles.readMeta(dir.resolve("meta.json"));
        assertThat(meta.warmup()).isEqualTo(Duration.ofMillis(2250));
        assertThat(meta.load().coldWarmup()).isEqualTo(Duration.ofSeconds(240));
    }

    @Test
    void aNegativeOrNonNumericWarmupIsOneLineNamingTheField() throws Exception {
        Path file = dir.resolve("run.json");
        Files.writeString(file, "{\"warmupSeconds\":-1.5}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).isInstanceOf(ResultsException.class)
                .hasMessage(file + ": field 'warmupSeconds' is -1.5; it must be 0 or more (seconds trimmed from the "
                        + "run's start). Fix it as docs/formats.md describes.");
        Files.writeString(file, "{\"warmupSeconds\":\"60\"}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(file + ": field 'warmupSeconds'").hasMessageContaining("wrong type");
        Files.writeString(file, "{\"warmupSeconds\":1e30}");
        assertThatThrownBy(() -> FormatFiles.readRun(file)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(file + ": field 'warmupSeconds'");
    }

    @Test
    void plainSecondsAreExactAndNeverScientific() {
        assertThat(DurationSeconds.plain(Duration.ofSeconds(60))).isEqualTo("60");
        assertThat(DurationSeconds.plain(Duration.ofMillis(1500))).isEqualTo("1.5");
        assertThat(DurationSeconds.plain(Duration.ofMillis(-1500))).isEqualTo("-1.5");
        assertThat(DurationSeconds.plain(Duration.ofSeconds(Long.MAX_VALUE))).isEqualTo("9223372036854775807");
        assertThat(DurationSeconds.of(new java.math.BigDecimal("1E+2"))).isEqualTo(Duration.ofSeconds(100));
    }
}
