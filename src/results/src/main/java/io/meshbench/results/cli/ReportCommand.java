package io.meshbench.results.cli;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.comparison.Margins;
import io.meshbench.results.report.BenchmarkReport;
import java.nio.file.Path;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code meshbench report}: the report of one benchmark folder, written into it and printed. */
public final class ReportCommand extends DeclaredCommand {

    public static final String NAME = "report";

    private final PositionalParamSpec folder = parameter(PositionalParamSpec.builder().index("0").arity("1")
            .required(true).type(Path.class).paramLabel("<results folder>").description("The benchmark folder."));
    private final TemplateOptions templates = new TemplateOptions(spec());
    private final AnalysisChoices choices = new AnalysisChoices(spec());
    private final OptionSpec margins = option(OptionSpec.builder("--margins").type(String.class)
            .paramLabel("<figure=margin,...>")
            .description("Margins over the defaults, e.g. \"p90=3%%,heap=5MB,cpu=0.05ms\" (docs/results-engine.md)."));
    private final OptionSpec fdr = option(OptionSpec.builder("--fdr").type(boolean.class)
            .description("Benjamini-Hochberg control of the false discovery rate at 5 %% across the report's cells."));

    public ReportCommand() {
        super(NAME, "Analyses every run of a benchmark folder (results/<scenario>/<time>/, laid out as "
                + "docs/formats.md says), compares each treatment with the baseline, writes report.md and "
                + "report.json into the folder and prints report.md.");
    }

    @Override
    int run() {
        Margins judged;
        try {
            judged = Margins.parse(margins.getValue(), "--margins");
        } catch (IllegalArgumentException e) {
            throw new ResultsException(e.getMessage() + ".");
        }
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(folder.getValue(), templates.library(),
                choices.applyTo(AnalysisOptions.defaults()), judged, Boolean.TRUE.equals(fdr.getValue()));
        outcome.warnings().forEach(warning -> spec().commandLine().getErr().println("warning: " + warning));
        spec().commandLine().getOut().print(outcome.markdown());
        return CommandOutcome.ofRuns(spec().qualifiedName(), outcome.model(), spec().commandLine().getErr());
    }
}
