package io.meshbench.results.cli;

import io.meshbench.results.trend.BenchmarkTrend;
import io.meshbench.results.trend.TrendOptions;
import io.meshbench.results.trend.TrendOutput;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code meshbench trend <folders...> --metric p99}: one figure across benchmarks, with its spread. */
public final class TrendCommand extends DeclaredCommand {

    public static final String NAME = "trend";

    private final PositionalParamSpec folders = parameter(PositionalParamSpec.builder().arity("1..*").required(true)
            .type(List.class).auxiliaryTypes(Path.class).paramLabel("<folder>").description("Benchmark folders "
                    + "(holding report.json) or page folders (holding page-plan.json and a subfolder per scenario)."));
    private final OptionSpec metric = option(OptionSpec.builder("--metric").type(String.class).required(true)
            .paramLabel("<key>").description("A report.json metric key, e.g. p99, metaspace, cpuCorePct (or cpu), "
                    + "cpuMsPerRequest (ms of CPU per request), heap, throughput."));
    private final OptionSpec treatment = option(OptionSpec.builder("--treatment").type(String.class)
            .paramLabel("<name>").description("The treatment (default: the only one the folders hold)."));
    private final OptionSpec level = option(OptionSpec.builder("--level").type(String.class)
            .paramLabel("<name>").description("The level (default: the only one the folders hold)."));
    private final OptionSpec by = option(OptionSpec.builder("--by").type(String.class).defaultValue("date")
            .paramLabel("date|release|folder").description("Order and name the points by the benchmark's date (its "
                    + "folder's name), the treatment's release (report.json agents) or the folders as given "
                    + "(default: date)."));
    private final OptionSpec scenario = option(OptionSpec.builder("--scenario").type(String.class)
            .paramLabel("<name>")
            .description("Only the folders of this scenario (e.g. one scenario of page folders)."));
    private final OptionSpec allowMixed = option(OptionSpec.builder("--allow-mixed").type(boolean.class)
            .description("Plot folders of different scenarios together instead of refusing them."));
    private final OptionSpec out = option(OptionSpec.builder("--out").type(Path.class)
            .paramLabel("<file.md|file.html>").description("Write the table (.md) or the table and its chart (.html) "
                    + "there instead of printing the table."));
    private final TemplateOptions templates = new TemplateOptions(spec());

    public TrendCommand() {
        super(NAME, "Plots one figure across benchmarks: per folder the treated - baseline delta of --metric with "
                + "its 95 %% interval (or range), read from its report.json, by date, release or folder. Prints a "
                + "markdown table, or writes it (.md) or it and an SVG chart (.html) to --out.");
    }

    @Override
    int run() {
        TrendOptions options = TrendOptions.parse(metric.getValue(), treatment.getValue(), level.getValue(),
                by.getValue(), Boolean.TRUE.equals(allowMixed.getValue()), scenario.getValue());
        Path outFile = out.getValue();
        TrendOutput.requireKnownKind(outFile);
        BenchmarkTrend trend = BenchmarkTrend.of(folders.getValue(), options);
        trend.notes().forEach(note -> spec().commandLine().getErr().println("note: " + note));
        if (outFile == null) {
            spec().commandLine().getOut().print(TrendOutput.markdown(trend, templates.library()));
        } else {
            TrendOutput.write(trend, templates.library(), outFile);
            spec().commandLine().getOut().println("trend: " + trend.points().size() + " point(s) of "
                    + trend.metric() + " written to " + outFile);
        }
        return ExitCode.OK;
    }
}
