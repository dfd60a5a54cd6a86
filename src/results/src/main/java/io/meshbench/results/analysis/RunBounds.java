package io.meshbench.results.analysis;

import io.meshbench.results.ResultsException;
import io.meshbench.results.jtl.JtlReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * The first sample start and the last sample end of a JTL file. Before the streaming pass they are guessed from the
 * file's head and tail: JMeter writes a row when its sample ends, so the extremes usually sit near the ends of the
 * file, and a right guess lets warm-up and cool-down be trimmed while reading the file once. The pass then finds the
 * exact bounds; when they differ from the guess (a slow early sample written far into the file), RunAnalyzer corrects
 * the pass from its log (RowLog), so the window is exact for any row order. A file whose head and tail hold no
 * complete row (rows longer than 128 KB, or only malformed ones there) has no guess: its pass is corrected the same way.
 */
final class RunBounds {

    private static final int CHUNK = 128 * 1024;
    /** A JTL spanning more than this is not one run: its per-second series would be mostly empty. */
    static final Duration LONGEST_RUN = Duration.ofDays(7);

    /** No bounds known (no complete row in the file's head or tail): a time base no sample falls in. */
    static final RunBounds NONE = new RunBounds(0, 0);

    final long firstStart;
    final long lastEnd;

    RunBounds(long firstStart, long lastEnd) {
        this.firstStart = firstStart;
        this.lastEnd = lastEnd;
    }

    /** @return the bounds of the rows in the file's first and last 128 KB, or null when those hold no complete row */
    static RunBounds guess(Path file, FileChannel channel, JtlReader.CsvReader csvReader) {
        try {
            long size = channel.size();
            byte[] head = readAt(channel, 0, (int) Math.min(size, CHUNK));
            int headerEnd = indexOf(head, 0) + 1;
            if (headerEnd <= 0) {
                return null;
            }
            long[] headBounds = scan(file, csvReader, head, headerEnd, lastLineBreak(head) + 1, head, headerEnd);
            long tailOffset = Math.max(0, size - CHUNK);
            byte[] tail = readAt(channel, tailOffset, (int) (size - tailOffset));
            int tailStart = tailOffset == 0 ? headerEnd : indexOf(tail, 0) + 1;
            long[] tailBounds = scan(file, csvReader, tail, tailStart, tail.length, head, headerEnd);
            if (headBounds == null && tailBounds == null) {
                return null;
            }
            long[] first = headBounds != null ? headBounds : tailBounds;
            long[] second = tailBounds != null ? tailBounds : headBounds;
            return new RunBounds(Math.min(first[0], second[0]), Math.max(first[1], second[1]));
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").", e);
        }
    }

    boolean sameAs(long exactFirstStart, long exactLastEnd) {
        return firstStart == exactFirstStart && lastEnd == exactLastEnd;
    }

    /**
     * Refuses a file whose samples span more than one run can: it holds several runs or wrong timestamps. The message
     * names the lines of the two rows furthest apart, found in a pass of their own (only then).
     */
    static void checkSpan(Path file, FileChannel channel, long firstStart, long lastEnd, JtlReader reader) {
        if (lastEnd - firstStart > LONGEST_RUN.toMillis()) {
            JtlReader.Extremes extremes = reader.extremes(file, channel);
            throw new ResultsException(file + ": its samples span " + Duration.ofMillis(lastEnd - firstStart).toDays()
                    + " days (line " + extremes.firstStartLine() + " starts at " + Instant.ofEpochMilli(extremes.firstStart())
                    + ", line " + extremes.lastEndLine() + " ends at " + Instant.ofEpochMilli(extremes.lastEnd())
                    + "), more than one run can (at most " + LONGEST_RUN.toDays() + "): it holds rows of several runs "
                    + "or rows with wrong timestamps. Analyse each run's JTL on its own, or delete the wrong rows.");
        }
    }

    /** Min start and max end of the complete rows in bytes[from, to), read with the file's header line. */
    private static long[] scan(Path file, JtlReader.CsvReader csvReader, byte[] bytes, int from, int to,
                               byte[] header, int headerLength) {
        if (to <= from) {
            return null;
        }
        InputStream chunk = new SequenceInputStream(
                new ByteArrayInputStream(header, 0, headerLength), new ByteArrayInputStream(bytes, from, to - from));
        long[] bounds = {Long.MAX_VALUE, Long.MIN_VALUE};
        try {
            new JtlReader(csvReader, true).read(file, chunk, (start, elapsed, label, success, received, sent) -> {
                bounds[0] = Math.min(bounds[0], start);
                bounds[1] = Math.max(bounds[1], start + elapsed);
            });
            return bounds;
        } catch (ResultsException e) {
            return null; // no complete row in this chunk: the streaming pass will report what is wrong
        }
    }

    private static byte[] readAt(FileChannel channel, long offset, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining() && channel.read(buffer, offset + buffer.position()) > 0) {
            // keep reading
        }
        return buffer.array();
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static int lastLineBreak(byte[] bytes) {
        for (int i = bytes.length - 1; i >= 0; i--) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
