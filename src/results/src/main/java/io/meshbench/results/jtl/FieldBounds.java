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

    /** Counts {@code fields} more fields whose bounds are not kept (past {@link #keepsMore()}). */
    void addUnkept(int fields) {
        count += fields;
    }

    /** Whether the next field's bounds would be stored. */
    boolean keepsMore() {
        return count < kept;
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
