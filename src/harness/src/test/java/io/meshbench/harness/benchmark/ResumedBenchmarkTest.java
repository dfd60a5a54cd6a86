package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.RunJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --resume}: which runs are finished, where an earlier attempt goes, and which folders are refused. */
class ResumedBenchmarkTest {

    @TempDir
    Path dir;

    private static final Scenario SCENARIO = BenchmarkPlanTest.scenario(2, List.of(new Level(null, 5, 20)));
    private static final Instant NOW = Instant.parse("2026-11-28T13:00:00Z");

    private static MetaJson meta(Scenario scenario) {
        return MetaRecord.of(scenario, Map.of(), new MachineEnvironment("17", "cpu", 2, "abc"), "5.6.3", "run");
    }

    private void writeRun(PlannedRun run, String status) {
        RunRecord record = new RunRecord(SCENARIO, run, NOW);
        if (RunJson.OK.equals(status)) {
            record.succeeded(NOW);
        } else {
            record.failed(NOW, "provider (pid 1) died");
        }
        record.write(run.folderIn(dir));
    }

    @Test
    void anOkRunIsKeptAndEveryOtherRunsAgainAfterItsFolderIsMovedAside() throws Exception {
        JsonFiles.write(dir.resolve("meta.json"), meta(SCENARIO));
        List<PlannedRun> runs = BenchmarkPlan.of(SCENARIO).runs();
        writeRun(runs.get(0), RunJson.OK);
        writeRun(runs.get(1), RunJson.FAILED);
        Files.createDirectories(runs.get(2).folderIn(dir)); // a crash left a folder without run.json
        Files.writeString(runs.get(2).folderIn(dir).resolve("result.jtl"), "timeStamp,elapsed\n");

        ResumedBenchmark resumed = ResumedBenchmark.of(dir, meta(SCENARIO));

        assertThat(runs).extracting(resumed::finished).containsExactly(true, false, false, false, false, false);
        RunJson.Incident again = resumed.setAside(runs.get(1), NOW).orElseThrow();
        Path earlier = dir.resolve("superseded/1").resolve(dir.relativize(runs.get(1).folderIn(dir)));
        assertThat(again).isEqualTo(new RunJson.Incident(RunJson.Incident.RESUMED, NOW.toString(), null, null,
                "run again by --resume; the earlier attempt's folder is " + dir.relativize(earlier)));
        assertThat(FormatFiles.readRun(earlier.resolve("run.json")).failure()).isEqualTo("provider (pid 1) died");
        assertThat(runs.get(1).folderIn(dir)).doesNotExist();
        assertThat(resumed.setAside(runs.get(2), NOW)).isPresent();
        assertThat(dir.resolve("superseded/1").resolve(dir.relativize(runs.get(2).folderIn(dir))).resolve("result.jtl"))
                .as("this resume's earlier attempts under one superseded/<n>").hasContent("timeStamp,elapsed\n");
        assertThat(resumed.setAside(runs.get(3), NOW)).as("no earlier attempt").isEmpty();

        ResumedBenchmark later = ResumedBenchmark.of(dir, meta(SCENARIO));
        Files.createDirectories(runs.get(1).folderIn(dir));
        assertThat(later.setAside(runs.get(1), NOW).orElseThrow().detail()).contains("superseded/2/");
    }

    @Test
    void aFolderPlannedOtherwiseOrWithoutMetaJsonIsRefusedNamingWhatDiffers() {
        assertThatThrownBy(() -> ResumedBenchmark.of(dir, meta(SCENARIO))).isInstanceOf(ScenarioException.class)
                .hasMessage("--resume " + dir + ": no meta.json there; give the benchmark folder a run wrote "
                        + "(results/<scenario>/<timestamp>)");
        JsonFiles.write(dir.resolve("meta.json"), meta(SCENARIO));
        Scenario otherLevel = BenchmarkPlanTest.scenario(2, List.of(new Level(null, 6, 20)));
        assertThatThrownBy(() -> ResumedBenchmark.of(dir, meta(otherLevel))).isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("--resume: " + dir.resolve("meta.json") + " has levels ");
    }

