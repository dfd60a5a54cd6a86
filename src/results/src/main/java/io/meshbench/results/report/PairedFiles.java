package io.meshbench.results.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes files that must agree (report.md and report.json) so that a reader never finds one new and one old: each is
 * written beside its target, the previous ones are set aside, the new ones moved in; when any step fails, everything is
 * put back as it was, so a failure leaves the previous pair (or none) and no partial file.
 */
final class PairedFiles {

    /** One rename; tests make it fail at a chosen step. */
    interface Mover {
        void move(Path from, Path to) throws IOException;
    }

    static final Mover ATOMIC = (from, to) ->
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);

    private PairedFiles() {
    }

    /** Writes every {@code file -> text}, all or none. */
    static void write(Map<Path, String> texts) throws IOException {
        write(texts, ATOMIC);
    }

    static void write(Map<Path, String> texts, Mover mover) throws IOException {
        for (Path file : texts.keySet()) {
            try {
                io.meshbench.results.format.OutputTarget.check("report file", file);
            } catch (io.meshbench.results.ResultsException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
        List<Path> setAside = new ArrayList<>();
        List<Path> movedIn = new ArrayList<>();
        try {
            for (Map.Entry<Path, String> text : texts.entrySet()) {
                Files.deleteIfExists(partial(text.getKey())); // a leftover, or a FIFO that would block the write
                Files.writeString(partial(text.getKey()), text.getValue(), StandardCharsets.UTF_8);
            }
            for (Path file : texts.keySet()) {
                if (Files.exists(file)) {
                    mover.move(file, previous(file));
                    setAside.add(file);
                }
            }
            for (Path file : texts.keySet()) {
                mover.move(partial(file), file);
                movedIn.add(file);
            }
        } catch (IOException | RuntimeException e) {
            restore(texts.keySet(), movedIn, setAside);
            throw e;
        }
        for (Path file : setAside) {
            Files.deleteIfExists(previous(file));
        }
    }

    /** Back to how it was: the new files out, each previous file in place, no partial file left. */
    private static void restore(Iterable<Path> files, List<Path> movedIn, List<Path> setAside) {
        for (Path file : files) {
            try {
                Files.deleteIfExists(partial(file));
                if (movedIn.contains(file)) {
                    Files.deleteIfExists(file);
                }
                if (setAside.contains(file)) {
                    ATOMIC.move(previous(file), file);
                }
            } catch (IOException ignored) {
                // the caller's error names what failed; a file that cannot be put back keeps its .previous name
            }
        }
    }

    private static Path partial(Path file) {
        return file.resolveSibling(file.getFileName() + ".partial");
    }

    private static Path previous(Path file) {
        return file.resolveSibling(file.getFileName() + ".previous");
    }
}
