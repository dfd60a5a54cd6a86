package io.meshbench.results.jtl;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a JMeter CSV results file (JTL) once, streaming, and hands every sample to a sink.
 *
 * <p>Columns are found by their header names in any order; {@code timeStamp} (epoch ms, the sample's start as JMeter
 * writes it by default) and {@code elapsed} are required, {@code label}, {@code success}, {@code bytes} and
 * {@code sentBytes} are used when present. A malformed row stops reading with its line number unless reading is
 * lenient, which skips and counts such rows; an incomplete last line (JMeter stopped mid-write) is ignored with a
 * warning.
 */
public final class JtlReader {

    /** The CSV parser to use: both read the same files to the same samples. */
    public enum CsvReader {
        /** The byte-level parser written for JMeter's CSV (the default: about 5x faster). */
        FAST,
        /** Apache Commons CSV. */
        COMMONS
    }

    private final CsvReader csvReader;
    private final boolean lenient;

    public JtlReader(CsvReader csvReader, boolean lenient) {
        this.csvReader = csvReader;
        this.lenient = lenient;
    }

    public JtlReader(boolean lenient) {
        this(CsvReader.FAST, lenient);
    }

    public JtlReadSummary read(Path file, JtlSampleSink sink) {
        checkFile(file);
        try (InputStream in = Files.newInputStream(file)) {
            return read(file, in, sink);
        } catch (IOException e) {
            throw new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
        }
    }

    /** Reads JTL content from a stream; {@code file} names it in messages. */
    public JtlReadSummary read(Path file, InputStream in, JtlSampleSink sink) {
        try {
            return switch (csvReader) {
                case FAST -> new FastJtlParser(file, in, lenient, sink).parse();
                case COMMONS -> new CommonsCsvJtlParser(file, in, lenient, sink).parse();
            };
        } catch (IOException e) {
            throw new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
        } catch (UncheckedIOException e) {
            throw new JtlFormatException(file, "cannot be read (" + e.getCause().getMessage() + ").");
        }
    }

    /** Fails with a clear message unless {@code file} is a readable, non-empty file. */
    public static void checkFile(Path file) {
        if (!Files.exists(file)) {
            throw new JtlFormatException(file, "no such file. Give the path of a JMeter CSV results file (.jtl).");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new JtlFormatException(file, "is not a readable file. Give the path of a JMeter CSV results file.");
        }
        try {
            if (Files.size(file) == 0) {
                throw emptyFile(file);
            }
        } catch (IOException e) {
            throw new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
        }
    }

    static JtlFormatException emptyFile(Path file) {
        return new JtlFormatException(file, "is empty: JMeter wrote neither a header nor a sample. "
                + "Check the run's jmeter.log; rerun the test.");
    }
}
