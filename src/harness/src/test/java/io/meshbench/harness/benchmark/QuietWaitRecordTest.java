package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.machine.QuietMachine;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.format.RunJson;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --wait-quiet before a run: how the wait ended lands in the run's run.json, which the engine reads back. */
class QuietWaitRecordTest {

    @TempDir
    Path dir;

    @Test
    void aWaitThatGaveUpIsRecordedInRunJsonWithANote() throws InterruptedException {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000)));
        PlannedRun planned = BenchmarkPlan.of(scenario).runs().get(0);
        RunRecord record = new RunRecord(scenario, planned, Instant.parse("2026-11-26T08:00:00Z"));
        QuietMachine busy = new QuietMachine(Duration.ofSeconds(20), () -> 42.0,
                new PrintStream(new ByteArrayOutputStream(), true));

        new RunExecutor(scenario, null, null, (RunSteps) null, null, null, () -> false).waitingForQuiet(busy).waitQuiet(record);
        record.succeeded(Instant.parse("2026-11-26T08:03:00Z"));
        Path runJson = RunFolderLayout.runJson(planned.folderIn(dir));
        JsonFiles.write(runJson, record.toJson());

        RunJson read = FormatFiles.readRun(runJson);
        assertThat(read.quietWait()).isEqualTo(new RunJson.QuietWait(false, 20, 42.0));
        assertThat(read.notes()).contains("--wait-quiet gave up after 20 s: 42% of a core was still used outside the benchmark");
    }

    @Test
    void withoutWaitQuietRunJsonHasNoQuietWait() throws InterruptedException {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000)));
        PlannedRun planned = BenchmarkPlan.of(scenario).runs().get(0);
        RunRecord record = new RunRecord(scenario, planned, Instant.parse("2026-11-26T08:00:00Z"));

        new RunExecutor(scenario, null, null, (RunSteps) null, null, null, () -> false).waitQuiet(record);

        assertThat(record.toJson().quietWait()).isNull();
    }
}
