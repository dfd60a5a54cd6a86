package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;

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

    /** Prints the plan at the default budget, or the floors' plan and the smallest budget when 90 min cannot hold it. */
    @Test
    void plansOnATwoCoreMachine() {
        PageFile page = new PageFileLoader().load(PAGE);
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        List<PagePlanner.Candidate> candidates = page.entries().stream()
                .map(e -> new PagePlanner.Candidate(e, loader.load(e.file()))).toList();
        PagePlanner planner = new PagePlanner(new MachineEstimate(2));
        PagePlanner.Plan plan;
        try {
            plan = planner.plan(page.page(), candidates, Duration.ofMinutes(90));
        } catch (PageBudgetException e) {
            System.out.println(e.getMessage());
            plan = e.atFloors();
        }
        System.out.print(PlanTable.of(PagePlanFile.of(plan, "./mvnw verify -Psermant-page")));
        plan.steps().forEach(step -> System.out.println("  " + step));
        assertThat(plan.scenarios()).hasSize(10);
        assertThat(planner.plan(page.page(), candidates, plan.budget()).total()).isLessThanOrEqualTo(plan.budget());
    }
}
