package io.meshbench.harness.benchmark;

import io.meshbench.results.format.MetaJson;
import io.meshbench.harness.machine.ImageSizes;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.scenario.Workload;
import io.meshbench.harness.treatment.AgentInfo;
import io.meshbench.harness.treatment.Treatment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/** Builds meta.json at the benchmark root ({@link MetaJson}, docs/formats.md): what was compared, on what, how to repeat it. */
final class MetaRecord {

    private MetaRecord() {
    }

    /** The idle report's table: its scenarios also record docker/'s image sizes (issue 38, docs/idle.md). */
    static final String IDLE_TABLE = "idle";

    static MetaJson of(Scenario scenario, Map<String, Treatment> treatments, MachineEnvironment machine,
                       String jmeterVersion, String command) {
        return of(scenario, treatments, machine, jmeterVersion, command, ImageSizes::describe);
    }

    /** The same, the image sizes measured by {@code imageSizes} (run for an idle scenario only). */
    static MetaJson of(Scenario scenario, Map<String, Treatment> treatments, MachineEnvironment machine,
                       String jmeterVersion, String command, Supplier<String> imageSizes) {
        List<MetaJson.Treatment> treatmentList = new ArrayList<>();
        for (TreatmentSpec spec : scenario.treatments()) {
            treatmentList.add(new MetaJson.Treatment(spec.name(), spec.label(), spec.kind().name().toLowerCase(Locale.ROOT),
                    nullIfEmpty(spec.plugins()), nullIfEmpty(spec.rules()), spec.changesTopology(),
                    spec.note().isBlank() ? null : spec.note(), spec.injected().isEmpty() ? null : spec.injected(),
                    spec.releaseOf().isEmpty() ? null : spec.releaseOf()));
        }
        List<MetaJson.Level> levels = levels(scenario);
        Map<String, Object> environment = new LinkedHashMap<>();
        environment.put("jdk", machine.jdk());
        environment.put("cpu", machine.cpu());
        environment.put("cores", machine.cores());
        environment.put("jmeter", jmeterVersion);
        environment.put("gitRevision", machine.gitRevision());
        if (scenario.report().tables().contains(IDLE_TABLE)) {
            environment.put("images", imageSizes.get());
        }
        List<MetaJson.Agent> agents = new ArrayList<>();
        treatments.forEach((name, treatment) -> treatment.agentInfo().ifPresent(agent -> agents.add(agentEntry(name, agent))));
        return new MetaJson(scenario.name(), scenario.description(), scenario.baseline().name(), treatmentList, levels,
                scenario.load().warmup(), scenario.load().duration().toSeconds(), scenario.load().rounds(), load(scenario, null),
                scenario.report().tables(), environment, agents, command, scenario.report().marginsText());
    }

    /** {@code meta} once the capacity probe has resolved the scenario's capacity-relative levels. */
    static MetaJson withCapacity(MetaJson meta, Scenario resolved, MetaJson.Capacity capacity) {
        return meta.withLoad(load(resolved, capacity), levels(resolved));
    }

    /** Levels as meta.json holds them: a capacity-relative one without a target until the probe resolved it. */
    private static List<MetaJson.Level> levels(Scenario scenario) {
        List<MetaJson.Level> levels = new ArrayList<>();
        for (Level level : scenario.load().runLevels()) {
            levels.add(new MetaJson.Level(level.name(), level.atRest() ? null : level.users(),
                    level.isResolved() && !level.atRest() ? (double) level.targetTps() : null, level.capacityPct()));
        }
        return levels;
    }

    private static MetaJson.Load load(Scenario scenario, MetaJson.Capacity capacity) {
        return new MetaJson.Load(scenario.plan().loadModel().id(), scenario.plan().loadModel().description(),
                scenario.load().warmupRequests() == 0 ? null : scenario.load().warmupRequests(), scenario.load().levelsShareDeployment(),
                scenario.topology().startTogether(), capacity,
                nullIfEmpty(scenario.load().workloads().stream().map(Workload::name).toList()),
                scenario.load().coldWarmup());
    }

    private static List<String> nullIfEmpty(List<String> list) {
        return list.isEmpty() ? null : list;
    }

    private static MetaJson.Agent agentEntry(String treatment, AgentInfo agent) {
        return new MetaJson.Agent(treatment, agent.name(), agent.version(), agent.sha256());
    }
}
