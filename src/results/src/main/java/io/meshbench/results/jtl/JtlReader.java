package io.meshbench.results.jtl;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Reads a JMeter CSV results file (JTL) once, streaming, and hands every sample to a sink.
 *
 * <p>Columns are found by their header names in any order; {@code timeStamp} (epoch ms, the sample's start as JMeter
 * writes it by default) and {@code elapsed} are required, {@code label}, {@code success}, {@code bytes} and
 * {@code sentBytes} are used when present. A malformed row stops reading with its line number unless reading is
 * lenient, which skips and counts such rows; an incomplete last line (JMeter stopped mid-write) is ignored with a
 * warning.
 *
 * <p>Large files are read in parallel chunks, one per core, split after a line break. A chunk's start is only a
 * guess (the line break may sit inside a quoted field), which the parse of the chunk before it confirms; a wrong
 * guess, or any problem in a later chunk, makes the reader read the whole file again in one pass, so results and
 * messages (with their line numbers) never depend on the split.
 */
public final class JtlReader {

    /** The CSV parser to use: both read the same files to the same samples. */
    public enum CsvReader {
        /** The byte-level parser written for JMeter's CSV (the default: about 5x faster). */
        FAST,
        /** Apache Commons CSV. */
        COMMONS
    }

    /** Files smaller than this are read in one pass. */
    public static final long MIN_CHUNK_BYTES = 32L << 20;

    private final CsvReader csvReader;
    private final boolean lenient;
    private final int maxChunks;
    private final long minChunkBytes;
    private final JtlOpener opener;

    public JtlReader(CsvReader csvReader, boolean lenient) {
        this(csvReader, lenient, Runtime.getRuntime().availableProcessors(), MIN_CHUNK_BYTES);
    }

    /** With explicit chunking: at most {@code maxChunks} chunks of at least {@code minChunkBytes} (tests, tuning). */
    public JtlReader(CsvReader csvReader, boolean lenient, int maxChunks, long minChunkBytes) {
        this(csvReader, lenient, maxChunks, minChunkBytes, JtlOpener.FILES);
    }

    /** The same, opening files with {@code opener} (a test counts the opens). */
    public JtlReader(CsvReader csvReader, boolean lenient, int maxChunks, long minChunkBytes, JtlOpener opener) {
        this.csvReader = csvReader;
        this.lenient = lenient;
        this.maxChunks = maxChunks;
        this.minChunkBytes = minChunkBytes;
        this.opener = opener;
    }

