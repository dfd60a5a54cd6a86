package io.meshbench.cli;

import io.meshbench.results.cli.CommandOutcome;
import io.meshbench.results.cli.CompareCommand;
import io.meshbench.results.cli.ReportCommand;
import io.meshbench.results.cli.StatsCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code meshbench} command line: every subcommand is one job (analyse, compare, report, run, gate). */
@Command(
        name = "meshbench",
        subcommands = {RunCommand.class, StatsCommand.class, CompareCommand.class, ReportCommand.class,
                GateCommand.class, DeployCommand.class},
        mixinStandardHelpOptions = true,
        version = "meshbench 0.1.0",
        description = "Measures what a service-governance layer costs a Java microservice.")
public final class MeshBench {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command tree, shared by {@link #main} and the tests. */
    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new MeshBench());
        commandLine.setParameterExceptionHandler(CommandOutcome::badOption);
        return commandLine;
    }
}
