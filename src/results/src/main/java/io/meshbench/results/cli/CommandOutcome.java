package io.meshbench.results.cli;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.RunJson;
import io.meshbench.results.report.ReportModel;
import io.meshbench.results.report.RunRow;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** Runs a command's work and turns every failure into one line on stderr and an exit code, never a stack trace. */
public final class CommandOutcome {

    private CommandOutcome() {
    }

    /** A bad option or argument: one line naming it (not picocli's usage page) and the bad-input exit code. */
    public static int badOption(CommandLine.ParameterException problem, String[] args) {
        CommandLine command = problem.getCommandLine();
        command.getErr().println(command.getCommandSpec().qualifiedName() + ": " + problem.getMessage().strip()
                + " (see --help)");
        command.getErr().flush();
        return ExitCode.BAD_INPUT;
    }

    /**
     * The exit code of a command that compared or reported runs: {@link ExitCode#RUNS_FAILED} when one of them failed
     * (its run.json says so; it was left out of the comparison), after one line naming them, as {@code run} exits for
     * the same runs; else {@link ExitCode#OK}.
     */
    static int ofRuns(String command, ReportModel model, PrintWriter err) {
        List<String> failed = model.runEvidence().stream().filter(row -> RunJson.FAILED.equals(row.status()))
                .map(RunRow::folder).toList();
        if (failed.isEmpty()) {
            return ExitCode.OK;
        }
        err.println(command + ": " + failed.size() + " run(s) failed (their run.json says so; see the Runs section) "
                + "and were left out of the comparison: " + String.join(", ", failed));
        return ExitCode.RUNS_FAILED;
    }

    static int run(CommandSpec spec, Callable<Integer> work) {
        try {
            return work.call();
        } catch (Exception e) {
            return failure(spec.qualifiedName(), e, spec.commandLine().getErr());
        } finally {
            spec.commandLine().getErr().flush();
            spec.commandLine().getOut().flush();
        }
    }

    /**
     * A failure the command did not handle itself, as one line: bad input (a file, a field, an I/O problem with a
     * path) or a bug, which asks to be reported (its stack trace only with -Dmeshbench.debug=true).
     *
     * @return the exit code for it
     */
    public static int failure(String command, Exception e, PrintWriter err) {
        if (e instanceof ResultsException) {
            err.println(command + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (e instanceof UncheckedIOException io) {
            // its own message when it was given one, else the I/O error's (which names the path)
            boolean ownMessage = !io.getMessage().equals(String.valueOf(io.getCause()));
            err.println(command + ": " + (ownMessage ? io.getMessage() : io.getCause().getMessage()));
            return ExitCode.BAD_INPUT;
        }
        err.println(command + ": internal error (" + e + "); please report it with the command line that caused it.");
        if (Boolean.getBoolean("meshbench.debug")) {
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCode.INTERNAL_ERROR;
    }
}
