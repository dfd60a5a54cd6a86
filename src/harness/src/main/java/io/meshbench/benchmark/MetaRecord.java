package io.meshbench.benchmark;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.meshbench.scenario.Level;
import io.meshbench.scenario.Scenario;
import io.meshbench.scenario.TreatmentSpec;
import io.meshbench.treatment.AgentInfo;
import io.meshbench.treatment.Treatment;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The content of meta.json at the benchmark root (docs/formats.md): what was compared, on what, and how to repeat it. */
@JsonPropertyOrder({"scenario", "description", "baseline", "treatments", "levels", "warmupSeconds", "durationSeconds",
        "rounds", "tables", "environment", "agents", "command"})
public record MetaRecord(
        String scenario,
        String description,
        String baseline,
        List<Map<String, Object>> treatments,
        List<Map<String, Object>> levels,
        long warmupSeconds,
        long durationSeconds,
        int rounds,
        List<String> tables,
        Map<String, Object> environment,
        List<Map<String, String>> agents,
        String command) {

    static MetaRecord of(Scenario scenario, Map<String, Treatment> treatments, MachineEnvironment machine,
                         String jmeterVersion, String command) {
        List<Map<String, Object>> treatmentList = new ArrayList<>();
        for (TreatmentSpec spec : scenario.treatments()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("name", spec.name());
            entry.put("label", spec.label());
            entry.put("kind", spec.kind().name().toLowerCase(java.util.Locale.ROOT));
            if (!spec.plugins().isEmpty()) {
                entry.put("plugins", spec.plugins());
            }
            if (!spec.rules().isEmpty()) {
                entry.put("rules", spec.rules());
            }
            entry.put("changesTopology", spec.changesTopology());
            if (!spec.note().isBlank()) {
                entry.put("note", spec.note());
            }
            treatmentList.add(entry);
        }
        List<Map<String, Object>> levels = new ArrayList<>();
        for (Level level : scenario.levels()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("name", level.name());
            entry.put("users", level.users());
            entry.put("targetTps", level.targetTps());
            levels.add(entry);
        }
        Map<String, Object> environment = new LinkedHashMap<>();
        environment.put("jdk", machine.jdk());
        environment.put("cpu", machine.cpu());
        environment.put("cores", machine.cores());
        environment.put("jmeter", jmeterVersion);
        environment.put("gitRevision", machine.gitRevision());
        List<Map<String, String>> agents = new ArrayList<>();
        treatments.forEach((name, treatment) -> treatment.agentInfo().ifPresent(agent -> agents.add(agentEntry(name, agent))));
        return new MetaRecord(scenario.name(), scenario.description(), scenario.baseline().name(), treatmentList, levels,
                scenario.warmup().toSeconds(), scenario.duration().toSeconds(), scenario.rounds(), scenario.tables(),
                environment, agents, command);
    }

    private static Map<String, String> agentEntry(String treatment, AgentInfo agent) {
        Map<String, String> entry = new LinkedHashMap<>();
        entry.put("treatment", treatment);
        entry.put("name", agent.name());
        entry.put("version", agent.version());
        entry.put("sha256", agent.sha256());
        return entry;
    }
}
