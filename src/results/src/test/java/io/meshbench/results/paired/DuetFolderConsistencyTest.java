package io.meshbench.results.paired;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.paired.DuetFolders.Second;
import io.meshbench.results.report.BenchmarkReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A duet benchmark whose duet.json files were edited or copied: each is refused in one line naming duet.json and its
 * field, before anything is written (issue 35: both sides naming one folder read "+0.00 within noise", a copied round
 * narrowed the interval, a missing side was a NullPointerException, a huge warm-up "fromKey > toKey").
 */
class DuetFolderConsistencyTest {

    @TempDir
    Path root;

    private Path benchmark;

    /** Three duet rounds as the harness lays them out, then one edit; the report must refuse it. */
    private void threeRounds() throws IOException {
        benchmark = Files.createDirectories(root.resolve("calibrate/20261127-100000"));
        Random random = new Random(11);
        for (int round = 1; round <= 3; round++) {
            Path baseline = benchmark.resolve("runs/baseline/10u-20tps/" + round);
            Path treated = benchmark.resolve("runs/calibration/10u-20tps/" + round);
            DuetFolders.write(baseline, treated, round, 30, s -> new Second(20, 20, 20 + random.nextInt(3),
                    21 + random.nextInt(3), 200 + random.nextGaussian() * 5, 210 + random.nextGaussian() * 5));
            runJson(baseline, "baseline", round);
            runJson(treated, "calibration", round);
            duetJson(round, round, "runs/baseline/10u-20tps/" + round, "runs/calibration/10u-20tps/" + round, "10");
        }
    }

    private void duetJson(int folderRound, int round, String baselineFolder, String treatedFolder, String warmup)
            throws IOException {
        Path duet = Files.createDirectories(benchmark.resolve("duets/calibration/10u-20tps/" + folderRound));
        String baseline = baselineFolder == null ? "" : "\"baselineFolder\":\"" + baselineFolder + "\",";
        Files.writeString(RunFolderLayout.duetJson(duet), """
                {"treatment":"calibration","level":"10u-20tps","round":%d,%s"treatedFolder":"%s",
                 "warmupSeconds":%s,"order":["baseline","treated"],"ports":{}}
                """.formatted(round, baseline, treatedFolder, warmup));
    }

    private static void runJson(Path folder, String treatment, int round) throws IOException {
        Files.writeString(folder.resolve("run.json"), """
                {"scenario":"calibrate","treatment":"%s","level":"10u-20tps","users":10,"targetTps":20,"round":%d,
                 "warmupSeconds":10,"durationSeconds":30,"measuredProcess":"consumer","status":"ok"}
                """.formatted(treatment, round));
    }

    private Path duetFile(int round) {
        return RunFolderLayout.duetJson(benchmark.resolve("duets/calibration/10u-20tps/" + round));
    }

    /** The report refuses with one line starting with {@code file}, and writes nothing. */
    private void refused(Path file, String... parts) {
        assertThatThrownBy(() -> BenchmarkReport.write(benchmark)).isInstanceOf(ResultsException.class)
                .satisfies(e -> assertThat(e.getMessage()).startsWith(file.toString()).contains(parts)
                        .doesNotContain("\n"));
        assertThat(benchmark.resolve("report.md")).doesNotExist();
        assertThat(benchmark.resolve("report.json")).doesNotExist();
    }

    @Test
    void theUneditedBenchmarkIsReported() throws IOException {
        threeRounds();
        BenchmarkReport.write(benchmark);
        assertThat(Files.readString(benchmark.resolve("report.json"))).contains("\"intervalOver\" : \"rounds\"");
    }

    @Test
    void bothSidesNamingOneFolderIsRefused() throws IOException {
        threeRounds();
        duetJson(2, 2, "runs/calibration/10u-20tps/2", "runs/calibration/10u-20tps/2", "10");
        refused(duetFile(2), "fields 'baselineFolder' and 'treatedFolder' name one folder");
    }

    @Test
    void roundOnesDuetJsonCopiedAsRoundsFourAndFiveIsRefused() throws IOException {
        threeRounds();
        for (int round : new int[] {4, 5}) {
            Files.createDirectories(duetFile(round).getParent());
            Files.copy(duetFile(1), duetFile(round));
        }
        refused(duetFile(4), "field 'round' is \"1\"", "says \"4\"");
    }

    @Test
    void aCopyWhoseRoundWasEditedStillNamesRoundOnesSides() throws IOException {
        threeRounds();
        duetJson(4, 4, "runs/baseline/10u-20tps/1", "runs/calibration/10u-20tps/1", "10");
        refused(duetFile(4), "field 'baselineFolder' names", "a side of " + duetFile(1));
    }

