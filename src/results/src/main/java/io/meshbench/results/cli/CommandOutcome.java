package io.meshbench.results.cli;

import io.meshbench.results.ResultsException;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** Runs a command's work and turns every failure into one line on stderr and an exit code, never a stack trace. */
final class CommandOutcome {

    /** The user's input is wrong: the message says what to do. */
    static final int BAD_INPUT = 1;
    /** A bug in MeshBench. */
    static final int INTERNAL_ERROR = 3;

    private CommandOutcome() {
    }

    static int run(CommandSpec spec, Callable<Integer> work) {
        String command = spec.qualifiedName();
        try {
            return work.call();
        } catch (ResultsException e) {
            spec.commandLine().getErr().println(command + ": " + e.getMessage());
            return BAD_INPUT;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println(command + ": " + e.getCause().getMessage());
            return BAD_INPUT;
        } catch (Exception e) {
            spec.commandLine().getErr().println(command + ": internal error (" + e
                    + "); please report it with the command line that caused it.");
            if (Boolean.getBoolean("meshbench.debug")) {
                e.printStackTrace(spec.commandLine().getErr());
            }
            return INTERNAL_ERROR;
        } finally {
            spec.commandLine().getErr().flush();
            spec.commandLine().getOut().flush();
        }
    }
}
