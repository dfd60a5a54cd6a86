package io.meshbench.harness.scenario;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/** Checks the faults injected into processes during the measured window. */
final class FaultCheck {
    private static final Set<String> FAULT_MODES = Set.of("error", "slow", "none");

    private final ScenarioProblems problems;

    FaultCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    void check(Scenario scenario) {
        List<String> processes = scenario.topology().processNames();
        for (int i = 0; i < scenario.checks().faults().size(); i++) {
            FaultSpec fault = scenario.checks().faults().get(i);
            String field = "faults[" + i + "]";
            if (!processes.contains(fault.process())) {
                problems.add(field + ".process", ": '" + fault.process() + "' is not one of " + processes);
            }
            if (!FAULT_MODES.contains(fault.mode())) {
                problems.add(field + ".mode", ": '" + fault.mode() + "' is not one of " + FAULT_MODES);
            } else if (fault.mode().equals("slow") && (fault.delayMs() == null || fault.delayMs() <= 0)) {
                problems.add(field + ".delayMs", ": mode slow needs the delay of every answer in milliseconds, e.g. delayMs: 3000"
                        + " (beyond the caller's read timeout to make calls fail)");
            } else if (!fault.mode().equals("slow") && fault.delayMs() != null) {
                problems.add(field + ".delayMs", ": applies to mode slow only; remove it or write mode: slow");
            }
            if (fault.at() == null) {
                problems.add(field + ".at", " is missing: when, into the measured window, the fault starts, e.g. at: 30s");
            } else {
                for (Level level : scenario.load().levels()) {
                    Duration window = scenario.load().durationAt(level);
                    if (!level.atRest() && window != null && fault.at().compareTo(window) >= 0) {
                        problems.add(field + ".at", " (" + Durations.format(fault.at()) + ") is not inside the measured "
                                + "window of level " + level.name() + " (" + Durations.format(window)
                                + "): lower it or raise the duration");
                        break;
                    }
                }
            }
        }
    }
}
