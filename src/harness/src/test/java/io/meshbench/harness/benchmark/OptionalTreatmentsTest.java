package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.InvalidTreatmentException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class OptionalTreatmentsTest {

    private static TreatmentSpec sermant(String name, boolean optional) {
        return new TreatmentSpec(name, null, TreatmentKind.SERMANT, List.of("service-router"), null, null, null, null,
                null, null, null, null, optional, null);
    }

    @Test
    void anOptionalSermantTreatmentWithoutAReleaseIsLeftOutWithTheReason() {
        TreatmentFactory factory = new TreatmentFactory(TreatmentFactoryTest.settings(null, null));
        List<TreatmentSpec> specs = List.of(TreatmentFactoryTest.spec("baseline", TreatmentKind.BASELINE, null),
                sermant("sermant-xds", true));

        assertThat(factory.unavailableOptional(specs)).containsOnlyKeys("sermant-xds");
        assertThat(factory.unavailableOptional(specs).get("sermant-xds")).contains("-Dsermant.home");
    }

    @Test
    void aMandatorySermantTreatmentWithoutAReleaseStillStopsTheBenchmark() {
        TreatmentFactory factory = new TreatmentFactory(TreatmentFactoryTest.settings(null, null));
        List<TreatmentSpec> specs = List.of(sermant("sermant-router", false));

        assertThat(factory.unavailableOptional(specs)).isEmpty();
        assertThatThrownBy(() -> factory.create(specs)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("Treatment 'sermant-router' mounts Sermant");
    }

    @Test
    void anEnvoyTreatmentWithoutEnvoySaysHowToInstallIt() {
        TreatmentFactory factory = new TreatmentFactory(new BenchmarkSettings(Path.of("results"), null, null, null, null,
                "", "cmd", null));
        TreatmentSpec envoy = new TreatmentSpec("envoy", null, TreatmentKind.ENVOY, null, null, null, null, null, null,
                null, null, "127.0.0.1:${freePort:ads}", null, null);

        assertThatThrownBy(() -> factory.create(List.of(envoy))).isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("Treatment 'envoy' runs an Envoy sidecar")
                .hasMessageContaining("scripts/install-envoy.sh");
    }
}
