package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class PageScratchTest {
    @Test
    void print() {
        PageFile page = new PageFileLoader().load(Path.of("../../scenarios/pages/sermant-page.yaml"));
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        List<PagePlanner.Candidate> c = page.entries().stream().map(e -> new PagePlanner.Candidate(e, loader.load(e.file()))).toList();
        for (String b : List.of("1000h", "90m")) {
            try {
                PagePlanner.Plan plan = new PagePlanner(new MachineEstimate(2)).plan(page.page(), c, io.meshbench.harness.scenario.Durations.parse(b));
                System.out.println(PlanTable.of(PagePlanFile.of(plan, "x")));
                plan.steps().forEach(System.out::println);
            } catch (PageBudgetException e) {
                System.out.println(e.getMessage());
            }
        }
    }
}
