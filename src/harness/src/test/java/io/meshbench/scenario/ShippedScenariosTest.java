package io.meshbench.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The scenario files users copy must load, and say what the docs promise. */
class ShippedScenariosTest {

    static final Path SCENARIOS = Path.of("../../scenarios");

    Scenario load(String file) {
        return new ScenarioLoader().load(SCENARIOS.resolve(file));
    }

    @Test
    void quickstartIsSmallAndComparesTheBaselineWithAJavaAgent() {
        Scenario quickstart = load("quickstart.yaml");

        assertThat(quickstart.treatments()).extracting(TreatmentSpec::kind)
                .containsExactly(TreatmentKind.BASELINE, TreatmentKind.JAVAAGENT);
        assertThat(quickstart.loadTime().toSeconds()).isLessThanOrEqualTo(60);
        assertThat(quickstart.treatments()).noneMatch(t -> t.kind() == TreatmentKind.SERMANT);
    }

    @Test
    void routerMeasuresTheAgentWithoutAndWithASpreadingRule() {
        Scenario router = load("router.yaml");

        assertThat(router.levels()).extracting(Level::name).containsExactly("50u-1000tps", "100u-2000tps");
        assertThat(router.warmup().toSeconds()).isGreaterThanOrEqualTo(60);
        assertThat(router.treatments()).extracting(TreatmentSpec::name)
                .containsExactly("baseline", "sermant-agent", "sermant-router");
        assertThat(router.treatment("sermant-router").orElseThrow().changesTopology()).isFalse();
        assertThat(router.rules().get("spread").path()).isEqualTo("/app=default&environment=/servicecomb.routeRule.provider");
        assertThat(router.topology().service("data").orElseThrow().treated()).isFalse();
    }

    @Test
    void concentratedRoutingIsFlaggedAsChangingTheTopology() {
        assertThat(load("router-concentrated.yaml").treatment("sermant-router-concentrated").orElseThrow().changesTopology())
                .isTrue();
    }

    @Test
    void removalTurnsOneProviderFaultyInsideTheMeasuredWindow() {
        Scenario removal = load("removal.yaml");

        assertThat(removal.faults()).singleElement().satisfies(fault -> {
            assertThat(fault.process()).isEqualTo("provider-2");
            assertThat(fault.mode()).isEqualTo("slow");
            assertThat(fault.at()).isLessThan(removal.duration());
        });
        assertThat(removal.rules().get("removal").path()).isEqualTo("/app=default&environment=/sermant.removal.config");
    }
}
