package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.ScenarioException;

/** The page does not fit its budget even at every floor: bad input, said before anything runs. */
public final class PageBudgetException extends ScenarioException {

    private final transient PagePlanner.Plan atFloors;

    public PageBudgetException(String message, PagePlanner.Plan atFloors) {
        super(message);
        this.atFloors = atFloors;
    }

    /** The plan at every floor: what the smallest budget that fits would run. */
    public PagePlanner.Plan atFloors() {
        return atFloors;
    }
}
