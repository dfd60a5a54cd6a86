package io.meshbench.results.trend;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.gate.GateInput;
import java.io.IOException;
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

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static TrendSource read(Path folder) {
        GateInput input = GateInput.read(folder); // every problem with the file named once, as the gate names it
        Map<String, String> versions = new LinkedHashMap<>();
        try {
            for (JsonNode agent : MAPPER.readTree(BenchmarkFolderLayout.reportJson(folder).toFile()).path("agents")) {
                if (agent.hasNonNull("treatment") && agent.hasNonNull("version")) {
                    versions.put(agent.get("treatment").asText(), agent.get("version").asText());
                }
            }
        } catch (IOException e) {
            throw new ResultsException(BenchmarkFolderLayout.reportJson(folder) + ": cannot be read (" + e.getMessage()
                    + ").");
        }
        return new TrendSource(folder, input.scenario(), input.comparisons(), Map.copyOf(versions));
    }
}
