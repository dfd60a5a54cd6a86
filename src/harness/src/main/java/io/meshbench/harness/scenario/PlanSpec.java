package io.meshbench.harness.scenario;

import java.nio.file.Path;
import java.util.Map;

/**
 * The JMeter plan a scenario runs and where its load goes: the closed-model plan ({@code plan}), the open-model one
 * ({@code openPlan}) and which of them runs ({@code loadModel}), the process JMeter loads ({@code target}) at
 * {@code path}, the plan's {@code -J} properties, and the process whose cost is the measured one.
 *
 * @param measuredProcess null: the target
 * @param engines         the independent JMeter processes that run it ({@link EngineSpec#ONE} by default)
 */
public record PlanSpec(String closedPlan, String openPlan, LoadModel loadModel, String target, String path,
                       Map<String, String> properties, String measuredProcess, EngineSpec engines) {

    public PlanSpec(String closedPlan, String openPlan, LoadModel loadModel, String target, String path,
                    Map<String, String> properties, String measuredProcess) {
        this(closedPlan, openPlan, loadModel, target, path, properties, measuredProcess, null);
    }

    public PlanSpec {
        engines = engines == null ? EngineSpec.ONE : engines;
        loadModel = loadModel == null ? LoadModel.CLOSED : loadModel;
        path = path == null || path.isBlank() ? "/" : path;
        properties = properties == null ? Map.of() : Map.copyOf(properties);
    }

    /** The plan JMeter runs: {@code openPlan} under the open model, {@code plan} under the closed one. */
    public Path file() {
        return Path.of(loadModel == LoadModel.OPEN && openPlan != null ? openPlan : closedPlan);
    }

    /** These plans at the paths given (made absolute by the loader). */
    public PlanSpec withFiles(String newClosedPlan, String newOpenPlan) {
        return new PlanSpec(newClosedPlan, newOpenPlan, loadModel, target, path, properties, measuredProcess, engines);
    }

    public PlanSpec withLoadModel(LoadModel newModel) {
        return new PlanSpec(closedPlan, openPlan, newModel, target, path, properties, measuredProcess, engines);
    }
}
