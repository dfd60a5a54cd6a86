package io.meshbench.harness.cli;

import io.meshbench.results.api.Commands;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code meshbench} command line: every subcommand is one job (analyse, compare, report, page, run, gate, deploy). */
@Command(
        name = "meshbench",
        mixinStandardHelpOptions = true,
        version = "meshbench 0.1.0",
        description = "Measures what a service-governance layer costs a Java microservice.")
public final class MeshBench {

    /** The subcommands, in the order help lists them. */
    private static final List<Class<?>> SUBCOMMANDS = subcommands();

    /** run, then the results' own commands (stats, compare, report, page), then gate and deploy. */
    private static List<Class<?>> subcommands() {
        List<Class<?>> all = new ArrayList<>();
        all.add(RunCommand.class);
        all.add(RunPageCommand.class);
        all.addAll(Commands.SUBCOMMANDS);
        all.add(GateCommand.class);
        all.add(DeployCommand.class);
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
     * the start-up of a short {@code stats} or {@code report}.
     */
    static CommandLine commandLine(String[] args) {
        if (args.length > 0) {
            for (Class<?> subcommand : SUBCOMMANDS) {
                if (subcommand.getAnnotation(Command.class).name().equals(args[0])) {
                    return withSubcommands(List.of(subcommand));
                }
            }
        }
        return commandLine();
    }

    private static CommandLine withSubcommands(List<Class<?>> subcommands) {
        CommandLine commandLine = new CommandLine(new MeshBench());
        subcommands.forEach(commandLine::addSubcommand);
        commandLine.setParameterExceptionHandler(Commands::badOption);
        return commandLine;
    }
}
