package io.meshbench.scenario;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one benchmark measures, as read from a scenario file (see docs/scenarios.md): the topology, the JMeter plan and
 * its load levels, the treatments compared with the baseline, the rules they publish, probes, faults and tables.
 * Paths ({@code plan}, rule files) are absolute once {@link ScenarioLoader} has read the file.
 */
public record Scenario(
        String name,
        String description,
        String plan,
        String target,
        String path,
        String measuredProcess,
        Map<String, String> planProperties,
        Topology topology,
        List<Level> levels,
        Duration warmup,
        Duration duration,
        Integer rounds,
        List<TreatmentSpec> treatments,
        Map<String, RuleSpec> rules,
        ProbeSpec probe,
        List<FaultSpec> faults,
        List<String> tables,
        Double errorRateThresholdPct,
        List<StackSpec> stacks) {

    /**
     * A run whose measured window holds a larger share of failed samples fails (jmeter-maven-plugin's
     * errorRateThresholdInPercent): a scenario expecting errors, e.g. from a fault, declares a higher threshold.
     */
    public static final double DEFAULT_ERROR_RATE_THRESHOLD_PCT = 1.0;

    public Scenario {
        description = description == null ? "" : description.strip();
        path = path == null || path.isBlank() ? "/" : path;
        planProperties = planProperties == null ? Map.of() : Map.copyOf(planProperties);
        topology = topology == null ? new Topology(List.of()) : topology;
        levels = levels == null ? List.of() : List.copyOf(levels);
        rounds = rounds == null ? 1 : rounds;
        treatments = treatments == null ? List.of() : List.copyOf(treatments);
        rules = rules == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(rules));
        probe = probe == null ? ProbeSpec.defaults() : probe;
        faults = faults == null ? List.of() : List.copyOf(faults);
        tables = tables == null || tables.isEmpty() ? List.of("plugin", "summary") : List.copyOf(tables);
        errorRateThresholdPct = errorRateThresholdPct == null ? DEFAULT_ERROR_RATE_THRESHOLD_PCT : errorRateThresholdPct;
        stacks = stacks == null ? List.of() : List.copyOf(stacks);
    }

    /** A scenario without stacks (the form before stacks existed). */
    public Scenario(String name, String description, String plan, String target, String path, String measuredProcess,
                    Map<String, String> planProperties, Topology topology, List<Level> levels, Duration warmup,
                    Duration duration, Integer rounds, List<TreatmentSpec> treatments, Map<String, RuleSpec> rules,
                    ProbeSpec probe, List<FaultSpec> faults, List<String> tables, Double errorRateThresholdPct) {
        this(name, description, plan, target, path, measuredProcess, planProperties, topology, levels, warmup, duration,
                rounds, treatments, rules, probe, faults, tables, errorRateThresholdPct, null);
    }

    /**
     * The levels the runs use: the scenario's levels, or with stacks every level on every stack
     * ({@code okhttp2-50u-1000tps}, ...), stack by stack.
     */
    public List<Level> runLevels() {
        if (stacks.isEmpty()) {
            return levels;
        }
        List<Level> expanded = new java.util.ArrayList<>();
        for (StackSpec stack : stacks) {
            for (Level level : levels) {
                expanded.add(level.onStack(stack));
            }
        }
        return List.copyOf(expanded);
    }

    public Path planFile() {
        return Path.of(plan);
    }

    /** The treatment every other is compared with: the first of kind baseline. */
    public TreatmentSpec baseline() {
        return treatments.stream().filter(TreatmentSpec::isBaseline).findFirst().orElseThrow();
    }

    public Optional<TreatmentSpec> treatment(String treatmentName) {
        return treatments.stream().filter(t -> t.name().equals(treatmentName)).findFirst();
    }

    /** JMeter's run time per run: warm-up plus the measured window. */
    public Duration loadTime() {
        return warmup.plus(duration);
    }

    public Scenario withLoad(List<Level> newLevels, Duration newWarmup, Duration newDuration, int newRounds) {
        return new Scenario(name, description, plan, target, path, measuredProcess, planProperties, topology,
                newLevels, newWarmup, newDuration, newRounds, treatments, rules, probe, faults, tables, errorRateThresholdPct, stacks);
    }

    public Scenario withFiles(String newPlan, Map<String, RuleSpec> newRules) {
        return new Scenario(name, description, newPlan, target, path, measuredProcess, planProperties, topology,
                levels, warmup, duration, rounds, treatments, newRules, probe, faults, tables, errorRateThresholdPct, stacks);
    }

    public Scenario withTreatments(List<TreatmentSpec> newTreatments) {
        return new Scenario(name, description, plan, target, path, measuredProcess, planProperties, topology,
                levels, warmup, duration, rounds, newTreatments, rules, probe, faults, tables, errorRateThresholdPct, stacks);
    }

    public Scenario withStacks(List<StackSpec> newStacks) {
        return new Scenario(name, description, plan, target, path, measuredProcess, planProperties, topology,
                levels, warmup, duration, rounds, treatments, rules, probe, faults, tables, errorRateThresholdPct, newStacks);
    }

    public Scenario withErrorRateThresholdPct(double newThreshold) {
        return new Scenario(name, description, plan, target, path, measuredProcess, planProperties, topology,
                levels, warmup, duration, rounds, treatments, rules, probe, faults, tables, newThreshold, stacks);
    }
}
