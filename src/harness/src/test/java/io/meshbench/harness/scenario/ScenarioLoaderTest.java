package io.meshbench.harness.scenario;

import static io.meshbench.harness.scenario.ScenarioOverrides.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioLoaderTest {

    static final String VALID = """
            name: router
            description: consumer -> 3 providers -> data
            plan: plan.jmx
            target: consumer
            path: /chain
            topology:
              services:
                - {name: data}
                - name: provider
                  instances: 3
                  treated: true
                  properties: {service.meta.application: default}
                  instanceProperties:
                    - {service.meta.version: 1.0.0}
                    - {service.meta.version: 1.0.1}
                    - {service.meta.version: 1.0.2, service.meta.parameters: "group:gray"}
                - {name: consumer, treated: true}
            levels:
              - {name: 50u-1000tps, users: 50, targetTps: 1000}
              - {users: 100, targetTps: 2000}
            warmup: 60s
            duration: 2m
            rounds: 2
            treatments:
              - {name: baseline, kind: baseline, label: Baseline}
              - {name: sermant-router, kind: sermant, plugins: [service-router], rules: [spread]}
            rules:
              spread: {path: "/app=default&environment=/servicecomb.routeRule.provider", file: rules/spread.yaml}
            faults:
              - {at: 30s, process: provider-2, mode: error}
            """;

    @TempDir
    Path dir;

    @BeforeEach
    void files() throws IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.createDirectories(dir.resolve("rules"));
        Files.writeString(dir.resolve("rules/spread.yaml"), "- kind: routematcher.sermant.io/flow\n");
    }

    private Scenario load(String yaml) throws IOException {
        return load(yaml, ScenarioOverrides.none());
    }

    private Scenario load(String yaml, ScenarioOverrides overrides) throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, yaml);
        return new ScenarioLoader(Reports.tableNames(), Reports::marginProblem).load(file, overrides);
    }

    @Test
    void readsEveryFieldWithDefaultsAndAbsolutePaths() throws IOException {
        Scenario scenario = load(VALID);

        assertThat(scenario.name()).isEqualTo("router");
        assertThat(scenario.plan().closedPlan()).isEqualTo(dir.resolve("plan.jmx").toString());
        assertThat(scenario.topology().processNames())
                .containsExactly("data", "provider-1", "provider-2", "provider-3", "consumer");
        assertThat(scenario.topology().treatedProcessNames())
                .containsExactly("provider-1", "provider-2", "provider-3", "consumer");
        assertThat(scenario.topology().service("provider").orElseThrow().systemPropertiesOf(2))
                .containsEntry("service.meta.version", "1.0.2")
                .containsEntry("service.meta.parameters", "group:gray")
                .containsEntry("service.meta.application", "default");
        assertThat(scenario.topology().service("data").orElseThrow().jar()).isEqualTo("data.jar");
        assertThat(scenario.load().levels()).extracting(Level::name).containsExactly("50u-1000tps", "100u-2000tps");
        assertThat(scenario.load().warmup()).isEqualTo(Duration.ofSeconds(60));
        assertThat(scenario.load().duration()).isEqualTo(Duration.ofMinutes(2));
        assertThat(scenario.load().rounds()).isEqualTo(2);
        assertThat(scenario.baseline().label()).isEqualTo("Baseline");
        assertThat(scenario.treatment("sermant-router").orElseThrow().kind()).isEqualTo(TreatmentKind.SERMANT);
        assertThat(scenario.rules().get("spread").file()).isEqualTo(dir.resolve("rules/spread.yaml").toString());
        assertThat(scenario.checks().faults().get(0).at()).isEqualTo(Duration.ofSeconds(30));
        assertThat(scenario.checks().probe().requests()).isEqualTo(30);
        assertThat(scenario.report().tables()).containsExactly("plugin", "summary");
    }

    @Test
    void unknownFieldIsRejectedWithItsLineAndTheKnownFields() {
        String yaml = VALID.replace("plugins: [service-router]", "plugns: [service-router]");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("scenario.yaml line 26")
                .hasMessageContaining("unknown field 'treatments[1].plugns'")
                .hasMessageContaining("plugins");
    }

    @Test
    void wrongTypeNamesTheField() {
        String yaml = VALID.replace("rounds: 2", "rounds: two");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("field 'rounds'");
    }

    @Test
    void badDurationSaysWhatToWrite() {
        String yaml = VALID.replace("warmup: 60s", "warmup: a minute");

        assertThatThrownBy(() -> load(yaml))
                .hasMessageContaining("field 'warmup'")
                .hasMessageContaining("write e.g. 90s");
    }

    @Test
    void aTagsProbeNeedsHeadersAKnownKindAndExpectationsOfKnownTreatments() {
        String yaml = VALID + """
                workloads:
                  - {name: okhttp2, path: /okhttp2}
                  - {name: okhttp2, path: grpc}
                probe: {kind: tags, expect: {baseline: no tag, sermant-rooter: tags crossed}}
                """;

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("workloads[1].name: 'okhttp2' is listed twice")
                .hasMessageContaining("workloads[1].path: 'grpc' must start with '/'")
                .hasMessageContaining("probe.headers: a tags probe sends the tags it looks for")
                .hasMessageContaining("probe.expect.sermant-rooter: not a treatment of this scenario [baseline, sermant-router]");
        assertThatThrownBy(() -> load(VALID + "probe: {kind: tag}\n")).hasMessageContaining("probe.kind: 'tag' is not one of [instance, tags]");
    }

    @Test
    void workloadsMultiplyTheLevelsAndGiveEachItsPath() throws IOException {
        Scenario scenario = load(VALID + """
                workloads: [{name: grpc, path: /grpc}, {name: dubbo, path: /rpc/dubbo}]
                probe: {kind: tags, headers: {x-sermant-lane: gray}}
                """);

        assertThat(scenario.load().runLevels()).extracting(Level::name)
                .containsExactly("grpc-50u-1000tps", "grpc-100u-2000tps", "dubbo-50u-1000tps", "dubbo-100u-2000tps");
        assertThat(scenario.load().runLevels()).extracting(level -> level.planProperties().get("path"))
                .containsExactly("/grpc", "/grpc", "/rpc/dubbo", "/rpc/dubbo");
        assertThat(scenario.load().runLevels().get(2).users()).isEqualTo(50);
        assertThat(scenario.checks().probe().instanceField()).isEqualTo("/received");
        assertThat(load(VALID).load().runLevels()).isEqualTo(load(VALID).load().levels());
    }

    @Test
    void everySemanticProblemIsListedWithItsField() {
        String yaml = VALID
                .replace("{name: baseline, kind: baseline, label: Baseline}", "{name: plain, kind: javaagent}")
                .replace("rules: [spread]", "rules: [concentrate]")
                .replace("plugins: [service-router], ", "")
                .replace("process: provider-2", "process: provider-9")
                .replace("plan: plan.jmx", "plan: missing.jmx");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("has 5 problem(s)")
                .hasMessageContaining("treatments: add a baseline")
                .hasMessageContaining("treatments[1].rules: 'concentrate' is not defined")
                .hasMessageContaining("treatments[1].plugins: a sermant treatment mounts at least one plugin")
                .hasMessageContaining("faults[0].process: 'provider-9'")
                .hasMessageContaining("plan: " + dir.resolve("missing.jmx"));
    }

    @Test
    void faultOutsideTheMeasuredWindowIsRejected() {
        String yaml = VALID.replace("at: 30s", "at: 3m");

        assertThatThrownBy(() -> load(yaml)).hasMessageContaining("faults[0].at (3m00s) is not inside the measured window");
    }

    @Test
    void missingFileIsNamed() {
        assertThatThrownBy(() -> new ScenarioLoader(Reports.tableNames()).load(dir.resolve("nope.yaml")))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("nope.yaml does not exist");
    }

    @Test
    void overridesReplaceLoadAndTreatBlankAsNotGiven() throws IOException {
        Scenario scenario = load(VALID);

        Scenario overridden = load(VALID, ScenarioOverrides.none().with(DURATION, "90s").with(ROUNDS, "3").with(LEVELS, "100u-2000tps, 5u-20tps"));

        assertThat(overridden.load().duration()).isEqualTo(Duration.ofSeconds(90));
        assertThat(overridden.load().warmup()).isEqualTo(Duration.ofSeconds(60));
        assertThat(overridden.load().rounds()).isEqualTo(3);
        assertThat(overridden.load().levels()).containsExactly(new Level("100u-2000tps", 100, 2000), new Level("5u-20tps", 5, 20));
    }

    /** -Dladder=100,300,600: rates alone are the steps of an RPS ladder, with the first level's users. */
    @Test
    void aRateAloneIsALadderStep() throws IOException {
        Scenario overridden = load(VALID, ScenarioOverrides.none().with(LEVELS, "100, 300rps,600"));

        assertThat(overridden.load().levels()).containsExactly(new Level("100rps", 50, 100), new Level("300rps", 50, 300),
                new Level("600rps", 50, 600));
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "100,100rps")))
                .hasMessage("--levels '100rps', its name: '100rps' is listed twice");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "0")))
                .hasMessageStartingWith("--levels '0': users and targetTps must both be 1 or more");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "100qps")))
                .hasMessageContaining("or a rate alone, <tps> or <tps>rps");
    }

    @Test
    void cpusPinALevelWithinThisMachineAndOnlyOnItsOwnDeployment() throws IOException {
        Scenario pinned = load(VALID.replace("{users: 100, targetTps: 2000}", "{users: 100, targetTps: 2000, cpus: 1}"));
        assertThat(pinned.load().levels().get(1).cpus()).isEqualTo(1);
        assertThat(pinned.load().levels().get(0).cpus()).isNull();

        int machine = Runtime.getRuntime().availableProcessors();
        assertThatThrownBy(() -> load(VALID.replace("{users: 100, targetTps: 2000}",
                "{users: 100, targetTps: 2000, cpus: " + (machine + 1) + "}")))
                .hasMessageContaining("levels[1].cpus: " + (machine + 1) + " CPUs asked, this machine has " + machine);
        assertThatThrownBy(() -> load(VALID.replace("{users: 100, targetTps: 2000}",
                "{users: 100, targetTps: 2000, cpus: 1}") + "levelsShareDeployment: true\n"))
                .hasMessageContaining("levelsShareDeployment: levels with different cpus cannot share a deployment");
    }

    @Test
    void aTopologyMayGiveItsServicesLongerToStart() throws IOException {
        assertThat(load(VALID.replace("topology:\n", "topology:\n  startTimeout: 5m\n")).topology().startTimeout())
                .hasMinutes(5);
        assertThat(load(VALID).topology().startTimeout()).isNull();
        assertThatThrownBy(() -> load(VALID.replace("topology:\n", "topology:\n  startTimeout: 0s\n")))
                .hasMessageContaining("topology.startTimeout: 0s is not a time a service may take");
    }

    @Test
    void onlyAnAgentTakesPropertiesAndTheBaselineIsNeverOptional() {
        String yaml = VALID.replace("{name: baseline, kind: baseline, label: Baseline}",
                "{name: baseline, kind: baseline, label: Baseline, optional: true, properties: {a: b}}");

        assertThatThrownBy(() -> load(yaml))
                .hasMessageContaining("treatments[0].properties: only an agent (sermant, javaagent) takes -D properties")
                .hasMessageContaining("treatments[0].optional: the baseline cannot be optional");
    }

    @Test
    void capacityRelativeLevelsComeFromTheFileAndFromLevels() throws IOException {
        String capacity = VALID.replace("- {users: 100, targetTps: 2000}", "- {users: 100, capacityPct: 60}")
                + "warmupRequests: 20000\nloadModel: closed\nlevelsShareDeployment: true\n";
        Scenario scenario = load(capacity);

        assertThat(scenario.load().levels().get(1)).isEqualTo(new Level("100u-60pct-cap", 100, 0, 60));
        assertThat(scenario.load().levels().get(1).isResolved()).isFalse();
        assertThat(scenario.load().warmupRequests()).isEqualTo(20000);
        assertThat(scenario.load().levelsShareDeployment()).isTrue();
        assertThat(scenario.plan().loadModel()).isEqualTo(LoadModel.CLOSED);
        Scenario overridden = load(capacity, ScenarioOverrides.none().with(LEVELS, "30%cap,100u-60%cap,50u-1000tps"));
        assertThat(overridden.load().levels()).containsExactly(new Level("50u-30pct-cap", 50, 0, 30),
                new Level("100u-60pct-cap", 100, 0, 60), new Level("50u-1000tps", 50, 1000));
    }

    @Test
    void badCapacityLevelsAndLoadModelsNameTheFieldOrOption() throws IOException {
        Scenario scenario = load(VALID);

        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "50u-0%cap")))
                .hasMessage("--levels '50u-0%cap', its capacityPct: 0 is not a share of capacity from 1 to 100 (%)");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "50u-30%cap,50u-30pct-cap")))
                .hasMessage("--levels '50u-30pct-cap', its name: '50u-30pct-cap' is listed twice");
        assertThatThrownBy(() -> load(VALID.replace("{users: 100, targetTps: 2000}",
                "{users: 100, targetTps: 2000, capacityPct: 60}")))
                .hasMessageContaining("levels[1]: give targetTps or capacityPct, not both");
        assertThatThrownBy(() -> load(VALID.replace("{users: 100, targetTps: 2000}", "{users: 100, capacityPct: 160}")))
                .hasMessageContaining("levels[1].capacityPct: 160 is not a share of capacity from 1 to 100");
        assertThatThrownBy(() -> load(VALID + "loadModel: open\n"))
                .hasMessageContaining("loadModel: open needs openPlan");
        assertThatThrownBy(() -> load(VALID + "loadModel: poisson\n"))
                .hasMessageContaining("field 'loadModel'").hasMessageContaining("use closed or open");
        assertThatThrownBy(() -> load(VALID + "openPlan: plan.jmx\n"))
                .hasMessageContaining("openPlan: ").hasMessageContaining("has no Open Model Thread Group");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LOAD_MODEL, "open")))
                .hasMessageStartingWith("--load-model open: open needs openPlan");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LOAD_MODEL, "bursty")))
                .hasMessageStartingWith("--load-model: 'bursty' is not a load model: use closed or open");
        assertThatThrownBy(() -> load(VALID + "warmupRequests: -1\n"))
                .hasMessageContaining("warmupRequests must be 0 or more");
    }

    @Test
    void aColdWarmupComesFromTheFileOrTheOptionAndIsChecked() throws IOException {
        assertThat(load(VALID).load().coldWarmup()).isNull();
        assertThat(load(VALID + "coldWarmup: 0s\n").load().coldWarmup()).isNull();
        Scenario scenario = load(VALID + "coldWarmup: 4m\n");
        assertThat(scenario.load().coldWarmup()).hasSeconds(240);

        assertThat(load(VALID + "coldWarmup: 4m\n", ScenarioOverrides.none().with(COLD_WARMUP, "300s")).load().coldWarmup()).hasSeconds(300);
        assertThat(load(VALID + "coldWarmup: 4m\n", ScenarioOverrides.none().with(COLD_WARMUP, "0s")).load().coldWarmup()).isNull();
        assertThat(load(VALID + "coldWarmup: 4m\n", ScenarioOverrides.none().with(WARMUP, "30s")).load().coldWarmup()).hasSeconds(240);
        assertThatThrownBy(() -> load(VALID + "coldWarmup: 4m\n", ScenarioOverrides.none().with(COLD_WARMUP, "soon")))
                .hasMessageStartingWith("--cold-warmup: ");
        assertThatThrownBy(() -> load(VALID + "coldWarmup: 4m\n", ScenarioOverrides.none().with(COLD_WARMUP, "48h")))
                .hasMessage("--cold-warmup 48h: 48h00m00s is longer than a day: give e.g. --cold-warmup 240s");
        assertThatThrownBy(() -> load(VALID + "coldWarmup: 25h\n"))
                .hasMessageContaining("coldWarmup: 25h00m00s is longer than a day");
        assertThatThrownBy(() -> load(VALID + "coldWarmup: PT-5S\n"))
                .hasMessageContaining("coldWarmup must be 0s or more");
    }

    @Test
    void fixedPortsNeedOnePerInstance() {
        assertThatThrownBy(() -> load(VALID.replace("  instances: 3\n", "  instances: 3\n      ports: [8081, 8082]\n")))
                .hasMessageContaining("topology.services[1].ports has 2 port(s) for 3 instance(s)");
        assertThatThrownBy(() -> load(VALID.replace("- {name: data}", "- {name: data, ports: [70000]}")))
                .hasMessageContaining("topology.services[0].ports: a port is a number from 1 to 65535");
    }

    @Test
    void theOpenModelRunsItsOwnPlan() throws IOException {
        Files.writeString(dir.resolve("open.jmx"), "<jmeterTestPlan><OpenModelThreadGroup/></jmeterTestPlan>");

        Scenario scenario = load(VALID + "openPlan: open.jmx\nloadModel: open\n");

        assertThat(scenario.plan().file()).isEqualTo(dir.resolve("open.jmx"));
        assertThat(scenario.plan().withLoadModel(LoadModel.CLOSED).file()).isEqualTo(dir.resolve("plan.jmx"));
        Scenario closed = load(VALID + "openPlan: open.jmx\nloadModel: open\n", ScenarioOverrides.none().with(LOAD_MODEL, "closed"));
        assertThat(closed.plan().loadModel()).isEqualTo(LoadModel.CLOSED);
        assertThat(closed.plan().file()).isEqualTo(dir.resolve("plan.jmx"));
    }

    @Test
    void badOverridesNameTheOption() throws IOException {
        Scenario scenario = load(VALID);

        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(ROUNDS, "0"))).hasMessageStartingWith("--rounds");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "fast")))
                .hasMessageStartingWith("--levels: 'fast'");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(DURATION, "20s")))
                .hasMessageContaining("faults[0].at (30s) is not inside the measured window of level 50u-1000tps (20s)")
                .hasMessageEndingWith("(with --duration 20s given on the command line)");
    }

    /** The line (1-based) of the first line of {@code yaml} holding {@code text}. */
    private static int lineOf(String yaml, String text) {
        String[] lines = yaml.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " not in the scenario");
    }

    @Test
    void unknownFieldInABlockMappingNamesItsOwnLineNotTheFilesLast() {
        String yaml = VALID.replace("      instances: 3\n", "      instances: 3\n      replicas: 2\n");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("scenario.yaml line " + lineOf(yaml, "replicas: 2") + ": unknown field 'topology.services[1].replicas'");
    }

    @Test
    void unknownTableNameIsRejectedWithItsLineAndTheTablesThereAre() {
        String yaml = VALID + "tables: [plugin, plugn]\n";

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("line " + lineOf(yaml, "tables:") + ": tables[1]: 'plugn' is not a report table")
                .hasMessageContaining("memory")
                .hasMessageContaining("summary");
    }

    @Test
    void theTablesAScenarioMayNameAreTheOnesTheLoaderIsGiven() throws IOException {
        String yaml = VALID + "tables: [plugin, summary]\n";
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, yaml);

        assertThat(new ScenarioLoader(new java.util.TreeSet<>(Set.of("plugin", "summary"))).load(file).report().tables())
                .containsExactly("plugin", "summary");
        assertThatThrownBy(() -> new ScenarioLoader(new java.util.TreeSet<>(Set.of("plugin"))).load(file))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("tables[1]: 'summary' is not a report table; use one of [plugin]");
    }

    @Test
    void aScenariosMarginsAreReadInOrderAsTheReportTakesThem() throws IOException {
        Scenario scenario = load(VALID + "margins:\n  p90: 3%\n  heap: 5MB\n  classes: 50\n");

        assertThat(scenario.report().marginsText()).isEqualTo("p90=3%,heap=5MB,classes=50");
        assertThat(load(VALID).report().marginsText()).isNull();
    }

    @Test
    void anUnknownMarginFigureIsRefusedWithItsLine() {
        String yaml = VALID + "margins:\n  p90: 3%\n  p91: 3%\n";

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("line " + lineOf(yaml, "p91: 3%") + ": margins.p91: ")
                .hasMessageContaining("no figure is called 'p91'");
    }

    @Test
    void aMarginInTheWrongUnitIsRefusedWithItsLine() {
        String yaml = VALID + "margins:\n  heap: 5%\n";

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("line " + lineOf(yaml, "heap: 5%") + ": margins.heap: ")
                .hasMessageContaining("heap deltas are in MB");
    }

    @Test
    void standardTablesLeaveOutTheTemplatesThatFrameTheReport() {
        assertThat(Reports.tableNames()).contains("summary", "memory", "plugin").doesNotContain("report", "runs", "stats");
    }

    @Test
    void duplicatedKeyIsRejectedWithItsLine() {
        String yaml = VALID.replace("rounds: 2\n", "rounds: 2\nwarmup: 10s\n");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("scenario.yaml line " + (lineOf(yaml, "rounds: 2") + 1) + ": duplicated key 'warmup'");
    }

    @Test
    void fractionalRoundsAreRejectedNotTruncated() {
        String yaml = VALID.replace("rounds: 2", "rounds: 1.5");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("scenario.yaml line " + lineOf(yaml, "rounds: 1.5") + ": field 'rounds'");
    }

    @Test
    void aSecondYamlDocumentIsRejectedWithItsLine() {
        String yaml = VALID + "---\nname: other\n";

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("scenario.yaml line " + lineOf(yaml, "name: other"))
                .hasMessageContaining("a second YAML document");
    }

    @Test
    void twoTreatmentsWithOneLabelAreRejected() {
        String yaml = VALID.replace("rules: [spread]}", "rules: [spread], label: Baseline}");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("line " + lineOf(yaml, "rules: [spread], label: Baseline}") + ": treatments[1].label: label 'Baseline' is another treatment's too");
    }

    @Test
    void twoTreatmentsWithOneNameAreRejected() {
        String yaml = VALID.replace("{name: sermant-router,", "{name: baseline,");

        assertThatThrownBy(() -> load(yaml))
                .hasMessageContaining("line " + lineOf(yaml, "{name: baseline, kind: sermant") + ": treatments[1].name: 'baseline' is listed twice");
    }

    @Test
    void repeatedLevelsAreRejected() {
        String yaml = VALID.replace("{users: 100, targetTps: 2000}", "{name: again, users: 50, targetTps: 1000}");

        assertThatThrownBy(() -> load(yaml))
                .hasMessageContaining("line " + lineOf(yaml, "name: again") + ": levels[1]: 50 users at 1000 TPS is already a level");
    }

    @Test
    void slowFaultWithoutDelayIsRejectedAtValidation() {
        String yaml = VALID.replace("mode: error}", "mode: slow}");

        assertThatThrownBy(() -> load(yaml))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("line " + lineOf(yaml, "mode: slow}") + ": faults[0].delayMs: mode slow needs the delay");
    }

    @Test
    void slowFaultWithADelayIsAccepted() throws IOException {
        Scenario scenario = load(VALID.replace("mode: error}", "mode: slow, delayMs: 3000}"));

        assertThat(scenario.checks().faults().get(0).delayMillis()).isEqualTo(3000);
    }

    @Test
    void errorRateThresholdDefaultsToOnePercentAndIsReadAndOverridden() throws IOException {
        assertThat(load(VALID).checks().errorRateThresholdPct()).isEqualTo(1.0);
        Scenario declared = load(VALID + "errorRateThresholdPct: 30\n");
        assertThat(declared.checks().errorRateThresholdPct()).isEqualTo(30.0);
        assertThat(load(VALID + "errorRateThresholdPct: 30\n", ScenarioOverrides.none().with(ERROR_THRESHOLD, "2.5")).checks().errorRateThresholdPct()).isEqualTo(2.5);
        assertThatThrownBy(() -> load(VALID + "errorRateThresholdPct: 30\n", ScenarioOverrides.none().with(ERROR_THRESHOLD, "NaN")))
                .hasMessage("--error-threshold NaN: NaN is not a percentage from 0 to 100");
        assertThatThrownBy(() -> load(VALID + "errorRateThresholdPct: 120\n"))
                .hasMessageContaining("errorRateThresholdPct: 120.0 is not a percentage");
    }

    @Test
    void levelsOverrideWithoutLoadOrRepeatedIsRejected() throws IOException {
        Scenario scenario = load(VALID);

        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "0u-0tps")))
                .isInstanceOf(ScenarioException.class)
                .hasMessage("--levels '0u-0tps': users and targetTps must both be 1 or more (or capacityPct instead of targetTps)");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "10u-100tps,10u-100tps")))
                .hasMessage("--levels '10u-100tps', its name: '10u-100tps' is listed twice");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "50u-1000tps,50u-1000tps")))
                .hasMessage("--levels '50u-1000tps', its name: '50u-1000tps' is listed twice");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(LEVELS, "99999999999u-1tps")))
                .hasMessageStartingWith("--levels: '99999999999u-1tps' is neither");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(WARMUP, "9223372036854775807ms")))
                .hasMessageStartingWith("--warmup 9223372036854775807ms: ").hasMessageContaining("is longer than a day");
        assertThatThrownBy(() -> load(VALID, ScenarioOverrides.none().with(WARMUP, "99999999999999999999s")))
                .hasMessageStartingWith("--warmup: '99999999999999999999s' is not a duration");
    }

    /** Issue 35: a 30 MB line hung the loader for over 60 s; it is refused at once, naming the file and line. */
    @Test
    void aThirtyMegabyteLineIsRefusedAtOnce() throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, "name: router\ndescription: " + "a".repeat(30 << 20) + "\n");
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30), () ->
                assertThatThrownBy(() -> new ScenarioLoader(Reports.tableNames()).load(file))
                        .isInstanceOf(ScenarioException.class)
                        .hasMessageStartingWith(file + ": line 2 is longer than 65536 characters"));
    }

    /** Issue 35: a file that is not UTF-8 is said as such, not read with replacement characters. */
    @Test
    void aFileThatIsNotUtf8IsSaidAsSuch() throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.write(file, "name: router\ndescription: caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> new ScenarioLoader(Reports.tableNames()).load(file))
                .isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith(file + ": not UTF-8 (line 2 holds the byte 0xE9");
    }
}
