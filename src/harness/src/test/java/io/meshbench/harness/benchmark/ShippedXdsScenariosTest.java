package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.scenario.Workload;
import io.meshbench.results.api.Reports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The three shipped xDS scenarios through the real loader (and its validator) and the plan builder, as
 * {@code -Pxds-routing|discovery|flowcontrol} start them: their treatments, levels, workloads, the checks each treatment
 * must pass (evidence, probe split) and the runs the plan holds without a Sermant release.
 */
class ShippedXdsScenariosTest {

    private static final Path SCENARIOS = Path.of("../../scenarios").toAbsolutePath().normalize();

    private static Scenario load(String file) {
        return new ScenarioLoader(Reports.tableNames()).load(SCENARIOS.resolve(file));
    }

    @ParameterizedTest
    @ValueSource(strings = {"xds-routing", "xds-discovery", "xds-flowcontrol"})
    void eachLoadsWithTheBaselineSermantWithoutAndWithXdsAndAnEnvoySidecarFedByOneControlPlane(String name) {
        Scenario scenario = load(name + ".yaml");

        assertThat(scenario.name()).isEqualTo(name);
        assertThat(scenario.plan().target()).isEqualTo("xds-client");
        assertThat(scenario.topology().processNames())
                .containsExactly("xds-server-1", "xds-server-2", "xds-control-plane", "xds-client");
        assertThat(scenario.topology().treatedProcessNames()).containsExactly("xds-client");
        // the control plane reads the scenario's own rules file, which ships beside it
        String rules = scenario.topology().service("xds-control-plane").orElseThrow().properties().get("xds.rules");
        assertThat(Path.of(rules)).isEqualTo(SCENARIOS.resolve("rules/" + name + ".yaml")).isRegularFile();

        assertThat(scenario.treatments()).extracting(TreatmentSpec::name, TreatmentSpec::kind).containsExactly(
                org.assertj.core.groups.Tuple.tuple("baseline", TreatmentKind.BASELINE),
                org.assertj.core.groups.Tuple.tuple("sermant", TreatmentKind.SERMANT),
                org.assertj.core.groups.Tuple.tuple("sermant-xds", TreatmentKind.SERMANT),
                org.assertj.core.groups.Tuple.tuple("envoy", TreatmentKind.ENVOY));
        TreatmentSpec sermantXds = scenario.treatment("sermant-xds").orElseThrow();
        assertThat(sermantXds.properties()).containsEntry("agent.service.xds.service.enable", "true")
                .containsEntry("xds.config.control.plane.address", "127.0.0.1:${freePort:ads}");
        // Sermant logs nothing on success: the control plane must list its node's accepted CDS and RDS
        assertThat(sermantXds.evidence().process()).isEqualTo("xds-control-plane");
        assertThat(sermantXds.evidence().path()).isEqualTo("/nodes");
        assertThat("{\"sidecar~10.0.0.1~client~default.svc.cluster.local\":{\"cds\":\"1\",\"eds\":\"1\",\"lds\":\"1\",\"rds\":\"1\"}}")
                .containsPattern(sermantXds.evidence().matches());
        assertThat("{\"sidecar~10.0.0.1~client~default.svc.cluster.local\":{\"lds\":\"1\"}}")
                .doesNotContainPattern(sermantXds.evidence().matches());
        TreatmentSpec envoy = scenario.treatment("envoy").orElseThrow();
        assertThat(envoy.controlPlane()).as("the sidecar is fed by the same control plane as Sermant")
                .isEqualTo("127.0.0.1:${freePort:ads}")
                .isEqualTo(scenario.topology().service("xds-control-plane").orElseThrow().properties().get("xds.ads.port")
                        .transform(port -> "127.0.0.1:" + port));

        assertThat(scenario.load().levels()).extracting(Level::name).containsExactly("at-rest", "50u-1000tps", "100u-2000tps");
        assertThat(scenario.load().levels().get(0).atRest()).isTrue();
        assertThat(scenario.load().levels()).filteredOn(level -> !level.atRest())
                .extracting(Level::users, Level::targetTps).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(50, 1000), org.assertj.core.groups.Tuple.tuple(100, 2000));
        assertThat(scenario.load().workloads()).extracting(Workload::name)
                .containsExactly("httpclient4", "httpasyncclient4", "jdkhttp", "okhttp2");
        // at rest once, whatever the workloads; each loaded level on each library
        assertThat(scenario.load().runLevels()).hasSize(1 + 4 * 2);
        assertThat(scenario.load().runLevels().get(1).name()).isEqualTo("httpclient4-50u-1000tps");
        assertThat(scenario.load().runLevels().get(1).planProperties()).containsEntry("path", "/httpclient4");
        assertThat(scenario.report().tables()).containsExactly("xds-memory", "xds-sidecar", "summary");
        assertThat(scenario.checks().probe().instanceField()).isEqualTo("/instance");
        assertThat(scenario.checks().probe().expect()).containsOnlyKeys("baseline", "sermant", "sermant-xds", "envoy")
                .containsEntry("baseline", "xds-server-1 30..70%");

