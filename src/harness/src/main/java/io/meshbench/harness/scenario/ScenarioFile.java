package io.meshbench.harness.scenario;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A scenario file's top-level fields exactly as written (docs/scenarios.md): the one place the file's flat format is
 * spelled out, for Jackson, so that an unknown field is reported with every known one. {@link #toScenario} sorts the
 * fields into the scenario's parts, each of which applies its defaults.
 */
record ScenarioFile(
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
        Map<String, String> margins,
        Double errorRateThresholdPct,
        Integer warmupRequests,
        LoadModel loadModel,
        String openPlan,
        Boolean levelsShareDeployment,
        List<Workload> workloads,
        Duration coldWarmup,
        CapacityProbeSpec capacityProbe,
        Integer engines,
        List<String> engineHosts) {

    Scenario toScenario() {
        return new Scenario(name, description,
                new PlanSpec(plan, openPlan, loadModel, target, path, planProperties, measuredProcess,
                        new EngineSpec(engines == null ? 1 : engines, engineHosts)),
                topology,
                new LoadSpec(levels, workloads, warmup, coldWarmup, warmupRequests, duration, rounds, levelsShareDeployment),
                treatments, rules,
                new ChecksSpec(probe, faults, errorRateThresholdPct, capacityProbe),
                new ReportSpec(tables, margins));
    }
}
