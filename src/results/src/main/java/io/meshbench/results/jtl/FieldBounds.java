package io.meshbench.results.jtl;

import java.util.Arrays;

/**
 * Where each field of the record being scanned starts and stops in the read buffer, and whether it was quoted. Only
 * the first {@link #keep kept} fields' bounds are stored: the analysis uses a few leading columns, and the fields
 * after them are only counted (a row must have as many fields as the header).
 */
final class FieldBounds {

    private int[] start = new int[32];
    private int[] stop = new int[32];
    private boolean[] quoted = new boolean[32];
    private int count;
    private int kept = Integer.MAX_VALUE;

    /** From now on stores the bounds of the first {@code fields} fields (at least one) and only counts the others. */
    void keep(int fields) {
        kept = Math.max(1, fields);
    }

    /** Starts a record. */
    void clear() {
        count = 0;
    }

    void add(int from, int to, boolean isQuoted) {
        if (count < kept) {
            if (count == start.length) {
                start = Arrays.copyOf(start, count * 2);
                stop = Arrays.copyOf(stop, count * 2);
                quoted = Arrays.copyOf(quoted, count * 2);
            }
            start[count] = from;
            stop[count] = to;
            quoted[count] = isQuoted;
        }
        count++;
    }

    /**
     * Adds an unquoted field ending at each comma flagged in {@code commas} (a {@link ByteWords#matches} result for
     * the word at {@code word}), the first starting at {@code from}; returns where the field after them starts. Past
     * the kept fields it only counts them; with room for a word's eight fields it stores them without a check each.
     */
    int addEndingAt(int word, long commas, int from) {
        if (count >= kept) {
            count += ByteWords.count(commas);
            return from;
        }
        if (count + Long.BYTES > start.length) {
            while (commas != 0) {
                int comma = word + ByteWords.firstIndex(commas);
                add(from, comma, false);
                from = comma + 1;
                commas &= commas - 1;
            }
            return from;
        }
        int[] starts = start;
        int[] stops = stop;
        boolean[] quotes = quoted;
        int field = count;
        while (commas != 0) {
            int comma = word + ByteWords.firstIndex(commas);
            starts[field] = from;
            stops[field] = comma;
            quotes[field] = false;
            field++;
            from = comma + 1;
            commas &= commas - 1;
        }
        count = field; // fields stored past the kept ones are harmless: only counted fields are read
        return from;
    }

    /** The fields of the record, kept or not. */
    int count() {
        return count;
    }

    /** Where kept field {@code field}'s text starts (after an opening quote). */
    int start(int field) {
        return start[field];
    }

    /** Where kept field {@code field}'s text stops (at its closing quote, delimiter or the end of the input). */
    int stop(int field) {
        return stop[field];
    }

    /** Whether kept field {@code field} was quoted (its text may hold doubled quotes). */
    boolean quoted(int field) {
        return quoted[field];
    }
}