        // without -Dsermant.home both Sermant treatments are left out and the plan holds baseline and Envoy only
        TreatmentFactory factory = new TreatmentFactory(TreatmentFactoryTest.settings(null, null));
        Map<String, String> leftOut = factory.unavailableOptional(scenario.treatments());
        assertThat(leftOut).containsOnlyKeys("sermant", "sermant-xds");
        List<TreatmentSpec> running = scenario.treatments().stream().filter(t -> !leftOut.containsKey(t.name())).toList();
        BenchmarkPlan plan = BenchmarkPlan.of(scenario.withTreatments(running));
        assertThat(plan.runs()).hasSize(2 * 9).extracting(run -> run.treatment().name()).containsOnly("baseline", "envoy");
        assertThat(plan.runs()).filteredOn(run -> !run.level().atRest())
                .allSatisfy(run -> assertThat(run.warmup()).hasSeconds(30))
                .allSatisfy(run -> assertThat(run.duration()).hasSeconds(60));
    }

    /** Each scenario's probe split says what its rules do: only the routing rules move traffic off round robin. */
    @Test
    void onlyRoutingExpectsTheWeightedSplitAndSaysItChangesTheTopology() throws Exception {
        Scenario routing = load("xds-routing.yaml");
        assertThat(routing.checks().probe().expect()).containsEntry("sermant", "xds-server-1 30..70%")
                .containsEntry("sermant-xds", "xds-server-1 60..97%").containsEntry("envoy", "xds-server-1 60..97%");
        assertThat(routing.treatment("sermant-xds").orElseThrow().changesTopology()).isTrue();
        assertThat(routing.treatment("envoy").orElseThrow().changesTopology()).isTrue();
        assertThat(routing.treatment("sermant-xds").orElseThrow().properties())
                .containsEntry("router.plugin.enabled.xds.route", "true");
        assertThat(Files.readString(SCENARIOS.resolve("rules/xds-routing.yaml"))).contains("80", "20");

        for (String name : new String[] {"xds-discovery", "xds-flowcontrol"}) {
            Scenario scenario = load(name + ".yaml");
            assertThat(scenario.checks().probe().expect().values()).as(name).containsOnly("xds-server-1 30..70%");
            assertThat(scenario.treatments()).as(name).noneMatch(TreatmentSpec::changesTopology);
        }
        assertThat(load("xds-flowcontrol.yaml").treatment("sermant-xds").orElseThrow().properties())
                .containsEntry("xds.flow.control.config.enable", "true");
        assertThat(load("xds-flowcontrol.yaml").treatment("sermant").orElseThrow().plugins()).containsExactly("flowcontrol");
        assertThat(load("xds-discovery.yaml").treatment("sermant-xds").orElseThrow().properties())
                .doesNotContainKey("router.plugin.enabled.xds.route");
    }
}
