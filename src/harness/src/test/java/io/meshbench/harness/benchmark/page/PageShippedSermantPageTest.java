package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.duet.RunMode;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** scenarios/pages/sermant-page.yaml: the published order, every scenario loads, and what 90 minutes buy here. */
class PageShippedSermantPageTest {

    private static final Path PAGE = Path.of("../../scenarios/pages/sermant-page.yaml");

    @Test
    void listsThePublishedPageInItsOrder() {
        PageFile page = new PageFileLoader().load(PAGE);
        assertThat(page.page()).isEqualTo("sermant-page");
        assertThat(page.entries()).extracting(PageEntry::scenario).containsExactly("router", "removal",
                "tag-transmission", "mq-tag-transmission", "mq-consume-prohibition", "database-write-prohibition",
                "xds-discovery", "xds-routing", "xds-flowcontrol", "startup");
        assertThat(page.entries()).allSatisfy(e -> assertThat(e.section()).isNotBlank());
        assertThat(page.entry("mq-tag-transmission").orElseThrow().jobBound()).isTrue();
    }

    /**
     * The shipped page fits the default 90 minutes on a 2-core machine (the machine CI and this project's reference
     * page run on), every scenario in it with at least one level, every scenario with load levels keeping one; the
     * plan and the fidelity given up are printed.
     */
    @Test
    void fitsTheDefaultBudgetOnATwoCoreMachine() {
        PageFile page = new PageFileLoader().load(PAGE);
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        List<PagePlanner.Candidate> candidates = page.entries().stream()
                .map(e -> new PagePlanner.Candidate(e, loader.load(e.file()))).toList();

        PagePlanner.Plan plan = new PagePlanner(new MachineEstimate(2)).plan(page.page(), candidates, Duration.ofMinutes(90));

        System.out.print(PlanTable.of(PagePlanFile.of(plan, "./mvnw verify -Psermant-page")));
        plan.steps().forEach(step -> System.out.println("  " + step));
        assertThat(plan.total()).isLessThanOrEqualTo(Duration.ofMinutes(90));
        assertThat(plan.scenarios()).hasSize(10).allSatisfy(s -> {
            assertThat(s.levels()).as(s.describe()).isNotEmpty();
            boolean hadLoad = s.scenario().load().levels().stream().anyMatch(l -> !l.atRest());
            boolean keepsLoad = s.levels().stream().anyMatch(name -> s.scenario().load().levels().stream()
                    .noneMatch(l -> l.name().equals(name) && l.atRest()));
            assertThat(keepsLoad).as(s.describe()).isEqualTo(hadLoad);
        });
        // tag transmission's section is about its eight stacks: they all stay
        assertThat(plan.scenarios().get(2).workloads()).hasSize(8);
        // the database section runs every server that starts here, each with its query and its insert
        assertThat(plan.scenarios().get(5).workloads()).containsExactly("mariadb-query", "mariadb-insert",
                "postgresql-query", "postgresql-insert", "mongodb-query", "mongodb-insert");
        // router and removal run as duets, so their CPU and latency deltas carry intervals and the A/A half-width
        assertThat(page.entries()).filteredOn(PageEntry::duet).extracting(PageEntry::scenario)
                .containsExactly("router", "removal");
        assertThat(PagePlanFile.of(plan, "./mvnw verify -Psermant-page").scenarios()).extracting(PagePlanFile.Entry::mode)
                .containsExactly("duet", "duet", "sequential", "sequential", "sequential", "sequential", "sequential",
                        "sequential", "sequential", "sequential");
    }

    /**
     * Why tag transmission is no duet on the shipped page: its eight stacks as duets (each stack's level a duet of
     * its own on two fresh deployments, and the A/A's as many again) take the page past 90 minutes even at the floors.
     */
    @Test
    void tagTransmissionAsDuetsWouldNotFitTheDefaultBudget() {
        PageFile page = new PageFileLoader().load(PAGE);
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        List<PagePlanner.Candidate> candidates = page.entries().stream()
                .map(e -> e.scenario().equals("tag-transmission") ? new PageEntry(e.scenario(), e.file(), e.section(),
                        e.minWindow(), e.runEstimate(), e.setUp(), e.fewestWorkloads(), RunMode.DUET) : e)
                .map(e -> new PagePlanner.Candidate(e, loader.load(e.file()))).toList();

        assertThatThrownBy(() -> new PagePlanner(new MachineEstimate(2)).plan(page.page(), candidates,
                Duration.ofMinutes(90))).isInstanceOf(PageBudgetException.class);
    }
}
