package io.meshbench.results.format;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The check a command makes on an output option before it starts work: the target is absent or a regular file, and
 * not one of the files the command reads, so that a bad option fails before a long analysis. The writing itself goes
 * through {@link OutputFolder}, which checks again, without following links, just before it writes.
 */
public final class OutputTarget {

    private OutputTarget() {
    }

    /**
     * Refuses {@code target} when it exists and is not a regular file (following a symbolic link: a link to a device
     * counts as the device), when it is a broken link or a link loop, or when it is the same file as one of
     * {@code inputs} (null inputs are ignored).
     *
     * @param what the option or file role named in the message, e.g. {@code --junit}
     * @throws ResultsException one line naming the option, the path and what to do
     */
    public static void check(String what, Path target, Path... inputs) {
        String kind = PathKind.of(target);
        if (kind != null && !kind.equals("a regular file")) {
            throw new ResultsException(what + " " + target + ": exists and is " + kind + ", not a regular file; "
                    + "writing would replace it. Give the path of a regular file or of a new one.");
        }
        for (Path input : inputs) {
            if (input != null && kind != null && sameFile(target, input)) {
                throw new ResultsException(what + " " + target + ": is " + input + ", a file this command reads; "
                        + "writing would overwrite its input. Give another path.");
            }
        }
    }

    /** Refuses {@code folder} when it exists and is not a folder (a regular file, a device, a FIFO, a broken link). */
    public static void checkFolder(String what, Path folder) {
        String kind = PathKind.of(folder);
        if (kind != null && !kind.equals("a folder")) {
            throw new ResultsException(what + " " + folder + ": exists and is " + kind + ", not a folder. Give a "
                    + "folder you can write to (it is created when missing).");
        }
    }

    private static boolean sameFile(Path target, Path input) {
        try {
            return Files.exists(input) && Files.isSameFile(target, input);
        } catch (IOException e) {
            return target.toAbsolutePath().normalize().equals(input.toAbsolutePath().normalize());
        }
    }
}
