package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.report.BenchmarkReport;
import java.nio.file.Path;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code meshbench report}: the report of one benchmark folder, written into it and printed. */
public final class ReportCommand extends DeclaredCommand {

    public static final String NAME = "report";

    private final PositionalParamSpec folder = parameter(PositionalParamSpec.builder().index("0").arity("1")
            .required(true).type(Path.class).paramLabel("<results folder>").description("The benchmark folder."));
    private final TemplateOptions templates = new TemplateOptions(spec());
    private final AnalysisChoices choices = new AnalysisChoices(spec());

    public ReportCommand() {
        super(NAME, "Analyses every run of a benchmark folder (results/<scenario>/<time>/, laid out as "
                + "docs/formats.md says), compares each treatment with the baseline, writes report.md and "
                + "report.json into the folder and prints report.md.");
    }

    @Override
    int run() {
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(folder.getValue(), templates.library(),
                choices.applyTo(AnalysisOptions.defaults()));
        outcome.warnings().forEach(warning -> spec().commandLine().getErr().println("warning: " + warning));
        spec().commandLine().getOut().print(outcome.markdown());
        return CommandOutcome.ofRuns(spec().qualifiedName(), outcome.model(), spec().commandLine().getErr());
    }
}
