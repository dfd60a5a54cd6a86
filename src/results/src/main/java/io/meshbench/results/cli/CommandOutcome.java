package io.meshbench.results.cli;

import io.meshbench.results.ResultsException;
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
        String command = spec.qualifiedName();
        try {
            return work.call();
        } catch (ResultsException e) {
            spec.commandLine().getErr().println(command + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println(command + ": " + e.getCause().getMessage());
            return ExitCode.BAD_INPUT;
        } catch (Exception e) {
            spec.commandLine().getErr().println(command + ": internal error (" + e
                    + "); please report it with the command line that caused it.");
            if (Boolean.getBoolean("meshbench.debug")) {
                e.printStackTrace(spec.commandLine().getErr());
            }
            return ExitCode.INTERNAL_ERROR;
        } finally {
            spec.commandLine().getErr().flush();
            spec.commandLine().getOut().flush();
        }
    }
}
