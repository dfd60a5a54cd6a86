package io.meshbench.results.api;

import io.meshbench.results.cli.CommandOutcome;
import io.meshbench.results.cli.CompareCommand;
import io.meshbench.results.cli.ExitCode;
import io.meshbench.results.cli.PageCommand;
import io.meshbench.results.cli.ReportCommand;
import io.meshbench.results.cli.StatsCommand;
import io.meshbench.results.cli.TrendCommand;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;

/** The results' own commands (stats, compare, report, page, trend) for the meshbench CLI, and the exit codes every command shares. */
public final class Commands {

    public static final int OK = ExitCode.OK;
    public static final int RUNS_FAILED = ExitCode.RUNS_FAILED;
    public static final int BAD_INPUT = ExitCode.BAD_INPUT;
    public static final int INTERNAL_ERROR = ExitCode.INTERNAL_ERROR;
    public static final int INTERRUPTED = ExitCode.INTERRUPTED;

    /** picocli subcommands, in the order of the CLI's help. */
    public static final List<Class<?>> SUBCOMMANDS = List.of(StatsCommand.class, CompareCommand.class,
            ReportCommand.class, PageCommand.class, TrendCommand.class);

    private Commands() {
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
