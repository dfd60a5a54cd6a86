package io.meshbench.harness.scenario;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks the JMeter plans a scenario names and the load model they serve. */
final class PlanCheck {
    private final ScenarioProblems problems;

    PlanCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    /** The open model needs a plan written for it: the closed plan under another name would not be open. */
    void checkLoadModel(Scenario scenario) {
        if (scenario.plan().openPlan() != null) {
            problems.checkFile("openPlan", scenario.plan().openPlan(), "the plan with an Open Model Thread Group, e.g. ../jmx/router-open.jmx");
            if (Files.isRegularFile(Path.of(scenario.plan().openPlan())) && !declaresOpenModel(Path.of(scenario.plan().openPlan()))) {
                problems.add("openPlan", ": " + scenario.plan().openPlan() + " has no Open Model Thread Group: an open-model plan "
                        + "offers arrivals at a rate (see jmx/router-open.jmx)");
            }
        } else if (scenario.plan().loadModel() == LoadModel.OPEN) {
            problems.add("loadModel", ": open needs openPlan, a plan with an Open Model Thread Group, e.g. "
                    + "openPlan: ../jmx/router-open.jmx");
        }
        if (scenario.load().warmupRequests() < 0) {
            problems.add("warmupRequests", " must be 0 or more: the requests each level's warm-up lasts at least");
        }
    }

    /**
     * Engines: 1 or more, each with at least one thread of every level (a closed-model engine without a thread would
     * send nothing and read as one that fell behind), and not beside JMeter's own remote mode.
     */
    void checkEngines(Scenario scenario) {
        EngineSpec engines = scenario.plan().engines();
        if (engines.count() < 1) {
            problems.add("engines", ": " + engines.count() + " is not a number of load engines; give 1 or more");
            return;
        }
        if (engines.count() > 1 && scenario.plan().loadModel() == LoadModel.CLOSED) {
            for (int i = 0; i < scenario.load().levels().size(); i++) {
                Level level = scenario.load().levels().get(i);
                if (!level.atRest() && level.users() < engines.count()) {
                    problems.add("engines", ": " + engines.count() + " engines but levels[" + i + "] (" + level.name()
                            + ") has " + level.users() + " users: each engine needs one thread at least; give at most "
                            + level.users() + " engines");
                }
            }
        }
        if (engines.independent() && scenario.plan().properties().containsKey("remote_hosts")) {
            problems.add("engines", ": independent engines and planProperties.remote_hosts (JMeter's RMI workers) "
                    + "cannot be combined; use one or the other");
        }
    }

    private static boolean declaresOpenModel(Path plan) {
        try {
            return Files.readString(plan).contains("OpenModelThreadGroup");
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }
}
