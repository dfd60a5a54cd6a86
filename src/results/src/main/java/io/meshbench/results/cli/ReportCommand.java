package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.report.BenchmarkReport;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshbench report}: the report of one benchmark folder, written into it and printed. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Analyses every run of a benchmark folder (results/<scenario>/<time>/, laid out as "
                + "docs/formats.md says), compares each treatment with the baseline, writes report.md and "
                + "report.json into the folder and prints report.md.")
public class ReportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<results folder>", description = "The benchmark folder.")
    private Path folder;

    @Mixin
    private TemplateOptions templates;

    @Mixin
    private AnalysisChoices choices;

    public ReportCommand() {
        // picocli and the harness instantiate commands reflectively
    }

    @Override
    public Integer call() {
        return CommandOutcome.run(spec, this::run);
    }

    private int run() {
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(folder, templates.library(),
                choices.applyTo(AnalysisOptions.defaults()));
        outcome.warnings().forEach(warning -> spec.commandLine().getErr().println("warning: " + warning));
        spec.commandLine().getOut().print(outcome.markdown());
        return CommandOutcome.ofRuns(spec.qualifiedName(), outcome.model(), spec.commandLine().getErr());
    }
}
