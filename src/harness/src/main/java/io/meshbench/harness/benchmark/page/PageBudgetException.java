package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.ScenarioException;

/** The page does not fit its budget even at every floor: bad input, said before anything runs. */
public final class PageBudgetException extends ScenarioException {

    public PageBudgetException(String message) {
        super(message);
    }
}
