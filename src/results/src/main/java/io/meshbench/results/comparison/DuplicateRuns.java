package io.meshbench.results.comparison;

import io.meshbench.results.ResultsException;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.format.RunFolderLayout;
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
     * a folder may appear once in all; a copy is looked for within a side, where it would add a round (a benchmark's
     * test fixtures that give two treatments the same synthetic data stay comparable).
     */
    public static void refuse(List<List<Path>> sides) {
        refuseTwice(sides);
        for (List<Path> side : sides) {
            refuseCopies(List.of(side));
        }
    }

    /**
     * The same, with a copy also looked for across the sides ({@code meshbench compare}): a treated side that is a
     * byte copy of a baseline run under another name compares the run with itself, "+0.00 within noise".
     */
    public static void refuseAcrossSides(List<List<Path>> sides) {
        refuseTwice(sides);
        refuseCopies(sides);
    }

    private static void refuseTwice(List<List<Path>> sides) {
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
    }

    private static void refuseCopies(List<List<Path>> sides) {
        Map<String, Path> byContent = new LinkedHashMap<>();
        Map<Path, Integer> sideOf = new LinkedHashMap<>();
        for (int i = 0; i < sides.size(); i++) {
            for (Path folder : sides.get(i)) {
                String content = content(folder);
                if (content == null) {
                    continue; // no data, or only a header: nothing a copy could count twice
                }
                sideOf.put(folder, i);
                Path copied = byContent.putIfAbsent(content, folder);
                if (copied != null) {
                    throw new ResultsException(folder + ": its result.jtl and samples.jsonl have the same bytes as "
                            + copied + "'s, a copy of that run whatever its run.json says; " + (sideOf.get(copied) == i
                            ? "it would count as a second round" : "the comparison would compare the run with itself")
                            + ". Delete or move the copy, or give the folder of the run it stands for.");
                }
            }
        }
    }

    /**
     * What tells one run's data from another's (its result.jtl's and samples.jsonl's sizes and end bytes), null for a
     * folder without data: two real runs never share it, their timestamps differ.
     */
    static String content(Path folder) {
        String jtl = fingerprint(RunFolderLayout.jtl(folder));
        String samples = fingerprint(RunFolderLayout.samples(folder));
        return jtl == null && samples == null ? null : jtl + "/" + samples;
    }

    static Path realPath(Path folder) {
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
