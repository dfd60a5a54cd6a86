package io.meshbench.results.trend;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.StrictReader;
import io.meshbench.results.gate.GateInput;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One benchmark as a trend reads it, from its report.json alone (so folders copied from other machines or nightly
 * jobs work): its scenario, its comparisons with the baseline (read as {@code meshbench gate} reads them) and the
 * agent version recorded per treatment (report.json {@code agents}).
 */
record TrendSource(Path folder, String scenario, List<GateInput.Compared> comparisons, Map<String, String> versions) {

    static TrendSource read(Path folder) {
        GateInput input = GateInput.read(folder); // every problem with the file named once, as the gate names it
        Map<String, String> versions = new LinkedHashMap<>();
        for (JsonNode agent : StrictReader.jsonTree(BenchmarkFolderLayout.reportJson(folder)).path("agents")) {
            if (agent.hasNonNull("treatment") && agent.hasNonNull("version")) {
                versions.put(agent.get("treatment").asText(), agent.get("version").asText());
            }
        }
        return new TrendSource(folder, input.scenario(), input.comparisons(), Map.copyOf(versions));
    }
}
