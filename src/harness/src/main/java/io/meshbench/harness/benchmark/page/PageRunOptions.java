package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code meshbench run} overrides of one planned scenario: only those that differ from its scenario file, so that
 * a scenario the planner left alone runs exactly as {@code run} would run it, and its reproduce command says so.
 */
public final class PageRunOptions {

    private PageRunOptions() {
    }

    public static List<String> of(Scenario scenario, PagePlanFile.Entry planned) {
        List<String> options = new ArrayList<>();
        if (planned.durationSeconds() != scenario.load().duration().toSeconds()) {
            options.add("--duration=" + planned.durationSeconds() + "s");
        }
        if (planned.warmupSeconds() != scenario.load().warmup().toSeconds()) {
            options.add("--warmup=" + planned.warmupSeconds() + "s");
        }
        if (planned.rounds() != scenario.load().rounds()) {
            options.add("--rounds=" + planned.rounds());
        }
        if (!planned.levels().equals(scenario.load().levels().stream().map(Level::name).toList())) {
            options.add("--levels=" + String.join(",", planned.levels()));
        }
        if (planned.workloads() != null && !planned.workloads().equals(SizingKnobs.workloadNames(scenario))) {
            options.add("--workloads=" + String.join(",", planned.workloads()));
        }
        if (planned.shareDeployment() != null && planned.shareDeployment() != scenario.load().levelsShareDeployment()) {
            options.add("--levels-share-deployment=" + planned.shareDeployment());
        }
        if (planned.duet()) {
            // each treatment beside a baseline of its own, and the duet A/A whose half-widths the page shows beside
            options.add("--mode=duet");
            options.add("--aa-check=true");
        }
        return options;
    }

    /**
     * {@code levels} with every capacity-relative level ({@code 50u-30%cap}) set to its share of {@code capacityTps},
     * written {@code <users>u-<tps>tps}: an earlier scenario of the same topology probed it, so this one need not.
     */
    public static List<String> atCapacity(List<String> levels, int defaultUsers, double capacityTps) {
        List<String> resolved = new ArrayList<>();
        for (String name : levels) {
            Level level = Level.parseShorthand(name, defaultUsers);
            resolved.add(level != null && level.isCapacityRelative()
                    ? level.users() + "u-" + level.atCapacity(capacityTps).targetTps() + "tps" : name);
        }
        return resolved;
    }
}
