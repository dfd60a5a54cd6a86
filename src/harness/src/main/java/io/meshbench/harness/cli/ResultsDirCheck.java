package io.meshbench.harness.cli;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.format.OutputTarget;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Checks, before anything starts, that a benchmark's results can be written below the folder --results-dir names. */
final class ResultsDirCheck {

    private ResultsDirCheck() {
    }

    /**
     * Fails before anything starts unless results can be written below {@code root} (created when missing). A folder
     * is really created and removed in the nearest existing one: permission bits alone say yes to root on a read-only
     * or special file system (/sys, /proc), where the run would only fail once it starts.
     */
    static void check(Path root) {
        OutputTarget.checkFolder("--results-dir", root);
        Path existing = root;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        String problem = existing == null ? "has no existing parent"
                : !Files.isDirectory(existing) ? existing + " is a file, not a folder"
                : !Files.isWritable(existing) ? existing + " is not writable"
                : cannotCreateFolderIn(existing);
        if (problem != null) {
            throw new ScenarioException("--results-dir " + root + ": " + problem
                    + ". Give a folder you can write to (it is created when missing).");
        }
    }

    /** {@code --benchmark-dir}: writable like a results folder, and new or empty, so that no earlier files mix in. */
    static void checkBenchmarkDir(Path folder) {
        OutputTarget.checkFolder("--benchmark-dir", folder);
        if (Files.isDirectory(folder)) {
            try (var entries = Files.list(folder)) {
                if (entries.findAny().isPresent()) {
                    throw new ScenarioException("--benchmark-dir " + folder + " holds files already: give an empty or "
                            + "new folder (a benchmark never writes over another's files)");
                }
            } catch (IOException e) {
                throw new ScenarioException("--benchmark-dir " + folder + " cannot be read: " + e.getMessage());
            }
        }
    }

    /** Why no folder can be created in {@code folder}, or null when one can (the one made to find out is removed). */
    private static String cannotCreateFolderIn(Path folder) {
        try {
            Files.delete(Files.createTempDirectory(folder, ".meshbench-write-check-"));
            return null;
        } catch (IOException | SecurityException e) {
            String reason = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason()
                    : e instanceof AccessDeniedException ? "permission denied" : e.getClass().getSimpleName();
            return "no folder can be created in " + folder + " (" + reason + ")";
        }
    }
}
