package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.benchmark.page.MachineEstimate;
import io.meshbench.harness.benchmark.page.PageEntry;
import io.meshbench.harness.benchmark.page.PagePlanner;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.SermantAgent;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.results.api.Reports;
import io.meshbench.results.format.MetaJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Release against release: the shipped scenarios expanded with a second (fake) release folder. */
class OlderReleaseTreatmentsTest {

    @TempDir
    Path dir;

    /** A release folder as unpacked, its version in the core jar's name; {@code jar} is the agent jar's content. */
    private Path release(String folder, String version, String jar) throws Exception {
        Path agent = Files.createDirectories(dir.resolve(folder).resolve("agent"));
        Files.writeString(agent.resolve("sermant-agent.jar"), jar);
        Files.createDirectories(agent.resolve("config"));
        Files.writeString(agent.resolve("config/plugins.yaml"), "plugins:\n  - service-router\n");
        Files.writeString(agent.resolve("config/config.properties"), "dynamic.config.serverAddress=127.0.0.1:2181\n");
        for (String sub : List.of("core", "god", "implement", "common")) {
            Files.createDirectories(agent.resolve(sub));
        }
        if (version != null) {
            Files.writeString(agent.resolve("core/sermant-agentcore-core-" + version + ".jar"), "core");
        }
        for (String plugin : List.of("service-router", "tag-transmission")) {
            Files.createDirectories(agent.resolve("pluginPackage/" + plugin + "/plugin"));
        }
        return dir.resolve(folder);
    }

    private static Scenario shipped(String file) {
        return new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/" + file));
    }

    @Test
    void everySermantTreatmentIsFollowedByItsCopyOnTheOtherReleaseWithItsRulesPluginsAndNote() throws Exception {
        Scenario router = shipped("router.yaml");

        Scenario expanded = OlderReleaseTreatments.addTo(router, release("new", "2.2.0", "new"),
                release("old", "2.1.0", "old"));

        assertThat(expanded.treatments()).extracting(TreatmentSpec::name).containsExactly("baseline", "sermant-agent",
                "sermant-agent@2.1.0", "sermant-router-concentrated", "sermant-router-concentrated@2.1.0",
                "sermant-router", "sermant-router@2.1.0");
        assertThat(expanded.treatments()).extracting(TreatmentSpec::label).containsExactly("Baseline",
                "Sermant, service-router, no rule (2.2.0)", "Sermant, service-router, no rule (2.1.0)",
                "Sermant, service-router, rule to one provider (2.2.0)",
                "Sermant, service-router, rule to one provider (2.1.0)",
                "Sermant, service-router, spreading rule (2.2.0)", "Sermant, service-router, spreading rule (2.1.0)");
        TreatmentSpec newer = expanded.treatment("sermant-router").orElseThrow();
        TreatmentSpec older = expanded.treatment("sermant-router@2.1.0").orElseThrow();
        assertThat(older.rules()).containsExactly("spread").isEqualTo(newer.rules());
        assertThat(older.plugins()).containsExactly("service-router");
        assertThat(older.note()).isEqualTo(newer.note());
        assertThat(older.releaseOf()).isEqualTo("sermant-router");
        assertThat(older.release()).isEqualTo(dir.resolve("old").toAbsolutePath().normalize().toString());
        assertThat(newer.release()).isEmpty();
        assertThat(older.checkedAs()).isEqualTo("sermant-router");
        assertThat(newer.checkedAs()).isEqualTo("sermant-router");
    }

    @Test
    void theCopyMountsTheOtherReleaseAndMetaJsonRecordsBothVersionsAndWhichTreatmentItRepeats() throws Exception {
        Path newer = release("new", "2.2.0", "new jar");
        Scenario expanded = OlderReleaseTreatments.addTo(shipped("router.yaml"), newer, release("old", "2.1.0", "old jar"));

        Map<String, Treatment> treatments = new TreatmentFactory(TreatmentFactoryTest.settings(newer, null))
                .create(expanded.treatments());
        MetaJson meta = MetaRecord.of(expanded, treatments, new MachineEnvironment("jdk", "cpu", 2, "rev"), "5.6.3", "cmd");

        assertThat(((SermantAgent) treatments.get("sermant-router@2.1.0")).release().home())
                .isEqualTo(dir.resolve("old").toAbsolutePath().normalize());
        assertThat(((SermantAgent) treatments.get("sermant-router")).release().home())
                .isEqualTo(dir.resolve("new").toAbsolutePath().normalize());
        assertThat(meta.agents()).extracting(MetaJson.Agent::treatment, MetaJson.Agent::version).contains(
                org.assertj.core.groups.Tuple.tuple("sermant-router", "2.2.0"),
                org.assertj.core.groups.Tuple.tuple("sermant-router@2.1.0", "2.1.0"));
        assertThat(meta.agents().stream().filter(a -> a.treatment().equals("sermant-router")).findFirst().orElseThrow()
                .sha256()).isNotEqualTo(meta.agents().stream().filter(a -> a.treatment().equals("sermant-router@2.1.0"))
                .findFirst().orElseThrow().sha256());
        assertThat(meta.treatments()).filteredOn(t -> t.name().equals("sermant-router@2.1.0"))
                .extracting(MetaJson.Treatment::releaseOf).containsExactly("sermant-router");
        assertThat(meta.treatments()).filteredOn(t -> t.name().equals("sermant-router"))
                .extracting(MetaJson.Treatment::releaseOf).containsOnlyNulls();
    }

