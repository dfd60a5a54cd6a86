package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.jtl.JtlReader.CsvReader;
import io.meshbench.results.report.Json;
import io.meshbench.results.ResultsException;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceStatistics;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code meshbench stats}: the statistics of one JTL file (and its samples), as markdown or JSON on stdout. */
public final class StatsCommand extends DeclaredCommand {

    public static final String NAME = "stats";

    private final PositionalParamSpec jtl = parameter(PositionalParamSpec.builder().index("0").arity("1")
            .required(true).type(Path.class).paramLabel("<result.jtl>")
            .description("JMeter CSV results file, with header."));
    private final OptionSpec samples = option(OptionSpec.builder("--samples").type(Path.class)
            .paramLabel("<samples.jsonl>").description("JVM resource samples (docs/formats.md)."));
    private final OptionSpec warmup = option(OptionSpec.builder("--warmup").type(Duration.class)
            .paramLabel("<duration>").defaultValue("0s").converters(new DurationConverter())
            .description("Trimmed from the start of the run, e.g. 30s (default: ${DEFAULT-VALUE})."));
    private final OptionSpec cooldown = option(OptionSpec.builder("--cooldown").type(Duration.class)
            .paramLabel("<duration>").defaultValue("0s").converters(new DurationConverter())
            .description("Trimmed from the end of the run (default: ${DEFAULT-VALUE})."));
    private final FormatOption format = new FormatOption(spec());
    private final OptionSpec lenient = option(OptionSpec.builder("--lenient").type(boolean.class)
            .description("Skip malformed rows and count them instead of stopping."));
    private final OptionSpec targetTps = option(OptionSpec.builder("--target-tps").type(Double.class)
            .paramLabel("<tps>").converters(new RateConverter())
            .description("The load the plan asked for: reports achieved versus target and flags a run the machine "
                    + "limited."));
    private final OptionSpec csvReader = option(OptionSpec.builder("--csv-reader").type(CsvReader.class)
            .paramLabel("fast|commons").defaultValue("FAST").hidden(true).converters(new CsvReaderConverter())
            .description("CSV parser (for measurements)."));
    private final TemplateOptions templates = new TemplateOptions(spec());
    private final AnalysisChoices choices = new AnalysisChoices(spec());

    public StatsCommand() {
        super(NAME, "Statistics of one run: per label and in total (JMeter's summary figures, exact percentiles, "
                + "TPS over time), and the processes' resources when a samples file is given.");
    }

    @Override
    int run() {
        AnalysisOptions options = choices.applyTo(new AnalysisOptions(warmup.getValue(), cooldown.getValue(),
                targetTps.getValue(), Boolean.TRUE.equals(lenient.getValue()), csvReader.getValue()));
        RunStatistics statistics = new RunAnalyzer(options).analyze(jtl.getValue());
        Map<String, Object> tree = Json.tree(statistics);
        Path samplesFile = samples.getValue();
        if (samplesFile != null) {
            Map<String, ProcessResources> resources = ResourceStatistics.of(samplesFile,
                    statistics.window().startMs(), statistics.window().endMs());
            if (resources.isEmpty()) {
                // the table would be left out in silence: the samples of another run, or of another clock
                throw new ResultsException(samplesFile + ": no sample in the measured window of " + jtl.getValue() + " ("
                        + statistics.window().startMs() + ".." + statistics.window().endMs()
                        + " ms since the epoch); give the samples.jsonl written beside that result.jtl.");
            }
            tree.put("resources", Json.tree(resources));
        }
        statistics.warnings().forEach(warning -> spec().commandLine().getErr().println("warning: " + warning));
        if (format.json()) {
            spec().commandLine().getOut().println(Json.write(tree));
        } else {
            spec().commandLine().getOut().print(templates.library().render("stats", Map.of("stats", tree)));
        }
        return ExitCode.OK;
    }

    static final class CsvReaderConverter implements ITypeConverter<CsvReader> {
        @Override
        public CsvReader convert(String value) {
            return CsvReader.valueOf(value.toUpperCase(Locale.ROOT));
        }
    }
}
