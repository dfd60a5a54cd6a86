package io.meshbench.results.api;

import io.meshbench.results.cli.CommandOutcome;
import io.meshbench.results.cli.ExitCode;
import io.meshbench.results.cli.ResultsCommands;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** The results' own commands (stats, compare, report, page, trend) for the meshbench CLI, and the exit codes every command shares. */
public final class Commands {

    public static final int OK = ExitCode.OK;
    public static final int RUNS_FAILED = ExitCode.RUNS_FAILED;
    public static final int BAD_INPUT = ExitCode.BAD_INPUT;
    public static final int GATE_UNDECIDED = ExitCode.GATE_UNDECIDED;
    public static final int INTERNAL_ERROR = ExitCode.INTERNAL_ERROR;
    public static final int INTERRUPTED = ExitCode.INTERRUPTED;

    /** The commands' names, in the order of the CLI's help. */
    public static final List<String> NAMES = ResultsCommands.NAMES;

    private Commands() {
    }

    /** A new instance of the command named {@code name} (one of {@link #NAMES}), as picocli's model. */
    public static CommandSpec command(String name) {
        return ResultsCommands.command(name);
    }

    /**
     * A command line's top command, which only holds subcommands, with the results commands' -h and -V.
     *
     * @param version what -V prints (null: nothing)
     */
    public static CommandSpec root(String name, String version, String description) {
        return ResultsCommands.root(name, version, description);
    }

    /** One line naming the bad option and what to do; exit 2. */
    public static int badOption(CommandLine.ParameterException problem, String[] args) {
        return CommandOutcome.badOption(problem, args);
    }

    /** The exit code and the line printed for a command that failed with {@code e}. */
    public static int failure(String command, Exception e, PrintWriter err) {
        return CommandOutcome.failure(command, e, err);
    }
}