    @Test
    void moreRoundsThanRecordedAddRoundsKeepingTheFirstRoundsRunsAndFewerAreRefused() {
        JsonFiles.write(dir.resolve("meta.json"), meta(SCENARIO));
        List<PlannedRun> twoRounds = BenchmarkPlan.of(SCENARIO).runs();
        twoRounds.forEach(run -> writeRun(run, RunJson.OK));
        Scenario threeRounds = BenchmarkPlanTest.scenario(3, List.of(new Level(null, 5, 20)));

        ResumedBenchmark extended = ResumedBenchmark.of(dir, meta(threeRounds));

        List<PlannedRun> runs = BenchmarkPlan.of(threeRounds).runs();
        assertThat(runs).extracting(extended::finished).containsExactly(true, true, true, true, true, true,
                false, false, false);
        assertThat(extended.recordedRounds()).isEqualTo(2);
        assertThat(extended.recordedWithRounds(3)).isEqualTo(meta(SCENARIO).withRounds(3));
        Scenario oneRound = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 5, 20)));
        assertThatThrownBy(() -> ResumedBenchmark.of(dir, meta(oneRound))).isInstanceOf(ScenarioException.class)
                .hasMessage("--resume: " + dir.resolve("meta.json") + " has rounds 2, this run 1: resume with the "
                        + "scenario and options of the benchmark it continues");
    }

    @Test
    void theProbedCapacityIsReadBackFromMetaJson() {
        assertThat(ResumedBenchmark.recordedCapacity(dir)).as("no meta.json").isEmpty();
        JsonFiles.write(dir.resolve("meta.json"), meta(SCENARIO));
        assertThat(ResumedBenchmark.recordedCapacity(dir)).as("no probe").isEmpty();
        MetaJson probed = meta(SCENARIO).withLoad(new MetaJson.Load("open", "open model", null, false, false,
                new MetaJson.Capacity(383.5, 50, 20L, 40L, 0.0, null), null, null), meta(SCENARIO).levels());
        JsonFiles.write(dir.resolve("meta.json"), probed);
        assertThat(ResumedBenchmark.recordedCapacity(dir)).hasValue(383.5);
    }

    /**
     * A duet added by {@code run --resume --rounds R+1} (the page's adaptive duet rounds): a duet whose two sides
     * finished is kept; one with a side that did not runs again whole, its folders moved aside first.
     */
    @Test
    void aDuetIsKeptWhenBothSidesFinishedAndOtherwiseMovedAsideWhole() throws Exception {
        Scenario scenario = DuetPlanTest.scenario(2, false);
        JsonFiles.write(dir.resolve("meta.json"), meta(scenario));
        List<DuetPlan.Duet> duets = DuetPlan.of(scenario).duets();
        DuetPlan.Duet done = duets.get(0);
        DuetPlan.Duet half = duets.get(1);
        for (Path side : List.of(done.baselineFolderIn(dir), done.treatedFolderIn(dir), half.treatedFolderIn(dir))) {
            RunRecord record = new RunRecord(scenario, done.treated(), NOW);
            record.succeeded(NOW);
            record.write(side);
        }
        Files.createDirectories(half.folderIn(dir));

        ResumedBenchmark resumed = ResumedBenchmark.of(dir, meta(scenario));

        assertThat(resumed.finished(done)).isTrue();
        assertThat(resumed.finished(half)).isFalse(); // its baseline side never wrote run.json
        resumed.setAside(half);
        assertThat(half.treatedFolderIn(dir)).doesNotExist();
        assertThat(half.folderIn(dir)).doesNotExist();
        assertThat(dir.resolve("superseded/1").resolve(dir.relativize(half.treatedFolderIn(dir))).resolve("run.json"))
                .isRegularFile();
        assertThat(done.treatedFolderIn(dir).resolve("run.json")).isRegularFile();
    }
}