    /**
     * Round 1's run folders copied as round 4's sides inside its duet folder (where no sequential round lies), with
     * run.json and duet.json edited to match: the bytes tell.
     */
    @Test
    void aCopiedRoundIsRefusedByContentWhateverItsFilesSay() throws IOException {
        threeRounds();
        Path round4 = benchmark.resolve("duets/calibration/10u-20tps/4");
        for (String[] side : new String[][] {{"baseline", "baseline"}, {"calibration", "treated"}}) {
            Path from = benchmark.resolve("runs/" + side[0] + "/10u-20tps/1");
            Path to = Files.createDirectories(round4.resolve(side[1]));
            try (Stream<Path> files = Files.list(from)) {
                for (Path file : files.toList()) {
                    Files.copy(file, to.resolve(file.getFileName()));
                }
            }
            Files.writeString(to.resolve("run.json"), Files.readString(to.resolve("run.json"))
                    .replace("\"round\":1", "\"round\":4"));
        }
        duetJson(4, 4, "duets/calibration/10u-20tps/4/baseline", "duets/calibration/10u-20tps/4/treated", "10");
        refused(duetFile(4), "field 'baselineFolder' names", "have the same bytes as "
                + benchmark.resolve("runs/baseline/10u-20tps/1").toRealPath());
    }

    @Test
    void aSideOutsideTheBenchmarkFolderIsRefused() throws IOException {
        threeRounds();
        Path outside = Files.createDirectories(root.resolve("elsewhere"));
        try (Stream<Path> files = Files.list(benchmark.resolve("runs/calibration/10u-20tps/3"))) {
            for (Path file : files.toList()) {
                Files.move(file, outside.resolve(file.getFileName()));
            }
        }
        duetJson(3, 3, "runs/baseline/10u-20tps/3", "../../elsewhere", "10");
        refused(duetFile(3), "field 'treatedFolder' is \"../../elsewhere\", not a folder inside the benchmark folder");
    }

    @Test
    void aSideLinkedToAFolderOutsideIsRefused() throws IOException {
        threeRounds();
        Path treated = benchmark.resolve("runs/calibration/10u-20tps/3");
        Path outside = root.resolve("elsewhere");
        Files.move(treated, outside);
        Files.createDirectories(benchmark.resolve("linked"));
        Files.createSymbolicLink(benchmark.resolve("linked/3"), outside);
        duetJson(3, 3, "runs/baseline/10u-20tps/3", "linked/3", "10");
        refused(duetFile(3), "field 'treatedFolder' names", "outside the benchmark folder");
    }

    @Test
    void roundZeroIsRefused() throws IOException {
        threeRounds();
        Path zero = Files.createDirectories(benchmark.resolve("duets/calibration/10u-20tps/x"));
        Files.writeString(RunFolderLayout.duetJson(zero), Files.readString(duetFile(3)).replace("\"round\":3", "\"round\":0"));
        Files.delete(duetFile(3));
        refused(RunFolderLayout.duetJson(zero), "field 'round' is 0", "rounds count from 1");
    }

    @Test
    void aNegativeWarmupIsRefused() throws IOException {
        threeRounds();
        duetJson(2, 2, "runs/baseline/10u-20tps/2", "runs/calibration/10u-20tps/2", "-5");
        refused(duetFile(2), "field 'warmupSeconds' is -5", "0 or more");
    }

    @Test
    void aMissingBaselineFolderIsOneLineNotANullPointerException() throws IOException {
        threeRounds();
        duetJson(2, 2, null, "runs/calibration/10u-20tps/2", "10");
        refused(duetFile(2), "field 'baselineFolder' is missing");
    }

    @Test
    void aWarmupLongerThanTheRunIsOneLineNamingTheField() throws IOException {
        threeRounds();
        duetJson(2, 2, "runs/baseline/10u-20tps/2", "runs/calibration/10u-20tps/2", "86400");
        assertThatThrownBy(() -> BenchmarkReport.write(benchmark)).isInstanceOf(ResultsException.class)
                .hasMessageContaining("duet round 2").hasMessageContaining("'warmupSeconds' (86400")
                .hasMessageContaining("leaves no whole second to pair");
        assertThat(benchmark.resolve("report.md")).doesNotExist();
    }

    @Test
    void aTreatedRunJsonOfAnotherRoundIsRefused() throws IOException {
        threeRounds();
        duetJson(2, 2, "runs/baseline/10u-20tps/2", "runs/calibration/10u-20tps/3", "10");
        Files.delete(duetFile(3));
        assertThatThrownBy(() -> BenchmarkReport.write(benchmark)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(benchmark.resolve("runs/calibration/10u-20tps/3/run.json").toString())
                .hasMessageContaining("field 'round' is \"3\"").hasMessageContaining("pairs it as \"2\"");
    }
}
