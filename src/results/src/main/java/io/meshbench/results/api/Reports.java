package io.meshbench.results.api;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.PercentileDefinition;
import io.meshbench.results.comparison.Margins;
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
        return write(benchmarkFolder, percentiles, null, false);
    }

    /**
     * The same, judged against {@code margins} (as {@code report --margins} takes them, over the scenario's in
     * meta.json; null for none) and with {@code fdr} under Benjamini–Hochberg control across the report's cells.
     *
     * @throws io.meshbench.results.ResultsException when {@code margins} is not valid (one line naming the entry)
     */
    public static Written write(Path benchmarkFolder, String percentiles, String margins, boolean fdr) {
        PercentileDefinition definition = percentiles == null ? PercentileDefinition.NEAREST_RANK
                : PercentileDefinition.byId(percentiles);
        Margins judged;
        try {
            judged = Margins.parse(margins, "--margins");
        } catch (IllegalArgumentException e) {
            throw new io.meshbench.results.ResultsException(e.getMessage() + ".");
        }
        BenchmarkReport.Outcome report = BenchmarkReport.write(benchmarkFolder, TemplateLibrary.standard(),
                AnalysisOptions.defaults().withPercentiles(definition), judged, fdr);
        return new Written(report.markdown(), report.warnings());
    }

    /**
     * What is wrong with one margin a scenario file sets ({@code figure: value}, e.g. {@code p90: 3%}), null when it is
     * a valid one: the sentence names the figure and what to write instead.
     */
    public static String marginProblem(String figure, String value) {
        try {
            Margins.parse(figure + "=" + value, "margins");
            return null;
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            return message.startsWith("margins: ") ? message.substring("margins: ".length()) : message;
        }
    }
}
