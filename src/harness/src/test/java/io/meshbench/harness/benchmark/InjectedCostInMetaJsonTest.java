package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A calibration treatment's injected figures travel from the scenario into meta.json, where the report reads them. */
class InjectedCostInMetaJsonTest {

    @TempDir
    Path dir;

    @Test
    void theTreatmentEntryCarriesTheInjectedFiguresAndOthersNone() {
        Scenario base = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 20, 50)));
        Map<String, Double> injected = Map.of("delayMs", 4.0, "cpuMicros", 4000.0);
        Scenario scenario = base.withTreatments(List.of(base.treatments().get(0),
                new TreatmentSpec("calibration", null, TreatmentKind.JAVAAGENT, null, null, "delayMs=4,cpuMicros=4000",
                        null, null, null, injected)));

        MetaJson meta = MetaRecord.of(scenario, Map.of(), new MachineEnvironment("17", "cpu", 2, "abc"), "5.6.3", "run");
        JsonFiles.write(dir.resolve("meta.json"), meta);
        MetaJson read = FormatFiles.readMeta(dir.resolve("meta.json"));

        assertThat(read.treatments().get(1).injected()).isEqualTo(injected);
        assertThat(read.treatments().get(0).injected()).isNull();
    }
}
