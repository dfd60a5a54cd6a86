package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Scenario;
import java.time.Duration;
import java.util.List;

/**
 * What the planner chose for one scenario of a page, and what it expects that to take.
 *
 * @param levels          the levels to run, as {@code --levels} takes them (the scenario's names, or new levels)
 * @param warmup          the warm-up per run
 * @param window          the measured window per run (a job-bound scenario's bound, unchanged)
 * @param rounds          the rounds
 * @param workloads       the workloads to run (the scenario's names; empty for a scenario without workloads)
 * @param shareDeployment whether a round's levels and workloads of one treatment run on one deployment
 * @param planned         the expected time, set-up and capacity probe included
 * @param probeReusedFrom the earlier scenario of the same topology whose probe this one reuses, or null
 */
public record ScenarioSizing(PageEntry entry, Scenario scenario, List<String> levels, Duration warmup, Duration window,
                             int rounds, List<String> workloads, boolean shareDeployment, Duration planned,
                             String probeReusedFrom) {

    public ScenarioSizing {
        levels = List.copyOf(levels);
        workloads = List.copyOf(workloads);
    }

    public String describe() {
        return String.format("%s: %s%s, warm-up %s, window %s, %d round(s)%s, about %s", entry.scenario(), levels,
                workloads.isEmpty() ? "" : " on " + workloads, Durations.format(warmup), Durations.format(window),
                rounds, entry.duet() ? ", as duets with a duet A/A" : shareDeployment ? ", levels sharing a deployment" : "",
                Durations.format(planned));
    }
}
