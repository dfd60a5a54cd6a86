package io.meshbench.harness.scenario;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

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
        Integer warmupRequests,
        LoadModel loadModel,
        String openPlan,
        Boolean levelsShareDeployment,
        List<Workload> workloads,
        Duration coldWarmup,
        CapacityProbeSpec capacityProbe) {

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
        warmupRequests = warmupRequests == null ? 0 : warmupRequests;
        loadModel = loadModel == null ? LoadModel.CLOSED : loadModel;
        levelsShareDeployment = levelsShareDeployment != null && levelsShareDeployment;
        workloads = workloads == null ? List.of() : List.copyOf(workloads);
        coldWarmup = coldWarmup == null || coldWarmup.isZero() ? null : coldWarmup; // 0s: none
        capacityProbe = capacityProbe == null ? CapacityProbeSpec.defaults() : capacityProbe;
    }

    /**
     * The levels the runs use: the scenario's levels, or with workloads every level on every workload
     * ({@code mariadb-insert-50u-1000tps}, ...), workload by workload.
     */
    public List<Level> runLevels() {
        if (workloads.isEmpty()) {
            return levels;
        }
        List<Level> expanded = new java.util.ArrayList<>();
        levels.stream().filter(Level::atRest).forEach(expanded::add); // no load: the same whatever the workload
        for (Workload workload : workloads) {
            for (Level level : levels) {
                if (!level.atRest()) {
                    expanded.add(level.onWorkload(workload));
                }
            }
        }
        return List.copyOf(expanded);
    }

    /** The plan JMeter runs: {@code openPlan} under the open model, {@code plan} under the closed one. */
    public Path planFile() {
        return Path.of(loadModel == LoadModel.OPEN && openPlan != null ? openPlan : plan);
    }

    /**
     * The warm-up at {@code level}: {@code warmup}, or longer when {@code warmupRequests} at the level's rate take
     * longer (a fixed number of seconds leaves the JIT unsettled at low rates: measured here, after 30 s at 100 TPS a
     * trivial request still cost 2.2 ms of CPU, after 60 s at 383 TPS 0.6 ms).
     */
    public Duration warmupAt(Level level) {
        if (warmupRequests == 0 || level.atRest() || !level.isResolved()) {
            return warmup;
        }
        Duration byCount = Duration.ofSeconds((warmupRequests + level.targetTps() - 1) / level.targetTps());
        return byCount.compareTo(warmup) > 0 ? byCount : warmup;
    }

    /**
     * The warm-up of a run that starts on a fresh deployment, whose JVMs have not yet served any load: the level's
     * warm-up ({@link #warmupAt}), or {@code coldWarmup} when that is longer. Measured here, on 2 cores the first level
     * on a fresh router deployment was still speeding up 3 minutes in (50 users: 247 TPS in the first 15 s, 912 after
     * 3 minutes), while a later level on the same, warmed JVMs settles within the usual warm-up. An at-rest level
     * (no load) keeps its own quiet period.
     */
    public Duration coldWarmupAt(Level level) {
        Duration warm = warmupAt(level);
        return coldWarmup == null || level.atRest() || coldWarmup.compareTo(warm) <= 0 ? warm : coldWarmup;
    }

    /** The measured window at {@code level}: its own {@code duration} when it has one, else the scenario's. */
    public Duration durationAt(Level level) {
        return level.duration() != null ? level.duration() : duration;
    }

    /** The treatment every other is compared with: the first of kind baseline. */
    public TreatmentSpec baseline() {
        return treatments.stream().filter(TreatmentSpec::isBaseline).findFirst().orElseThrow();
    }

    public Optional<TreatmentSpec> treatment(String treatmentName) {
        return treatments.stream().filter(t -> t.name().equals(treatmentName)).findFirst();
    }

    /** JMeter's run time per run at the scenario's warm-up: warm-up plus the measured window. */
    public Duration loadTime() {
        return warmup.plus(duration);
    }

    public Scenario withLoad(List<Level> newLevels, Duration newWarmup, Duration newDuration, int newRounds) {
        return edit(copy -> {
            copy.levels = newLevels;
            copy.warmup = newWarmup;
            copy.duration = newDuration;
            copy.rounds = newRounds;
        });
    }

    public Scenario withFiles(String newPlan, String newOpenPlan, Map<String, RuleSpec> newRules) {
        return edit(copy -> {
            copy.plan = newPlan;
            copy.openPlan = newOpenPlan;
            copy.rules = newRules;
        });
    }

    public Scenario withTopology(Topology newTopology) {
        return edit(copy -> copy.topology = newTopology);
    }

    public Scenario withTreatments(List<TreatmentSpec> newTreatments) {
        return edit(copy -> copy.treatments = newTreatments);
    }

    public Scenario withLevels(List<Level> newLevels) {
        return edit(copy -> copy.levels = newLevels);
    }

    public Scenario withLoadModel(LoadModel newModel, boolean newLevelsShareDeployment) {
        return edit(copy -> {
            copy.loadModel = newModel;
            copy.levelsShareDeployment = newLevelsShareDeployment;
        });
    }

    public Scenario withWarmupRequests(int newWarmupRequests) {
        return edit(copy -> copy.warmupRequests = newWarmupRequests);
    }

    public Scenario withWorkloads(List<Workload> newWorkloads) {
        return edit(copy -> copy.workloads = newWorkloads);
    }

    public Scenario withFaults(List<FaultSpec> newFaults) {
        return edit(copy -> copy.faults = newFaults);
    }

    public Scenario withColdWarmup(Duration newColdWarmup) {
        return edit(copy -> copy.coldWarmup = newColdWarmup);
    }

    /** This scenario with the capacity probe bounded by {@code newCapacityProbe}. */
    public Scenario withCapacityProbe(CapacityProbeSpec newCapacityProbe) {
        return edit(copy -> copy.capacityProbe = newCapacityProbe);
    }

    public Scenario withErrorRateThresholdPct(double newThreshold) {
        return edit(copy -> copy.errorRateThresholdPct = newThreshold);
    }

    /** This scenario with the components {@code change} sets replaced, through the canonical constructor again. */
    private Scenario edit(Consumer<Components> change) {
        Components copy = new Components(this);
        change.accept(copy);
        return copy.toScenario();
    }

    /**
     * A scenario's components as fields, so that each {@code with…} method names only the ones it changes: the one
     * place besides the record header that lists them all.
     */
    private static final class Components {
        String name;
        String description;
        String plan;
        String target;
        String path;
        String measuredProcess;
        Map<String, String> planProperties;
        Topology topology;
        List<Level> levels;
        Duration warmup;
        Duration duration;
        Integer rounds;
        List<TreatmentSpec> treatments;
        Map<String, RuleSpec> rules;
        ProbeSpec probe;
        List<FaultSpec> faults;
        List<String> tables;
        Double errorRateThresholdPct;
        Integer warmupRequests;
        LoadModel loadModel;
        String openPlan;
        Boolean levelsShareDeployment;
        List<Workload> workloads;
        Duration coldWarmup;
        CapacityProbeSpec capacityProbe;

        Components(Scenario scenario) {
            name = scenario.name;
            description = scenario.description;
            plan = scenario.plan;
            target = scenario.target;
            path = scenario.path;
            measuredProcess = scenario.measuredProcess;
            planProperties = scenario.planProperties;
            topology = scenario.topology;
            levels = scenario.levels;
            warmup = scenario.warmup;
            duration = scenario.duration;
            rounds = scenario.rounds;
            treatments = scenario.treatments;
            rules = scenario.rules;
            probe = scenario.probe;
            faults = scenario.faults;
            tables = scenario.tables;
            errorRateThresholdPct = scenario.errorRateThresholdPct;
            warmupRequests = scenario.warmupRequests;
            loadModel = scenario.loadModel;
            openPlan = scenario.openPlan;
            levelsShareDeployment = scenario.levelsShareDeployment;
            workloads = scenario.workloads;
            coldWarmup = scenario.coldWarmup;
            capacityProbe = scenario.capacityProbe;
        }

        Scenario toScenario() {
            return new Scenario(name, description, plan, target, path, measuredProcess, planProperties, topology, levels,
                    warmup, duration, rounds, treatments, rules, probe, faults, tables, errorRateThresholdPct,
                    warmupRequests, loadModel, openPlan, levelsShareDeployment, workloads, coldWarmup, capacityProbe);
        }
    }
}
