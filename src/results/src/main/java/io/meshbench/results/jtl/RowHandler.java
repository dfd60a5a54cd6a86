package io.meshbench.results.jtl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The policy both parsers share: passes good rows on, and decides what a malformed row means. */
final class RowHandler {

    private final Path file;
    private final boolean lenient;
    private final JtlSampleSink sink;
    private final List<String> warnings = new ArrayList<>();
    private long rows;
    private long skipped;
    private long firstSkippedLine;
    private long line;

    RowHandler(Path file, boolean lenient, JtlSampleSink sink) {
        this.file = file;
        this.lenient = lenient;
        this.sink = sink;
    }

    void sample(long line, long start, long elapsed, String label, boolean success, long received, long sent,
                TransactionKind kind) {
        rows++;
        this.line = line;
        switch (kind) {
            case SAMPLE -> sink.accept(start, elapsed, label, success, received, sent);
            case TRANSACTION -> sink.acceptTransaction(start, elapsed, label, success, received, sent);
            case EMPTY_TRANSACTION -> sink.acceptEmptyTransaction(start, elapsed, label); // counted nowhere
        }
    }

    /**
     * @param unterminatedLastLine the row is the file's last and has no line break: JMeter stopped mid-write
     * @return whether reading goes on
     */
    boolean malformed(long line, String problem, boolean unterminatedLastLine) {
        if (unterminatedLastLine) {
            warnings.add(file + ":" + line + ": the last line is incomplete (" + problem
                    + "), as when JMeter is stopped mid-write; it was ignored.");
            return false;
        }
        if (!lenient) {
            throw new JtlFormatException(file, line, "malformed row: " + problem
                    + ". Fix or delete that line, or pass --lenient to skip malformed rows and count them.");
        }
        if (skipped++ == 0) {
            firstSkippedLine = line;
        }
        return true;
    }

    /** The line the row being handed to the sink starts on. */
    long line() {
        return line;
    }

    long rows() {
        return rows;
    }

    /** Nothing was skipped or tolerated: the only outcome a parallel chunk may have (see JtlReader). */
    boolean clean() {
        return skipped == 0 && warnings.isEmpty();
    }

    JtlReadSummary summary() {
        List<String> all = new ArrayList<>();
        if (skipped > 0) {
            all.add(file + ": skipped " + skipped + " malformed row(s) (--lenient), the first at line "
                    + firstSkippedLine + ".");
        }
        all.addAll(warnings);
        return new JtlReadSummary(rows, skipped, all);
    }
}
