package io.meshbench.harness.cli;

import io.meshbench.harness.benchmark.page.MachineEstimate;
import io.meshbench.harness.benchmark.page.PageBudgetException;
import io.meshbench.harness.benchmark.page.PageFile;
import io.meshbench.harness.benchmark.page.PagePlanFile;
import io.meshbench.harness.benchmark.page.PagePlanner;
import io.meshbench.harness.benchmark.page.PlanForecast;
import io.meshbench.harness.benchmark.page.PlanTable;
import io.meshbench.harness.benchmark.page.RoundsForGoal;
import io.meshbench.harness.benchmark.page.StoredVariance;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.api.PageLooks;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The plan a page run starts from, printed before the first scenario runs: made now to fit the budget, or read back
 * from a stopped run's page folder. Printed so that the user sees what each scenario gives up before waiting hours.
 */
final class PagePlanAtStart {

    private PagePlanAtStart() {
    }

    /**
     * A new plan; when even the floors exceed the budget, the page at the floors is printed before the failure. With
     * earlier runs' variance components ({@code earlierRuns}: page folders or duet A/A pilots, empty for none), the
     * budget's slack goes to the rounds, windows and warm-ups forecast to decide most cells
     * ({@link RoundsForGoal#decideMost}), and each scenario's predicted half-widths are printed and written
     * ({@link PlanForecast}).
     */
    static PagePlanFile made(PageFile page, List<PagePlanner.Candidate> candidates, Duration budget, String command,
                             List<Path> earlierRuns, PrintStream out) {
        PagePlanner.Plan made;
        try {
            made = new PagePlanner(MachineEstimate.here()).plan(page.page(), candidates, budget);
        } catch (PageBudgetException e) {
            out.println("At every floor the page would be:");
            out.print(PlanTable.of(PagePlanFile.of(e.atFloors(), command)));
            throw e;
        }
        StoredVariance stored = earlierRuns.isEmpty() ? null : StoredVariance.read(earlierRuns);
        if (stored != null) {
            List<String> steps = new java.util.ArrayList<>(made.steps());
            RoundsForGoal.Outcome most = new RoundsForGoal().decideMost(candidates, made, stored,
                    PageLooks.maxRounds(), budget, steps);
            made = new PagePlanner.Plan(made.page(), made.budget(), most.sizings(), steps);
        }
        PagePlanFile plan = PagePlanFile.of(made, command);
        out.print(PlanTable.of(plan));
        made.steps().forEach(step -> out.println("  " + step));
        if (stored != null) {
            PlanForecast forecast = PlanForecast.of(plan, stored);
            out.println("Variance components from " + earlierRuns.stream().map(Path::toString)
                    .collect(Collectors.joining(", ")) + ":");
            out.print(stored.table());
            out.println("Predicted half-widths (a no-effect cell's 90 % interval / its margin; cells):");
            out.print(forecast.table());
            plan = plan.withForecast(forecast);
        }
        return plan;
    }

    /** The plan of the page run in {@code pageFolder}, checked to be this page's. */
    static PagePlanFile resumed(Path pageFolder, PageFile page, PrintStream out) {
        PagePlanFile plan = PagePlanFile.readFrom(pageFolder);
        requireSamePage(plan, page);
        out.println("Resuming page " + plan.page() + " in " + pageFolder + " (the plan is read back, not made again)");
        out.print(PlanTable.of(plan));
        return plan;
    }

    private static void requireSamePage(PagePlanFile plan, PageFile page) {
        if (!plan.page().equals(page.page())) {
            throw new ScenarioException("--resume: its page-plan.json is page " + plan.page() + ", not " + page.page()
                    + " (" + page.file() + "): give the page file it was made from");
        }
        for (PagePlanFile.Entry entry : plan.scenarios()) {
            if (page.entry(entry.scenario()).isEmpty()) {
                throw new ScenarioException("--resume: page-plan.json lists scenario " + entry.scenario() + ", which "
                        + page.file() + " no longer has: give the page file the plan was made from");
            }
        }
        if (!Files.isDirectory(page.file().getParent())) {
            throw new ScenarioException("--resume: " + page.file() + " is not in a folder");
        }
    }
}
