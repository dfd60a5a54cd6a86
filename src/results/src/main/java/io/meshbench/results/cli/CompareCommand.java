package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.report.FolderComparison;
import io.meshbench.results.report.Json;
import io.meshbench.results.report.ReportModel;
import io.meshbench.results.report.TemplateLibrary;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.OptionSpec;

/** {@code meshbench compare}: baseline / treated / delta tables for run folders given one by one. */
public final class CompareCommand extends DeclaredCommand {

    public static final String NAME = "compare";

    private final OptionSpec baseline = option(OptionSpec.builder("--baseline").type(List.class)
            .auxiliaryTypes(Path.class).required(true).paramLabel("<run folder>").description("A baseline run."));
    private final OptionSpec treated = option(OptionSpec.builder("--treated").type(List.class)
            .auxiliaryTypes(Path.class).required(true).paramLabel("<run folder>").description("A treated run."));
    private final OptionSpec tableNames = option(OptionSpec.builder("--template").type(List.class)
            .auxiliaryTypes(String.class).paramLabel("<table>").description("Table(s) to print (default: plugin, "
                    + "labels; shipped: plugin, component, memory, sidecar, summary, labels)."));
    private final TemplateOptions templates = new TemplateOptions(spec());
    private final OptionSpec warmup = option(OptionSpec.builder("--warmup").type(Duration.class)
            .paramLabel("<duration>").converters(new DurationConverter())
            .description("Trimmed from the start of each run whose run.json (and its benchmark's meta.json) gives "
                    + "no warmupSeconds; without it such a run is refused."));
    private final OptionSpec allowMixed = option(OptionSpec.builder("--allow-mixed").type(boolean.class)
            .description("Compare runs of different scenarios (run.json or meta.json) instead of refusing them."));
    private final FormatOption format = new FormatOption(spec());
    private final AnalysisChoices choices = new AnalysisChoices(spec());

    public CompareCommand() {
        super(NAME, "Baseline / treated / delta tables for run folders (runs/<treatment>/<level>/<round>/ or any "
                + "folder holding result.jtl, run.json, samples.jsonl). Several --baseline or --treated folders of "
                + "one treatment are its rounds.");
    }

    @Override
    int run() {
        List<String> named = tableNames.getValue();
        List<String> tables = named == null || named.isEmpty() ? List.of("plugin", "labels") : named;
        TemplateLibrary library = templates.library();
        tables.forEach(library::require);
        ReportModel model = FolderComparison.compare(baseline.getValue(), treated.getValue(), tables,
                choices.applyTo(AnalysisOptions.defaults()), Optional.ofNullable(warmup.getValue()),
                Boolean.TRUE.equals(allowMixed.getValue()));
        if (format.json()) {
            spec().commandLine().getOut().println(Json.write(model));
            return CommandOutcome.ofRuns(spec().qualifiedName(), model, spec().commandLine().getErr());
        }
        Map<String, Object> data = Map.of("report", Json.tree(model));
        for (String table : tables) {
            spec().commandLine().getOut().println(library.render(table, data));
        }
        model.notes().forEach(note -> spec().commandLine().getErr().println("note: " + note));
        return CommandOutcome.ofRuns(spec().qualifiedName(), model, spec().commandLine().getErr());
    }
}
