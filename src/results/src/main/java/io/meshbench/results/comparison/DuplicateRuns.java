package io.meshbench.results.comparison;

import io.meshbench.results.ResultsException;
import io.meshbench.results.run.RunFolder;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Refuses one run counted twice: a folder given twice (the same folder by its real path, links resolved), or a copy
 * of a run under another name, whatever its run.json says (its result.jtl, or an at-rest run's samples.jsonl, has
 * the same bytes: two real runs never do, their timestamps differ). Counted twice, a run adds a round with no spread
 * of its own, which narrows every interval.
 */
public final class DuplicateRuns {

    /** Bytes read from each end of a file: enough to tell two runs apart, cheap on a 200 MB JTL. */
    private static final int END_BYTES = 1 << 20;

    private DuplicateRuns() {
    }

    /**
     * Checked before any run is analysed. {@code sides}: run folders as given, by side (the baseline's, a treatment's):
     * a folder may appear once in all; a copy is looked for within a side, where it would add a round (test fixtures
     * that give two sides the same synthetic data stay comparable).
     */
    public static void refuse(List<List<Path>> sides) {
        Map<Path, Path> byRealPath = new LinkedHashMap<>();
        for (List<Path> side : sides) {
            for (Path folder : side) {
                Path first = byRealPath.putIfAbsent(realPath(folder), folder);
                if (first != null) {
                    throw new ResultsException(folder + ": given twice (" + (first.equals(folder) ? "the same path"
                            : "as " + first + ", the same folder") + "); one run would count as two rounds. Give "
                            + "each run folder once.");
                }
            }
        }
        for (List<Path> side : sides) {
            refuseCopies(side);
        }
    }

    private static void refuseCopies(List<Path> folders) {
        Map<String, Path> byContent = new LinkedHashMap<>();
        for (Path folder : folders) {
            String jtl = fingerprint(folder.resolve(RunFolder.JTL));
            String samples = fingerprint(folder.resolve(RunFolder.SAMPLES));
            if (jtl == null && samples == null) {
                continue; // no data, or only a header: nothing a copy could count twice
            }
            Path copied = byContent.putIfAbsent(jtl + "/" + samples, folder);
            if (copied != null) {
                throw new ResultsException(folder + ": its result.jtl and samples.jsonl have the same bytes as "
                        + copied + "'s, a copy of that run whatever its run.json says; it would count as a second "
                        + "round. Delete or move the copy, or give the folder of the run it stands for.");
            }
        }
    }

    private static Path realPath(Path folder) {
        try {
            return folder.toRealPath();
        } catch (IOException e) {
            return folder.toAbsolutePath().normalize();
        }
    }

    /** The size and a SHA-256 of the first and last megabyte; null for no file or one of fewer than two lines. */
    private static String fingerprint(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (FileChannel channel = FileChannel.open(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            long size = channel.size();
            ByteBuffer head = read(channel, 0, (int) Math.min(END_BYTES, size));
            if (lines(head.duplicate()) < 2) {
                return null;
            }
            digest.update(head);
            if (size > END_BYTES) {
                long from = Math.max(END_BYTES, size - END_BYTES);
                digest.update(read(channel, from, (int) (size - from)));
            }
            return size + ":" + HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int lines(ByteBuffer bytes) {
        int lines = 0;
        while (bytes.hasRemaining() && lines < 2) {
            lines += bytes.get() == '\n' ? 1 : 0;
        }
        return lines;
    }

    private static ByteBuffer read(FileChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining() && channel.read(buffer, position + buffer.position()) > 0) {
            // read until full
        }
        return buffer.flip();
    }
}
