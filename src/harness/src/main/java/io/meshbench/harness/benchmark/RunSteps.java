package io.meshbench.harness.benchmark;

import io.meshbench.harness.load.JMeterRunner;
import io.meshbench.harness.rules.Rule;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Treatment;
import java.io.PrintStream;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/** The steps of a run for one scenario, shared by the run loop ({@link RunExecutor}) and the duets ({@link DuetExecutor}). */
record RunSteps(RulesStep rules, TreatmentCheckStep treatmentCheck, ProbeStep probe, CounterStep counters,
                AtRestStep atRest, LoadStep load, VerdictStep verdict) {

    static RunSteps of(Scenario scenario, Map<String, Treatment> treatments, List<Rule> scenarioRules,
                       LoadStep.Driver driver, PrintStream console, Clock clock) {
        RulesStep rules = new RulesStep(scenarioRules == null ? List.of() : scenarioRules);
        CounterStep counters = new CounterStep(scenario, console);
        return new RunSteps(rules, new TreatmentCheckStep(scenario.treatments(), treatments),
                new ProbeStep(scenario, console), counters, new AtRestStep(rules, counters, console, clock),
                new LoadStep(scenario, driver, console, clock), new VerdictStep(scenario.checks().errorRateThresholdPct()));
    }

    static RunSteps of(Scenario scenario, Map<String, Treatment> treatments, List<Rule> scenarioRules,
                       JMeterRunner jmeter, PrintStream console, Clock clock) {
        return of(scenario, treatments, scenarioRules, LoadStep.Driver.of(jmeter), console, clock);
    }
}
