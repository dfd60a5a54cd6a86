package io.meshbench.results.jtl;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.List;
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
 * <p>Large files are read in parallel chunks (ParallelJtlRead); when the chunks cannot be trusted the reader reads
 * the whole file again in one pass, so results and messages (with their line numbers) never depend on the split.
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
    /** How a large file is read in parallel chunks (FAST parser, comma-separated files only). */
    private final ParallelJtlRead chunks;
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
        this.chunks = new ParallelJtlRead(lenient, maxChunks, minChunkBytes);
        this.opener = opener;
    }

    /** Checks the file (checkFile) and opens it for reading; the caller closes the channel. */
    public FileChannel open(Path file) {
        JtlFileCheck.check(file);
        try {
            return opener.open(file);
        } catch (IOException e) {
            throw JtlFileCheck.unreadable(file, e);
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
            throw JtlFileCheck.unreadable(file, e);
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
            return JtlFileCheck.withSamples(file, rows.summary());
        } catch (IOException e) {
            throw JtlFileCheck.unreadable(file, e);
        } catch (UncheckedIOException e) {
            throw JtlFileCheck.unreadable(file, e.getCause());
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
            throw JtlFileCheck.unreadable(file, e);
        }
    }

    /** The same through an open channel, which every chunk shares (positional reads) and which stays open. */
    public <S extends JtlSampleSink> Result<S> read(Path file, FileChannel channel, Supplier<S> newSink) {
        JtlFileKind kind = JtlFileKind.of(file, channel);
        try {
            boolean fast = csvReader == CsvReader.FAST && kind.commaSeparated();
            List<Long> starts = fast ? chunks.starts(channel) : List.of(0L);
            if (starts.size() > 1) {
                Result<S> parallel = chunks.read(file, channel, starts, newSink);
                if (parallel != null) {
                    return parallel;
                }
            }
        } catch (IOException e) {
            throw JtlFileCheck.unreadable(file, e);
        }
        S sink = newSink.get();
        return new Result<>(read(file, kind, whole(channel), new RowHandler(file, lenient, sink)), List.of(sink));
    }

    /** Fails with a clear message unless {@code file} is a readable, non-empty file. */
    public static void checkFile(Path file) {
        JtlFileCheck.check(file);
    }

    /** The message for a file without even a header (the parsers use it too). */
    static JtlFormatException emptyFile(Path file) {
        return JtlFileCheck.emptyFile(file);
    }
}
