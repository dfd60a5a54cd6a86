package io.meshbench.results.gate;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.FolderConsistency;
import io.meshbench.results.comparison.Metric;
import io.meshbench.results.comparison.MetricComparison;
import io.meshbench.results.comparison.RoundsInterval;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a gate reads: the comparisons of a benchmark folder's report.json, and nothing else, so that a gate also
 * works on results made on another machine (only report.json needs to be copied).
 *
 * @param scenario    the scenario's name, as report.json gives it
 * @param comparisons one treatment against the baseline at one level, in report order
 */
public record GateInput(String scenario, List<Compared> comparisons) {

    /** report.json's CPU keys before {@code cpuCorePct}: % of one core, and % of the machine. */
    static final String LEGACY_CPU_CORE = "cpuCore";
    static final String LEGACY_CPU_MACHINE = "cpu";

    /**
     * One treatment at one level, its metrics by key (the records report.json was written from); {@code caveats}: the
     * report's flags that make its deltas doubtful (the machine was saturated or limited the load).
     */
    public record Compared(String treatment, String treatmentLabel, String level,
                           Map<String, MetricComparison> metrics, List<String> caveats) {

        public Compared(String treatment, String treatmentLabel, String level, Map<String, MetricComparison> metrics) {
            this(treatment, treatmentLabel, level, metrics, List.of());
        }
    }

    /** Reads {@code <folder>/report.json}; a missing or unreadable one is bad input naming the file. */
    public static GateInput read(Path folder) {
        Path file = BenchmarkFolderLayout.reportJson(folder);
        if (!Files.isDirectory(folder)) {
            throw new ResultsException(folder + ": " + io.meshbench.results.format.PathKind.missing(folder,
                    "results folder") + "; give a benchmark folder "
                    + "(results/<scenario>/<time>/) or any folder holding a report.json.");
        }
        if (!Files.isRegularFile(file)) {
            throw new ResultsException(file + ": missing; write it with `meshbench report " + folder + "` first.");
        }
        JsonNode root;
        try {
            root = StrictReader.jsonTree(file);
        } catch (ResultsException e) {
            throw new ResultsException(e.getMessage() + " Or rewrite it with `meshbench report " + folder + "`.", e);
        }
        if (root == null || !root.isObject() || !root.path("comparisons").isArray()) {
            throw new ResultsException(file + ": has no \"comparisons\" array; it is not a MeshBench report.json "
                    + "(rewrite it with `meshbench report " + folder + "`).");
        }
        List<Compared> comparisons = new ArrayList<>();
        int cores = root.path("environment").path("cores").asInt(0);
        for (JsonNode node : root.path("comparisons")) {
            comparisons.add(compared(node, file, cores, "comparisons[" + comparisons.size() + "]"));
        }
        if (comparisons.isEmpty()) {
            throw new ResultsException(file + ": compares no treatment with the baseline (no level has both), so "
                    + "there is nothing to gate; see its notes.");
        }
        return new GateInput(root.path("scenario").asText(""), List.copyOf(comparisons));
    }

    private static Compared compared(JsonNode node, Path file, int cores, String where) {
        Map<String, MetricComparison> metrics = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> metric : node.path("metrics").properties()) {
            metrics.put(metric.getKey(), StrictReader.convert(file, metric.getValue(), MetricComparison.class));
        }
        FolderConsistency.reportFigures(file, where, metrics); // a figure no run can give is refused, not gated
        withCpuOfOneCore(metrics, cores);
        String treatment = node.path("treatment").asText(null);
        String level = node.path("level").asText(null);
        if (treatment == null || level == null) {
            throw new ResultsException(file + ": a comparison without \"treatment\" or \"level\"; rewrite it with "
                    + "`meshbench report`.");
        }
        List<String> caveats = new ArrayList<>();
        if (node.path("machineSaturated").asBoolean(false)) {
            caveats.add("machine-saturated");
        }
        if (node.path("machineBusy").path("queueing").asBoolean(false)) {
            caveats.add("machine-queueing");
        }
        if (node.path("loadLimited").asBoolean(false)) {
            caveats.add("load-limited");
        }
        return new Compared(treatment, node.path("treatmentLabel").asText(treatment), level, metrics, List.copyOf(caveats));
    }

    /**
     * CPU in % of one core under its key, {@code cpuCorePct}, also in a report.json written before the key carried
     * its unit: there {@code cpuCore} was already % of one core, and {@code cpu} was % of the machine, converted with
     * the machine's cores when report.json names them (else left out: a budget on it is then "not checked", and
     * {@code meshbench report} rewrites report.json from the run folders).
     */
    private static void withCpuOfOneCore(Map<String, MetricComparison> metrics, int cores) {
        String key = Metric.CPU.key();
        if (metrics.containsKey(key)) {
            return;
        }
        if (metrics.containsKey(LEGACY_CPU_CORE)) {
            metrics.put(key, metrics.get(LEGACY_CPU_CORE));
        } else if (metrics.containsKey(LEGACY_CPU_MACHINE) && cores > 0) {
            MetricComparison machine = metrics.get(LEGACY_CPU_MACHINE);
            List<Double> roundDeltas = machine.roundDeltas() == null ? null
                    : machine.roundDeltas().stream().map(d -> times(d, cores)).toList();
            // the interval scales with its deltas: computed again from them (the A/A mark is not the gate's)
            metrics.put(key, new MetricComparison(key, machine.style(), times(machine.baseline(), cores),
                    times(machine.treated(), cores), times(machine.delta(), cores), times(machine.deltaMin(), cores),
                    times(machine.deltaMax(), cores), machine.pairedRounds(), machine.withinNoise(), machine.verdict(),
                    roundDeltas == null ? null : RoundsInterval.of(roundDeltas), null, roundDeltas,
                    machine.baselineText(), machine.treatedText(), machine.deltaText(), machine.cell()));
        }
    }

    private static Double times(Double value, int factor) {
        return value == null ? null : value * factor;
    }
}