    /** Checks the file (checkFile) and opens it for reading; the caller closes the channel. */
    public FileChannel open(Path file) {
        checkFile(file);
        try {
            return opener.open(file);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    public JtlReader(boolean lenient) {
        this(CsvReader.FAST, lenient);
    }

    /**
     * What a read produced: the summary, and the sinks that received the samples, in file order, each having seen
     * one contiguous part of the file (one sink when the file was read in one pass).
     */
    public record Result<S>(JtlReadSummary summary, List<S> sinks) {
    }

    /** Reads the file in one pass into one sink. */
    public JtlReadSummary read(Path file, JtlSampleSink sink) {
        try (FileChannel channel = open(file)) {
            return read(file, channel, sink);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** Reads an open file in one pass into one sink. */
    public JtlReadSummary read(Path file, FileChannel channel, JtlSampleSink sink) {
        return read(file, JtlFileKind.of(file, channel), whole(channel), new RowHandler(file, lenient, sink));
    }

    /** Reads JTL content from a stream in one pass; {@code file} names it in messages. */
    public JtlReadSummary read(Path file, InputStream in, JtlSampleSink sink) {
        BufferedInputStream buffered = new BufferedInputStream(in, JtlFileKind.PROBE_BYTES + 1);
        return read(file, JtlFileKind.of(file, buffered), buffered, new RowHandler(file, lenient, sink));
    }

    private static InputStream whole(FileChannel channel) {
        try {
            return new ChunkInputStream(channel, 0, channel.size());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private JtlReadSummary read(Path file, JtlFileKind kind, InputStream in, RowHandler rows) {
        try {
            if (csvReader == CsvReader.COMMONS || !kind.commaSeparated()) {
                new CommonsCsvJtlParser(file, in, rows, kind.delimiter()).parse();
            } else {
                FastJtlParser parser = new FastJtlParser(file, in, rows, true);
                parser.readRows(parser.readHeader());
            }
            return withSamples(file, rows.summary());
        } catch (IOException e) {
            throw unreadable(file, e);
        } catch (UncheckedIOException e) {
            throw unreadable(file, e.getCause());
        }
    }

    /** Where a file's extreme rows are: the one that starts first and the one that ends last (the first of equals). */
    public record Extremes(long firstStart, long firstStartLine, long lastEnd, long lastEndLine) {
    }

    /**
     * Finds the extreme rows with their line numbers, in one pass that no parallel read can share (line numbers are
     * the whole file's): for messages about those rows, not for the analysis.
     */
    public Extremes extremes(Path file, FileChannel channel) {
        long[] found = {Long.MAX_VALUE, 0, Long.MIN_VALUE, 0};
        RowHandler[] rows = new RowHandler[1];
        rows[0] = new RowHandler(file, lenient, (start, elapsed, label, success, received, sent) -> {
            if (start < found[0]) {
                found[0] = start;
                found[1] = rows[0].line();
            }
            if (start + elapsed > found[2]) {
                found[2] = start + elapsed;
                found[3] = rows[0].line();
            }
        });
        read(file, JtlFileKind.of(file, channel), whole(channel), rows[0]);
        return new Extremes(found[0], found[1], found[2], found[3]);
    }

    /** Reads the file, in parallel chunks when it is large, giving each chunk a new sink. */
    public <S extends JtlSampleSink> Result<S> read(Path file, Supplier<S> newSink) {
        try (FileChannel channel = open(file)) {
            return read(file, channel, newSink);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** The same through an open channel, which every chunk shares (positional reads) and which stays open. */
    public <S extends JtlSampleSink> Result<S> read(Path file, FileChannel channel, Supplier<S> newSink) {
        JtlFileKind kind = JtlFileKind.of(file, channel);
        try {
            boolean fast = csvReader == CsvReader.FAST && kind.commaSeparated();
            List<Long> starts = fast ? chunkStarts(channel) : List.of(0L);
            if (starts.size() > 1) {
                Result<S> parallel = readChunks(file, channel, starts, newSink);
                if (parallel != null) {
                    return parallel;
                }
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        S sink = newSink.get();
        return new Result<>(read(file, kind, whole(channel), new RowHandler(file, lenient, sink)), List.of(sink));
    }

    /** @return the result, or null when the chunks must be read again as one */
    private <S extends JtlSampleSink> Result<S> readChunks(Path file, FileChannel channel, List<Long> starts,
                                                            Supplier<S> newSink) throws IOException {
        long size = channel.size();
        // the header line lies within the first 64 KB (JtlFileKind refuses a file without a line break there)
        JtlHeader header = new FastJtlParser(file, new ChunkInputStream(channel, 0, Math.min(size, JtlFileKind.PROBE_BYTES)),
                new RowHandler(file, lenient, (a, b, c, d, e, f) -> { }), true).readHeader();
        ExecutorService pool = Executors.newFixedThreadPool(starts.size(), runnable -> {
            Thread thread = new Thread(runnable, "jtl-chunk");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Chunk<S>>> futures = new ArrayList<>();
            for (int i = 0; i < starts.size(); i++) {
                long start = starts.get(i);
                long end = i + 1 < starts.size() ? starts.get(i + 1) : size;
                boolean first = i == 0;
                boolean last = i + 1 == starts.size();
                futures.add(pool.submit(() -> readChunk(file, channel, start, end, first, last, header, newSink)));
            }
            List<Chunk<S>> chunks = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                try {
                    chunks.add(futures.get(i).get());
                } catch (ExecutionException e) {
                    if (i == 0 && e.getCause() instanceof JtlFormatException problem) {
                        throw problem; // the first chunk starts where the file does: its line numbers are right
                    }
                    return null;
                }
            }
            return merge(file, chunks);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading " + file, e);
        } finally {
            pool.shutdownNow();
        }
    }

    private <S extends JtlSampleSink> Chunk<S> readChunk(Path file, FileChannel channel, long start, long end,
            boolean first, boolean last, JtlHeader header, Supplier<S> newSink) throws IOException {
        S sink = newSink.get();
        RowHandler rows = new RowHandler(file, lenient, sink);
        FastJtlParser parser = new FastJtlParser(file, new ChunkInputStream(channel, start, end), rows, last);
        try {
            if (first) {
                parser.readHeader();
            }
            parser.readRows(header);
        } catch (JtlFormatException problem) {
            if (first) {
                throw problem;
            }
            return new Chunk<>(sink, rows, parser, false); // line numbers are relative here: read again in one pass
        }
        return new Chunk<>(sink, rows, parser, first || rows.clean());
    }

    private record Chunk<S>(S sink, RowHandler rows, FastJtlParser parser, boolean trusted) {
    }

    private <S> Result<S> merge(Path file, List<Chunk<S>> chunks) {
        long rows = 0;
        List<String> warnings = new ArrayList<>();
        long skipped = 0;
        for (int i = 0; i < chunks.size(); i++) {
            Chunk<S> chunk = chunks.get(i);
            if (!chunk.trusted() || (i + 1 < chunks.size() && chunk.parser().splitLastRecord())) {
                return null;
            }
            JtlReadSummary summary = chunk.rows().summary();
            rows += summary.rows();
            skipped += summary.skippedRows();
            warnings.addAll(summary.warnings());
        }
        return new Result<>(withSamples(file, new JtlReadSummary(rows, skipped, warnings)),
                chunks.stream().map(Chunk::sink).toList());
    }

    /** Chunk starts: 0, then the byte after the first line break past each 1/n of the file. */
    private List<Long> chunkStarts(FileChannel channel) throws IOException {
        long size = channel.size();
        int chunks = (int) Math.max(1, Math.min(maxChunks, size / minChunkBytes));
        List<Long> starts = new ArrayList<>(List.of(0L));
        ByteBuffer probe = ByteBuffer.allocate(64 * 1024);
        for (int i = 1; i < chunks; i++) {
            long position = size * i / chunks;
            long lineStart = -1;
            while (lineStart < 0 && position < size) {
                probe.clear();
                int read = channel.read(probe, position);
                for (int j = 0; j < read && lineStart < 0; j++) {
                    if (probe.get(j) == '\n') {
                        lineStart = position + j + 1;
                    }
                }
                position += Math.max(read, 1);
            }
            if (lineStart > starts.get(starts.size() - 1) && lineStart < size) {
                starts.add(lineStart);
            }
        }
        return starts;
    }

    private static JtlReadSummary withSamples(Path file, JtlReadSummary summary) {
        if (summary.rows() == 0) {
            throw new JtlFormatException(file, "has a header but no samples: the run produced no results; "
                    + "check its jmeter.log.");
        }
        return summary;
    }

    /** Fails with a clear message unless {@code file} is a readable, non-empty file. */
    public static void checkFile(Path file) {
        if (!Files.exists(file)) {
            throw new JtlFormatException(file, io.meshbench.results.format.PathKind.missing(file, "file")
                    + ". Give the path of a JMeter CSV results file (.jtl).");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new JtlFormatException(file, "is not a readable file. Give the path of a JMeter CSV results file.");
        }
        try {
            if (Files.size(file) == 0) {
                throw emptyFile(file);
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    static JtlFormatException emptyFile(Path file) {
        return new JtlFormatException(file, "is empty: JMeter wrote neither a header nor a sample. "
                + "Check the run's jmeter.log; rerun the test.");
    }

    private static JtlFormatException unreadable(Path file, IOException e) {
        return new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
    }
}
