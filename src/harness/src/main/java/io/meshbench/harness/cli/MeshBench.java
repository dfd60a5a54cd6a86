package io.meshbench.harness.cli;

import io.meshbench.results.api.Commands;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** The {@code meshbench} command line: every subcommand is one job (analyse, compare, report, page, run, gate, deploy). */
public final class MeshBench {

    /** The subcommands' names, in the order help lists them: run, the results' own commands, then gate and deploy. */
    static final List<String> SUBCOMMANDS = subcommands();

    private MeshBench() {
    }

    private static List<String> subcommands() {
        List<String> all = new ArrayList<>(List.of(RunCommand.NAME, RunPageCommand.NAME));
        all.addAll(Commands.NAMES);
        all.addAll(List.of(GateCommand.NAME, DeployCommand.NAME));
        return List.copyOf(all);
    }

    public static void main(String[] args) {
        System.exit(commandLine(args).execute(args));
    }

    /** The whole command tree, shared by {@link #main} and the tests. */
    public static CommandLine commandLine() {
        return withSubcommands(SUBCOMMANDS);
    }

    /**
     * The tree these arguments need: only the subcommand the first argument names, else the whole tree (help, an
     * unknown name). Picocli reads every registered command's annotations up front, and {@code run}'s are most of
     * the start-up of a short {@code report}; the results commands have none (their start-up is measured).
     */
    static CommandLine commandLine(String[] args) {
        if (args.length > 0 && SUBCOMMANDS.contains(args[0])) {
            return withSubcommands(List.of(args[0]));
        }
        return commandLine();
    }

    private static CommandLine withSubcommands(List<String> names) {
        CommandLine commandLine = new CommandLine(Commands.root("meshbench", "meshbench 0.1.0",
                "Measures what a service-governance layer costs a Java microservice."));
        names.forEach(name -> commandLine.addSubcommand(name, subcommand(name)));
        commandLine.setParameterExceptionHandler(Commands::badOption);
        return commandLine;
    }

    /** The harness's commands are annotated classes (picocli makes them); the results' are declared in code. */
    private static Object subcommand(String name) {
        return switch (name) {
            case RunCommand.NAME -> RunCommand.class;
            case RunPageCommand.NAME -> RunPageCommand.class;
            case GateCommand.NAME -> GateCommand.class;
            case DeployCommand.NAME -> DeployCommand.class;
            default -> Commands.command(name);
        };
    }
}
