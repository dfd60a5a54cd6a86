package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.InvalidTreatmentException;
import io.meshbench.harness.deployment.TestJars;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.results.api.Reports;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @TempDir
    Path dir;

    private Path agent(String file, Map<String, String> manifest) {
        java.util.Map<String, String> attributes = new java.util.HashMap<>(manifest);
        attributes.put("Premain-Class", "some.Agent");
        return TestJars.jar(dir.resolve(file), attributes);
    }

    /** The quickstart as shipped, with --agent pointing at another agent than OpenTelemetry. */
    @Test
    void anotherAgentGivenWithDashDashAgentIsLabelledAfterItsManifestNotAsTheOpenTelemetryAgent() {
        Path other = agent("other.jar", Map.of("Implementation-Title", "Acme APM agent", "Implementation-Version", "4.2.0"));
        Scenario quickstart = new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/quickstart.yaml"));

        Map<String, Treatment> treatments = new TreatmentFactory(settings(null, other)).create(quickstart.treatments());
        Scenario labelled = Benchmark.withMountedLabels(quickstart, treatments);

        assertThat(treatments.get("javaagent").label()).isEqualTo("Acme APM agent 4.2.0");
        assertThat(labelled.treatment("javaagent").orElseThrow().label()).isEqualTo("Acme APM agent 4.2.0");
        assertThat(labelled.baseline().label()).isEqualTo("Baseline");
    }

    @Test
    void vendorIsAddedToATitleThatLacksItAndAJarWithoutATitleIsNamedByItsFile() {
        Path otel = agent("opentelemetry-javaagent.jar", Map.of("Implementation-Title", "javaagent",
                "Implementation-Vendor", "OpenTelemetry", "Implementation-Version", "2.20.1"));
        Path bare = agent("my-agent-1.0.jar", Map.of());

        assertThat(new TreatmentFactory(settings(null, otel)).create(List.of(spec("j", TreatmentKind.JAVAAGENT, List.of())))
                .get("j").label()).isEqualTo("OpenTelemetry javaagent 2.20.1");
        assertThat(new TreatmentFactory(settings(null, bare)).create(List.of(spec("j", TreatmentKind.JAVAAGENT, List.of())))
                .get("j").label()).isEqualTo("my-agent-1.0.jar");
    }

    @Test
    void aLabelTheUserGaveIsKept() {
        Path other = agent("other.jar", Map.of("Implementation-Title", "Acme APM agent"));
        TreatmentSpec labelled = new TreatmentSpec("j", "My agent", TreatmentKind.JAVAAGENT, null, null, null, null, null, null);

        assertThat(new TreatmentFactory(settings(null, other)).create(List.of(labelled)).get("j").label()).isEqualTo("My agent");
    }

    @Test
    void twoTreatmentsEndingUpWithOneLabelAreRefused() {
        Path other = agent("other.jar", Map.of("Implementation-Title", "Acme"));
        List<TreatmentSpec> specs = List.of(spec("baseline", TreatmentKind.BASELINE, List.of()),
                spec("a", TreatmentKind.JAVAAGENT, List.of()), spec("b", TreatmentKind.JAVAAGENT, List.of()));
        Scenario scenario = new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/quickstart.yaml")).withTreatments(specs);

        Map<String, Treatment> treatments = new TreatmentFactory(settings(null, other)).create(specs);

        assertThatThrownBy(() -> Benchmark.withMountedLabels(scenario, treatments))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("Treatments 'a' and 'b' would both be labelled 'Acme'");
    }

    /** An optional treatment whose agent was not given is left out with a line; the others stay in order. */
    @Test
    void optionalTreatmentsWithoutTheirAgentAreLeftOutSayingSo() {
        TreatmentSpec sermant = new TreatmentSpec("sermant", null, TreatmentKind.SERMANT, List.of("service-router"),
                null, null, null, null, null, null, null, null, true, null);
        TreatmentSpec otel = new TreatmentSpec("otel", null, TreatmentKind.JAVAAGENT, null, null, null, null, null, null,
                null, null, null, true, null);
        List<TreatmentSpec> specs = List.of(spec("baseline", TreatmentKind.BASELINE, List.of()), otel, sermant);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        TreatmentFactory factory = new TreatmentFactory(settings(null, Path.of("agent.jar")));

        List<TreatmentSpec> kept = Benchmark.withoutUnmountableOptionals(scenarioWith(specs), factory,
                new java.io.PrintStream(out, true)).treatments();

        assertThat(kept).extracting(TreatmentSpec::name).containsExactly("baseline", "otel");
        assertThat(out.toString()).contains("Treatment 'sermant' left out: it is optional and no Sermant release given "
                + "(-Dsermant.home=/path/to/sermant-agent, or --sermant-home)");
        assertThat(new TreatmentFactory(settings(dir, null)).unavailableOptional(specs)).containsOnlyKeys("otel");
        assertThat(new TreatmentFactory(settings(null, null)).unavailableOptional(specs).get("otel"))
                .contains("no agent jar given (-Dagent=");
    }

    private static Scenario scenarioWith(List<TreatmentSpec> specs) {
        return new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/ladder.yaml")).withTreatments(specs);
    }
}
