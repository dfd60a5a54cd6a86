package io.meshbench.results.api;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.PercentileDefinition;
import io.meshbench.results.report.BenchmarkReport;
import io.meshbench.results.report.TemplateLibrary;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;

/** The benchmark report: which tables a scenario may name, and writing report.md and report.json into a folder. */
public final class Reports {

    /** Templates that frame the report rather than being a table of it. */
    private static final Set<String> FRAMES = Set.of("report", "runs", "stats", "trend");

    private Reports() {
    }

    /** report.md as printed, and what the report warned about. */
    public record Written(String markdown, List<String> warnings) {
    }

    /** The tables a scenario's {@code tables} may name: the standard templates (./report-templates over the packaged ones). */
    public static SortedSet<String> tableNames() {
        SortedSet<String> available = TemplateLibrary.standard().available();
        available.removeAll(FRAMES);
        return available;
    }

    /** Whether {@code id} names a percentile definition ({@code nearest-rank}, {@code jmeter}). */
    public static boolean isPercentileDefinition(String id) {
        return PercentileDefinition.byId(id) != null;
    }

    /**
     * Writes the report of {@code benchmarkFolder} with the standard templates.
     *
     * @param percentiles a percentile definition's id, null for the default (nearest rank)
     */
    public static Written write(Path benchmarkFolder, String percentiles) {
        PercentileDefinition definition = percentiles == null ? PercentileDefinition.NEAREST_RANK
                : PercentileDefinition.byId(percentiles);
        BenchmarkReport.Outcome report = BenchmarkReport.write(benchmarkFolder, TemplateLibrary.standard(),
                AnalysisOptions.defaults().withPercentiles(definition));
        return new Written(report.markdown(), report.warnings());
    }
}
