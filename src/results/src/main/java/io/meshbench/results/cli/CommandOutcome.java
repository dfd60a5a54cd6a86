package io.meshbench.results.cli;

import io.meshbench.results.ResultsException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
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
