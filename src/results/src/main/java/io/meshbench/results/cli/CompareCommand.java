package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.report.FolderComparison;
import io.meshbench.results.report.Json;
import io.meshbench.results.report.ReportModel;
import io.meshbench.results.report.TemplateLibrary;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code meshbench compare}: baseline / treated / delta tables for run folders given one by one. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Baseline / treated / delta tables for run folders (runs/<treatment>/<level>/<round>/ or any "
                + "folder holding result.jtl, run.json, samples.jsonl). Several --baseline or --treated folders of "
                + "one treatment are its rounds.")
public class CompareCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--baseline", required = true, paramLabel = "<run folder>", description = "A baseline run.")
    private List<Path> baseline;

    @Option(names = "--treated", required = true, paramLabel = "<run folder>", description = "A treated run.")
    private List<Path> treated;

    @Option(names = "--template", paramLabel = "<table>", description = "Table(s) to print (default: plugin, labels; "
            + "shipped: plugin, component, memory, sidecar, summary, labels).")
    private List<String> tableNames = new ArrayList<>();

    @Mixin
    private TemplateOptions templates;

    @Option(names = "--warmup", paramLabel = "<duration>", converter = DurationConverter.class,
            description = "Trimmed from the start of each run whose run.json (and its benchmark's meta.json) gives "
                    + "no warmupSeconds; without it such a run is refused.")
    private Duration warmup;

    @Mixin
    private FormatOption format;

    @Mixin
    private AnalysisChoices choices;

    public CompareCommand() {
        // picocli and the harness instantiate commands reflectively
    }

    @Override
    public Integer call() {
        return CommandOutcome.run(spec, this::run);
    }

    private int run() {
        List<String> tables = tableNames.isEmpty() ? List.of("plugin", "labels") : tableNames;
        TemplateLibrary library = templates.library();
        tables.forEach(library::require);
        ReportModel model = FolderComparison.compare(baseline, treated, tables, choices.applyTo(AnalysisOptions.defaults()),
                Optional.ofNullable(warmup));
        if (format.json()) {
            spec.commandLine().getOut().println(Json.write(model));
            return CommandOutcome.ofRuns(spec.qualifiedName(), model, spec.commandLine().getErr());
        }
        Map<String, Object> data = Map.of("report", Json.tree(model));
        for (String table : tables) {
            spec.commandLine().getOut().println(library.render(table, data));
        }
        model.notes().forEach(note -> spec.commandLine().getErr().println("note: " + note));
        return CommandOutcome.ofRuns(spec.qualifiedName(), model, spec.commandLine().getErr());
    }
}
