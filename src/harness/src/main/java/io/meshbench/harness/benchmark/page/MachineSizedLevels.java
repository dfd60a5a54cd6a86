package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * The page planner's level choice: a design-card level that asks more than this machine holds
 * ({@link MachineEstimate}) becomes a capacity-relative one, because a saturated level measures queueing, whatever the
 * time. Scenarios with workloads cannot take {@code %cap} levels yet (each workload has a capacity of its own), so
 * theirs get the estimated rate.
 */
final class MachineSizedLevels {

    private final MachineEstimate machine;

    MachineSizedLevels(MachineEstimate machine) {
        this.machine = machine;
    }

    /** The load each scenario's levels ask of this machine: design-card levels it cannot hold become capacity-relative. */
    List<String> of(Scenario scenario) {
        List<Level> unheld = scenario.load().levels().stream()
                .filter(l -> !l.atRest() && !l.isCapacityRelative() && !machine.holds(l.targetTps())).toList();
        if (unheld.isEmpty()) {
            return SizingKnobs.levelNames(scenario.load().levels());
        }
        int lowest = unheld.stream().mapToInt(Level::targetTps).min().orElseThrow();
        List<String> levels = new ArrayList<>();
        for (Level level : scenario.load().levels()) {
            if (!unheld.contains(level)) {
                levels.add(level.name());
                continue;
            }
            int pct = (int) Math.min(MachineEstimate.LAST_SHARE_PCT,
                    Math.round(MachineEstimate.FIRST_SHARE_PCT * (double) level.targetTps() / lowest));
            levels.add(scenario.load().workloads().isEmpty() ? level.users() + "u-" + pct + "%cap"
                    : level.users() + "u-" + Math.max(1, Math.round(machine.capacityTps() * pct / 100.0)) + "tps");
        }
        return levels.stream().distinct().toList();
    }

    /** Why the levels changed, for the planner's steps. */
    String reason() {
        return "the planner's estimate before any probe: the machine holds about "
                + Math.round(MachineEstimate.HELD_SHARE * machine.capacityTps()) + " TPS below the queueing knee"
                + " (the page's capacity table gives what this run measured)";
    }
}
