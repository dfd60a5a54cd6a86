package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.EngineSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EngineShareTest {

    @Test
    void threadsAndAWholeRateAddUpWithTheRemainderToTheFirstEngines() {
        List<EngineShare> shares = EngineShare.split(3, 50, 1000);

        assertThat(shares).containsExactly(new EngineShare(1, 17, 334), new EngineShare(2, 17, 333),
                new EngineShare(3, 16, 333));
        assertThat(shares.stream().mapToInt(EngineShare::users).sum()).isEqualTo(50);
        assertThat(shares.stream().mapToDouble(EngineShare::tps).sum()).isEqualTo(1000);
    }

    @Test
    void aRateWithAFractionIsDividedEvenlyAndWrittenPlainly() {
        List<EngineShare> shares = EngineShare.split(2, 4, 20.5);

        assertThat(shares).extracting(EngineShare::tps).containsExactly(10.25, 10.25);
        assertThat(shares.get(0).tpsText()).isEqualTo("10.25");
        assertThat(new EngineShare(1, 1, 1000).tpsText()).isEqualTo("1000");
        assertThat(EngineShare.split(2, 8, 1)).as("no engine without a rate").extracting(EngineShare::tps)
                .containsExactly(0.5, 0.5);
    }

    @Test
    void eachEngineRunsTheRunsPropertiesWithItsOwnShareIdAndFolder() {
        LoadRun load = new LoadRun(Path.of("plan.jmx"), Map.of("host", "198.18.0.1", "users", "5", "tps", "20.0",
                "warmup", "1"), Path.of("run"), Duration.ofMinutes(1), new EngineSpec(2, List.of()));

        LoadRun second = load.engine(EngineShare.split(load).get(1));

        assertThat(second.properties()).containsEntry("host", "198.18.0.1").containsEntry("users", "2")
                .containsEntry("tps", "10").containsEntry(LoadRun.ENGINE_ID, "2").containsEntry("warmup", "1");
        assertThat(second.resultFile()).isEqualTo(Path.of("run/engines/2/result.jtl"));
        assertThat(second.engines()).isEqualTo(EngineSpec.ONE);
        assertThat(load.watched().resultFile()).isEqualTo(Path.of("run/engines/1/result.jtl"));
    }
}
