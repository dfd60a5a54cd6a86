package io.meshbench.results.cli;

import picocli.CommandLine;

/**
 * The results engine on its own ({@code java -cp meshbench-results.jar:... io.meshbench.results.cli.ResultsMain}),
 * for the benchmark script and for use without the harness; {@code meshbench} registers the same commands.
 */
public final class ResultsMain {

    private ResultsMain() {
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(ResultsCommands.root("meshbench-results", null,
                "JTL files and JVM samples to statistics, comparisons, reports, trends and the Sermant page."));
        ResultsCommands.NAMES.forEach(name -> commandLine.addSubcommand(name, ResultsCommands.command(name)));
        return commandLine.setParameterExceptionHandler(CommandOutcome::badOption);
    }
}
