package io.meshbench.results.jtl;

import io.meshbench.results.format.OutputFolder;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Merges the CSV JTLs of independent load engines into one, every row kept byte for byte but for its
 * {@code timeStamp}, which is moved onto the controller's clock (minus the engine's measured offset). The rows are
 * merged in timestamp order (each engine's file is nearly sorted, so the merged one is too), so the analysis reads the
 * merged file as it reads one engine's, its fast path and its guess of the run's bounds from head and tail included.
 * The bytes are read as ISO-8859-1, which maps every byte to one char and back, so no label or message is re-encoded.
 */
public final class JtlMerge {

    /** One engine's results file and its clock's offset against the controller's, ms (engine minus controller). */
    public record Source(Path jtl, long clockOffsetMs) {
    }

    /** What was merged: the rows of each source, in the order given, and in all. */
    public record Merged(List<Long> rowsPerSource, long rows) {
    }

    private JtlMerge() {
    }

    /**
     * Writes {@code out}. A source that is missing or holds no row adds nothing (an engine that failed is reported by
     * the harness); sources whose headers differ, or a header not starting with {@code timeStamp}, are refused.
     */
    public static Merged merge(List<Source> sources, Path out) {
        List<Cursor> cursors = new ArrayList<>();
        String header = null;
        Path headerFrom = null;
        try {
            for (int i = 0; i < sources.size(); i++) {
                Source source = sources.get(i);
                if (!Files.isRegularFile(source.jtl())) {
                    continue;
                }
                Cursor cursor = new Cursor(i, source);
                if (cursor.header == null) {
                    cursor.close();
                    continue;
                }
                if (!cursor.header.startsWith("timeStamp")) {
                    cursor.close();
                    throw new JtlFormatException(source.jtl(), 1, "an engine's JTL must be CSV with timeStamp as its first "
                            + "column (jmx/user.properties sets it); its header is '" + JtlFormatException.excerpt(cursor.header) + "'");
                }
                if (header != null && !header.equals(cursor.header)) {
                    cursor.close();
                    throw new JtlFormatException(source.jtl(), 1, "its columns differ from " + headerFrom + "'s: every engine "
                            + "must run with the same jmx/user.properties");
                }
                header = cursor.header;
                headerFrom = source.jtl();
                cursors.add(cursor);
            }
            long[] rows = new long[sources.size()];
            Path[] inputs = sources.stream().map(source -> source.jtl()).toArray(Path[]::new);
            // through the one writer: never through a link, never over an engine's own JTL
            try (BufferedWriter writer = new BufferedWriter(new java.io.OutputStreamWriter(
                    OutputFolder.of("the merged JTL", out.toAbsolutePath().getParent(), inputs).stream(out),
                    StandardCharsets.ISO_8859_1))) {
                if (header != null) {
                    writer.write(header);
                    writer.write('\n');
                }
                PriorityQueue<Cursor> heads = new PriorityQueue<>((a, b) -> a.timeStamp != b.timeStamp
                        ? Long.compare(a.timeStamp, b.timeStamp) : Integer.compare(a.index, b.index));
                for (Cursor cursor : cursors) {
                    if (cursor.advance()) {
                        heads.add(cursor);
                    }
                }
                while (!heads.isEmpty()) {
                    Cursor cursor = heads.poll();
                    writer.write(Long.toString(cursor.timeStamp));
                    writer.write(cursor.rest);
                    writer.write('\n');
                    rows[cursor.index]++;
                    if (cursor.advance()) {
                        heads.add(cursor);
                    }
                }
            }
            List<Long> perSource = new ArrayList<>();
            long total = 0;
            for (long count : rows) {
                perSource.add(count);
                total += count;
            }
            return new Merged(List.copyOf(perSource), total);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            cursors.forEach(Cursor::close);
        }
    }

    /** One source's next record: its corrected timeStamp and the rest of the record from the first comma on. */
    private static final class Cursor {
        final int index;
        final Source source;
        final BufferedReader reader;
        final String header;
        long line = 1;
        long timeStamp;
        String rest;

        Cursor(int index, Source source) throws IOException {
            this.index = index;
            this.source = source;
            this.reader = Files.newBufferedReader(source.jtl(), StandardCharsets.ISO_8859_1);
            this.header = reader.readLine();
        }

        /**
         * Reads the next record, joining the lines of a quoted field (a failed sample's multi-line message); false at
         * the end. A record cut by the engine's stop (open quote at the end of the file) is dropped, as the lenient
         * analysis drops it.
         */
        boolean advance() throws IOException {
            while (true) {
                String text = reader.readLine();
                if (text == null) {
                    return false;
                }
                long first = ++line;
                StringBuilder record = new StringBuilder(text);
                while (quotesOpen(record)) {
                    String more = reader.readLine();
                    if (more == null) {
                        return false;
                    }
                    line++;
                    record.append('\n').append(more);
                }
                if (record.isEmpty()) {
                    continue;
                }
                int comma = record.indexOf(",");
                String stamp = comma < 0 ? record.toString() : record.substring(0, comma);
                try {
                    timeStamp = Long.parseLong(stamp) - source.clockOffsetMs();
                } catch (NumberFormatException e) {
                    throw new JtlFormatException(source.jtl(), first, "timeStamp '" + JtlFormatException.excerpt(stamp)
                            + "' is not epoch milliseconds; run the engines with jmx/user.properties");
                }
                rest = comma < 0 ? "" : record.substring(comma);
                return true;
            }
        }

        private static boolean quotesOpen(CharSequence record) {
            int quotes = 0;
            for (int i = 0; i < record.length(); i++) {
                if (record.charAt(i) == '"') {
                    quotes++;
                }
            }
            return quotes % 2 == 1;
        }

        void close() {
            try {
                reader.close();
            } catch (IOException e) {
                // read-only: nothing to lose
            }
        }
    }
}
