package io.meshbench.harness.scenario;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A process the harness starts runs in a session of its own ({@code setsid}, same pid), out of the terminal's
 * foreground process group: a Ctrl-C in the terminal then reaches the harness alone, which decides what stops (once:
 * after the run under way; twice: now). Without {@code setsid} (not Linux) the command is run as it is.
 */
public final class OwnSession {

    private static final Path SETSID = Path.of("/usr/bin/setsid");

    private OwnSession() {
    }

    /** {@code command} as the OS starts it: behind setsid where there is one. The command line recorded stays the plain one. */
    public static List<String> of(List<String> command) {
        if (!Files.isExecutable(SETSID)) {
            return command;
        }
        List<String> detached = new ArrayList<>(command.size() + 1);
        detached.add(SETSID.toString());
        detached.addAll(command);
        return detached;
    }
}
