package io.meshbench.harness.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one benchmark measures, as read from a scenario file (see docs/scenarios.md): the JMeter plan, the topology,
 * the load, the treatments compared with the baseline and the rules they publish, the checks and the report. Each
 * part applies its own defaults where it is built; {@link ScenarioLoader} reads the file and validates it once.
 * Paths (plans, rule files) are absolute once the loader has read the file.
 */
public record Scenario(
        String name,
        String description,
        PlanSpec plan,
        Topology topology,
        LoadSpec load,
        List<TreatmentSpec> treatments,
        Map<String, RuleSpec> rules,
        ChecksSpec checks,
        ReportSpec report) {

    public Scenario {
        description = description == null ? "" : description.strip();
        plan = plan == null ? new PlanSpec(null, null, null, null, null, null, null) : plan;
        load = load == null ? new LoadSpec(null, null, null, null, null, null, null, null) : load;
        topology = topology == null ? new Topology(List.of()) : topology;
        treatments = treatments == null ? List.of() : List.copyOf(treatments);
        rules = rules == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(rules));
        checks = checks == null ? ChecksSpec.defaults() : checks;
        report = report == null ? ReportSpec.defaults() : report;
    }

    /** The treatment every other is compared with: the first of kind baseline. */
    public TreatmentSpec baseline() {
        return treatments.stream().filter(TreatmentSpec::isBaseline).findFirst().orElseThrow();
    }

    public Optional<TreatmentSpec> treatment(String treatmentName) {
        return treatments.stream().filter(t -> t.name().equals(treatmentName)).findFirst();
    }

    public Scenario withPlan(PlanSpec newPlan) {
        return new Scenario(name, description, newPlan, topology, load, treatments, rules, checks, report);
    }

    public Scenario withTopology(Topology newTopology) {
        return new Scenario(name, description, plan, newTopology, load, treatments, rules, checks, report);
    }

    public Scenario withLoad(LoadSpec newLoad) {
        return new Scenario(name, description, plan, topology, newLoad, treatments, rules, checks, report);
    }

    public Scenario withTreatments(List<TreatmentSpec> newTreatments) {
        return new Scenario(name, description, plan, topology, load, newTreatments, rules, checks, report);
    }

    Scenario withRules(Map<String, RuleSpec> newRules) {
        return new Scenario(name, description, plan, topology, load, treatments, newRules, checks, report);
    }

    public Scenario withChecks(ChecksSpec newChecks) {
        return new Scenario(name, description, plan, topology, load, treatments, rules, newChecks, report);
    }
}
