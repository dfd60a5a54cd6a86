package io.meshbench.results.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.samples.Figure;
import io.meshbench.results.samples.ProcessResources;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunFolderTest {

    private static ProcessResources process(String name, double cpu, double rss) {
        Figure cpuFigure = new Figure(cpu, cpu + 1, 10);
        return new ProcessResources(name, 10, cpuFigure, cpuFigure, null, null, null, null, null,
                new Figure(rss, rss, 10), 0, null, null);
    }

    private static RunInfo measuring(String measuredProcess) {
        return new RunInfo(null, "envoy", null, "l", null, null, 1, null, null, measuredProcess, null, null, "ok", null, null, null);
    }

    private final Map<String, ProcessResources> sampled = Map.of(
            "consumer", process("consumer", 10, 300), "envoy", process("envoy", 4, 50), "provider-1",
            process("provider-1", 20, 280));

    @Test
    void theNamedProcessIsMeasured() {
        assertThat(RunFolder.measured(measuring("provider-1"), sampled).process()).isEqualTo("provider-1");
        assertThat(RunFolder.measured(measuring(null), sampled).process()).isEqualTo("consumer");
    }

    @Test
    void aServiceAndItsSidecarCountAsOne() {
        ProcessResources both = RunFolder.measured(measuring("consumer+envoy"), sampled);
        assertThat(both.process()).isEqualTo("consumer+envoy");
        assertThat(both.cpuMachinePct()).isEqualTo(new Figure(14, 16, 10));
        assertThat(both.rssBytes().mean()).isEqualTo(350);
        assertThat(both.heapUsedBytes()).isNull(); // the sidecar has no heap: unknown, not the consumer's alone
    }

    @Test
    void aProcessThatWasNotSampledIsNotReplacedByAnother() {
        assertThat(RunFolder.measured(measuring("data"), sampled)).isNull();
        assertThat(RunFolder.measured(measuring("data"), Map.of("consumer", process("consumer", 1, 1)))).isNull();
    }

    @Test
    void withoutRunJsonTheTreatmentLevelAndRoundComeFromThePath() {
        RunInfo info = RunFolder.info(Path.of("results/router/20261122-080000/runs/sermant-router/50u-1000tps/2"));
        assertThat(info.treatment()).isEqualTo("sermant-router");
        assertThat(info.level()).isEqualTo("50u-1000tps");
        assertThat(info.round()).isEqualTo(2);
        assertThat(info.ok()).isTrue();
        RunInfo elsewhere = RunFolder.info(Path.of("/tmp/agent-try"));
        assertThat(elsewhere.treatment()).isEqualTo("agent-try");
        assertThat(elsewhere.level()).isEqualTo("default");
        assertThat(elsewhere.round()).isEqualTo(1);
    }
}
