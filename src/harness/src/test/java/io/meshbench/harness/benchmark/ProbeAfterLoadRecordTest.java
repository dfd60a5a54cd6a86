package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.format.RunJson;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe's answers after the load land in run.json as a field of their own ({@code probeAfterLoad}), which the
 * engine reads back, besides the note they always had: the page's "plugins that did not do their job" shows them.
 */
class ProbeAfterLoadRecordTest {

    @TempDir
    Path dir;

    @Test
    void theProbeAfterTheLoadIsAFieldOfRunJson() {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000)));
        PlannedRun planned = BenchmarkPlan.of(scenario).runs().get(0);
        RunRecord record = new RunRecord(scenario, planned, Instant.parse("2026-11-26T08:00:00Z"));
        record.add(new RunFragment.ProbeAnswers(Map.of("tags crossed", 5), Optional.empty()));
        record.add(new RunFragment.ProbeAfterLoad(Map.of("no tag", 5), Optional.of("the tags did not cross")));
        record.failed(Instant.parse("2026-11-26T08:03:00Z"), "the tags did not cross");
        Path runJson = RunFolderLayout.runJson(planned.folderIn(dir));
        JsonFiles.write(runJson, record.toJson());

        RunJson read = FormatFiles.readRun(runJson);
        assertThat(read.probe()).isEqualTo(Map.of("tags crossed", 5));
        assertThat(read.probeAfterLoad()).isEqualTo(Map.of("no tag", 5));
        assertThat(read.notes()).contains("probe after the load: {no tag=5}");
    }

    @Test
    void withoutAProbeAfterTheLoadRunJsonHasNone() {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000)));
        RunRecord record = new RunRecord(scenario, BenchmarkPlan.of(scenario).runs().get(0), Instant.EPOCH);
        assertThat(record.toJson().probeAfterLoad()).isNull();
    }
}
