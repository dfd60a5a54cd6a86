package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.jtl.JtlReader.CsvReader;
import io.meshbench.results.report.Json;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceStatistics;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshbench stats}: the statistics of one JTL file (and its samples), as markdown or JSON on stdout. */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = "Statistics of one run: per label and in total (JMeter's summary figures, exact percentiles, "
                + "TPS over time), and the processes' resources when a samples file is given.")
public class StatsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<result.jtl>", description = "JMeter CSV results file, with header.")
    private Path jtl;

    @Option(names = "--samples", paramLabel = "<samples.jsonl>", description = "JVM resource samples (docs/formats.md).")
    private Path samples;

    @Option(names = "--warmup", paramLabel = "<duration>", defaultValue = "0s", converter = DurationConverter.class,
            description = "Trimmed from the start of the run, e.g. 30s (default: ${DEFAULT-VALUE}).")
    private Duration warmup;

    @Option(names = "--cooldown", paramLabel = "<duration>", defaultValue = "0s", converter = DurationConverter.class,
            description = "Trimmed from the end of the run (default: ${DEFAULT-VALUE}).")
    private Duration cooldown;

    @Mixin
    private FormatOption format;

    @Option(names = "--lenient", description = "Skip malformed rows and count them instead of stopping.")
    private boolean lenient;

    @Option(names = "--target-tps", paramLabel = "<tps>", converter = RateConverter.class, description = "The load the plan asked for: "
            + "reports achieved versus target and flags a run the machine limited.")
    private Double targetTps;

    @Option(names = "--csv-reader", defaultValue = "FAST", paramLabel = "fast|commons", hidden = true,
            converter = CsvReaderConverter.class, description = "CSV parser (for measurements).")
    private CsvReader csvReader;

    @Mixin
    private TemplateOptions templates;

    @Mixin
    private AnalysisChoices choices;

    public StatsCommand() {
        // picocli and the harness instantiate commands reflectively
    }

    @Override
    public Integer call() {
        return CommandOutcome.run(spec, this::run);
    }

    private int run() {
        AnalysisOptions options = choices.applyTo(new AnalysisOptions(warmup, cooldown, targetTps, lenient, csvReader));
        RunStatistics statistics = new RunAnalyzer(options).analyze(jtl);
        Map<String, Object> tree = Json.tree(statistics);
        if (samples != null) {
            Map<String, ProcessResources> resources = ResourceStatistics.of(samples, statistics.window().startMs(),
                    statistics.window().endMs());
            tree.put("resources", Json.tree(resources));
        }
        statistics.warnings().forEach(warning -> spec.commandLine().getErr().println("warning: " + warning));
        if (format.json()) {
            spec.commandLine().getOut().println(Json.write(tree));
        } else {
            spec.commandLine().getOut().print(templates.library()
                    .render("stats", Map.of("stats", tree)));
        }
        return ExitCode.OK;
    }

    static final class CsvReaderConverter implements picocli.CommandLine.ITypeConverter<CsvReader> {
        @Override
        public CsvReader convert(String value) {
            return CsvReader.valueOf(value.toUpperCase(java.util.Locale.ROOT));
        }
    }
}