    @Test
    void theProbesExpectationOfATreatmentAppliesToItsCopy() throws Exception {
        Scenario tags = shipped("tag-transmission.yaml");

        Scenario expanded = OlderReleaseTreatments.addTo(tags, release("new", "2.2.0", "n"), release("old", "2.1.0", "o"));

        TreatmentSpec older = expanded.treatment("sermant-tag@2.1.0").orElseThrow();
        assertThat(tags.checks().probe().expect().get(older.checkedAs())).isEqualTo("tags crossed");
    }

    @Test
    void twoHomesOfOneVersionAreRefusedInOneLineNamingBoth() throws Exception {
        Path newer = release("new", "2.2.0", "n");
        Path same = release("copy", "2.2.0", "n");

        assertThatThrownBy(() -> OlderReleaseTreatments.addTo(shipped("router.yaml"), newer, same))
                .isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("--sermant-compare-home (-Dsermant.compare.home): both releases are Sermant 2.2.0")
                .hasMessageContaining(newer.toString()).hasMessageContaining(same.toString())
                .hasMessageNotContaining("\n");
    }

    @Test
    void aReleaseWhoseVersionCannotBeReadIsRefused() throws Exception {
        Path newer = release("new", "2.2.0", "n");
        Path unknown = release("old", null, "o");

        assertThatThrownBy(() -> OlderReleaseTreatments.addTo(shipped("router.yaml"), newer, unknown))
                .isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("-Dsermant.compare.home=" + unknown + ": its version cannot be read");
    }

    @Test
    void aScenarioWithoutSermantOrWithoutTheNewerReleaseIsRefused() throws Exception {
        Path older = release("old", "2.1.0", "o");

        assertThatThrownBy(() -> OlderReleaseTreatments.addTo(shipped("quickstart.yaml"), release("new", "2.2.0", "n"), older))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("scenario 'quickstart' has no treatment of kind sermant");
        assertThatThrownBy(() -> OlderReleaseTreatments.addTo(shipped("router.yaml"), null, older))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("--sermant-home (-Dsermant.home), which is missing");
    }

    @Test
    void withoutASecondReleaseTheScenarioIsUnchanged() {
        Scenario router = shipped("router.yaml");

        assertThat(OlderReleaseTreatments.addTo(router, null, null)).isSameAs(router);
    }

    /** run-page plans what run will run: with a second release, each Sermant treatment's copy is counted. */
    @Test
    void thePagePlanCountsTheOtherReleasesCopies() throws Exception {
        Scenario router = shipped("router.yaml");
        Path file = Path.of("../../scenarios/router.yaml");
        PageEntry entry = new PageEntry("router", file, "Router", null, null);
        PagePlanner planner = new PagePlanner(new MachineEstimate(2));

        Scenario compared = PagePlanner.Candidate.withOtherRelease(router, release("new", "2.2.0", "new"),
                release("old", "2.1.0", "old"));
        Duration alone = planner.plan("p", List.of(new PagePlanner.Candidate(entry, router)), Duration.ofDays(7)).total();
        Duration withOld = planner.plan("p", List.of(new PagePlanner.Candidate(entry, compared)), Duration.ofDays(7)).total();

        // 4 treatments become 7: per round 3 more deployments (60 s set-up) carrying both levels (60 s + 120 s each)
        assertThat(withOld.minus(alone)).isEqualTo(Duration.ofSeconds(3 * 3 * (60 + 2 * (60 + 120))));
        assertThat(PagePlanner.Candidate.withOtherRelease(router, release("a", "2.2.0", "a"), null)).isSameAs(router);
    }
}
