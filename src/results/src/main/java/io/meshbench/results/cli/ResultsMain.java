package io.meshbench.results.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The results engine on its own ({@code java -cp meshbench-results.jar:... io.meshbench.results.cli.ResultsMain}),
 * for the benchmark script and for use without the harness; {@code meshbench} registers the same commands.
 */
@Command(name = "meshbench-results", mixinStandardHelpOptions = true,
        subcommands = {StatsCommand.class, CompareCommand.class, ReportCommand.class, PageCommand.class, TrendCommand.class},
        description = "JTL files and JVM samples to statistics, comparisons, reports, trends and the Sermant page.")
public final class ResultsMain {

    public static void main(String[] args) {
        System.exit(new CommandLine(new ResultsMain()).setParameterExceptionHandler(CommandOutcome::badOption)
                .execute(args));
    }
}
