package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.Durations;
import java.time.Duration;

/** The plan as printed before the first run: one row per scenario, then the total against the budget. */
public final class PlanTable {

    private PlanTable() {
    }

    public static String of(PagePlanFile plan) {
        StringBuilder text = new StringBuilder();
        text.append(String.format("Page plan: %s, budget %s%n", plan.page(),
                Durations.format(Duration.ofSeconds(plan.budgetSeconds()))));
        text.append("| scenario | share of budget | planned | levels | workloads | warm-up | window | rounds |\n");
        text.append("|---|---|---|---|---|---|---|---|\n");
        long total = 0;
        for (PagePlanFile.Entry e : plan.scenarios()) {
            total += e.plannedSeconds();
            text.append(String.format("| %s | %.1f%% | %s | %s | %s | %s | %s | %d%s |%n", e.scenario(), e.budgetSharePct(),
                    Durations.format(Duration.ofSeconds(e.plannedSeconds())), String.join(", ", e.levels()),
                    e.workloads() == null ? "all" : String.join(", ", e.workloads()),
                    Durations.format(Duration.ofSeconds(e.warmupSeconds())),
                    Durations.format(Duration.ofSeconds(e.durationSeconds())), e.rounds(),
                    e.duet() ? ", duets beside the baseline + a duet A/A"
                            : Boolean.TRUE.equals(e.shareDeployment()) ? ", one deployment per treatment" : ""));
        }
        text.append(String.format("Planned: about %s of %s%n", Durations.format(Duration.ofSeconds(total)),
                Durations.format(Duration.ofSeconds(plan.budgetSeconds()))));
        return text.toString();
    }
}
