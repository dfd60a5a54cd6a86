package io.meshbench.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.scenario.ScenarioException;
import io.meshbench.scenario.TreatmentKind;
import io.meshbench.scenario.TreatmentSpec;
import io.meshbench.treatment.Baseline;
import io.meshbench.treatment.InvalidTreatmentException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class TreatmentFactoryTest {

    static BenchmarkSettings settings(Path sermantHome, Path agent) {
        return new BenchmarkSettings(Path.of("results"), null, null, sermantHome, agent, "", "cmd");
    }

    static TreatmentSpec spec(String name, TreatmentKind kind, List<String> plugins) {
        return new TreatmentSpec(name, null, kind, plugins, null, null, null, null, null);
    }

    @Test
    void sermantWithoutAReleaseSaysWhereToGetOneAndHowToPassIt() {
        TreatmentFactory factory = new TreatmentFactory(settings(null, null));

        assertThatThrownBy(() -> factory.create(List.of(spec("sermant-router", TreatmentKind.SERMANT, List.of("service-router")))))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("Treatment 'sermant-router' mounts Sermant")
                .hasMessageContaining("https://github.com/sermant-io/Sermant/releases")
                .hasMessageContaining("-Dsermant.home=/path/to/sermant-agent")
                .hasMessageContaining("--sermant-home /path/to/sermant-agent");
    }

    @Test
    void javaAgentWithoutAJarAsksForAgent() {
        TreatmentFactory factory = new TreatmentFactory(settings(null, null));

        assertThatThrownBy(() -> factory.create(List.of(spec("otel", TreatmentKind.JAVAAGENT, List.of()))))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("--agent");
    }

    @Test
    void baselineNeedsNothing() {
        assertThat(new TreatmentFactory(settings(null, null)).create(List.of(spec("baseline", TreatmentKind.BASELINE, List.of()))))
                .containsOnlyKeys("baseline")
                .allSatisfy((name, treatment) -> assertThat(treatment).isInstanceOf(Baseline.class));
    }
}
