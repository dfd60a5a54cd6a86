package io.meshbench.harness.scenario;

import java.nio.file.Path;
import java.time.Duration;
import java.util.SortedSet;

/**
 * Checks a parsed scenario and reports every problem at once, each with the line of its field, the field and what to
 * do. Each concern has a check of its own; they run in this order, so the problems are listed in it.
 */
final class ScenarioValidator {

    /** Longer warm-ups or windows are typos (and overflow JMeter's properties): a day is plenty. */
    static final Duration LONGEST = Duration.ofHours(24);

    private final ScenarioProblems problems;
    /** The report tables a scenario may name, from the caller (the report's templates live above this layer). */
    private final SortedSet<String> reportTables;

    /** What is wrong with one margin (figure, value), null when it is valid: the results' check, from the caller. */
    private final java.util.function.BiFunction<String, String, String> marginProblem;

    ScenarioValidator(Path file, YamlLocations locations, OverriddenFields overridden,
                      SortedSet<String> reportTables, java.util.function.BiFunction<String, String, String> marginProblem) {
        this.problems = new ScenarioProblems(file, locations, overridden);
        this.reportTables = reportTables;
        this.marginProblem = marginProblem;
    }

    void validate(Scenario scenario) {
        problems.checkName("name", scenario.name());
        PlanCheck plan = new PlanCheck(problems);
        problems.checkFile("plan", scenario.plan().closedPlan(), "the JMeter plan, relative to the scenario file, e.g. ../jmx/router.jmx");
        plan.checkLoadModel(scenario);
        new TopologyCheck(problems).check(scenario);
        checkLoad(scenario);
        plan.checkEngines(scenario);
        TreatmentCheck treatments = new TreatmentCheck(problems);
        treatments.check(scenario);
        treatments.checkRules(scenario);
        new FaultCheck(problems).check(scenario);
        TableCheck tables = new TableCheck(problems);
        tables.check(scenario, reportTables);
        tables.checkMargins(scenario, marginProblem);
        new ProbeCheck(problems).check(scenario);
        double threshold = scenario.checks().errorRateThresholdPct();
        if (!(threshold >= 0 && threshold <= 100)) { // NaN too
            problems.add("errorRateThresholdPct", ": " + threshold + " is not a percentage from 0 to 100");
        }
        problems.throwIfAny();
    }

    /** The load: start-up time, levels, their CPUs, workloads and rule changes, then the scenario's times. */
    private void checkLoad(Scenario scenario) {
        TimingCheck timing = new TimingCheck(problems);
        LevelCheck levels = new LevelCheck(problems);
        timing.checkStartTimeout(scenario);
        levels.check(scenario);
        levels.checkCpus(scenario);
        new WorkloadCheck(problems).check(scenario);
        new RuleChangeCheck(problems).check(scenario);
        levels.checkDurations(scenario);
        timing.checkWindows(scenario);
    }
}
