package io.meshbench.results.cli;

import io.meshbench.results.trend.BenchmarkTrend;
import io.meshbench.results.trend.TrendOptions;
import io.meshbench.results.trend.TrendOutput;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshbench trend <folders...> --metric p99}: one figure across benchmarks, with its spread. */
@Command(name = "trend", mixinStandardHelpOptions = true,
        description = "Plots one figure across benchmarks: per folder the treated - baseline delta of --metric with "
                + "its 95 %% interval (or range), read from its report.json, by date, release or folder. Prints a "
                + "markdown table, or writes it (.md) or it and an SVG chart (.html) to --out.")
public class TrendCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<folder>", description = "Benchmark folders (holding report.json) or "
            + "page folders (holding page-plan.json and a subfolder per scenario).")
    private List<Path> folders;

    @Option(names = "--metric", required = true, paramLabel = "<key>", description = "A report.json metric key, e.g. "
            + "p99, metaspace, cpuCorePct (or cpu), heap, throughput.")
    private String metric;

    @Option(names = "--treatment", paramLabel = "<name>", description = "The treatment (default: the only one the folders hold).")
    private String treatment;

    @Option(names = "--level", paramLabel = "<name>", description = "The level (default: the only one the folders hold).")
    private String level;

    @Option(names = "--by", paramLabel = "date|release|folder", description = "Order and name the points by the "
            + "benchmark's date (its folder's name), the treatment's release (report.json agents) or the folders as given (default: date).")
    private String by = "date";

    @Option(names = "--scenario", paramLabel = "<name>", description = "Only the folders of this scenario (e.g. one "
            + "scenario of page folders).")
    private String scenario;

    @Option(names = "--allow-mixed", description = "Plot folders of different scenarios together instead of refusing them.")
    private boolean allowMixed;

    @Option(names = "--out", paramLabel = "<file.md|file.html>", description = "Write the table (.md) or the table "
            + "and its chart (.html) there instead of printing the table.")
    private Path out;

    @Mixin
    private TemplateOptions templates;

    public TrendCommand() {
        // picocli and the harness instantiate commands reflectively
    }

    @Override
    public Integer call() {
        return CommandOutcome.run(spec, this::run);
    }

    private int run() {
        TrendOptions options = TrendOptions.parse(metric, treatment, level, by, allowMixed, scenario);
        TrendOutput.requireKnownKind(out);
        BenchmarkTrend trend = BenchmarkTrend.of(folders, options);
        if (out == null) {
            spec.commandLine().getOut().print(TrendOutput.markdown(trend, templates.library()));
        } else {
            TrendOutput.write(trend, templates.library(), out);
            spec.commandLine().getOut().println("trend: " + trend.points().size() + " point(s) of " + trend.metric()
                    + " written to " + out);
        }
        return ExitCode.OK;
    }
}
