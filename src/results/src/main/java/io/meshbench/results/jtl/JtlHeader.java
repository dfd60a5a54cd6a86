package io.meshbench.results.jtl;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Where the columns the engine needs sit in one JTL file. JMeter names its columns in the header line and lets users
 * choose and order them, so columns are found by name; only {@code timeStamp} and {@code elapsed} are required.
 */
public final class JtlHeader {

    static final int ABSENT = -1;

    private final int columnCount;
    private final int timeStamp;
    private final int elapsed;
    private final int label;
    private final int success;
    private final int bytes;
    private final int sentBytes;
    private final int responseMessage;

    private JtlHeader(List<String> names) {
        this.columnCount = names.size();
        this.timeStamp = names.indexOf("timeStamp");
        this.elapsed = names.indexOf("elapsed");
        this.label = names.indexOf("label");
        this.success = names.indexOf("success");
        this.bytes = names.indexOf("bytes");
        this.sentBytes = names.indexOf("sentBytes");
        this.responseMessage = names.indexOf("responseMessage");
    }

    /** Parses the header line's fields, or explains why this is not a JMeter CSV header. */
    public static JtlHeader of(Path file, List<String> names) {
        names = withoutByteOrderMark(names);
        if (!names.isEmpty() && looksLikeData(names.get(0))) {
            throw new JtlFormatException(file, 1, "no header line: the first line holds data ('" + JtlFormatException.excerpt(names.get(0))
                    + "'). MeshBench finds columns by name: let JMeter write the header "
                    + "(jmeter.save.saveservice.print_field_names=true, its default) or add the header line by hand.");
        }
        JtlHeader header = new JtlHeader(names.stream().map(String::strip).toList());
        for (String required : List.of("timeStamp", "elapsed")) {
            if (header.indexOf(required) == ABSENT) {
                throw new JtlFormatException(file, 1, "the header has no '" + required + "' column (found: "
                        + JtlFormatException.excerpt(String.join(",", names), 120) + "). Save it with JMeter's default CSV columns "
                        + "(jmeter.save.saveservice.time=true and timestamp_format=ms).");
            }
        }
        return header;
    }

    /** A UTF-8 byte order mark (some editors and Windows tools write one) is not part of the first column's name. */
    private static List<String> withoutByteOrderMark(List<String> names) {
        if (names.isEmpty() || !names.get(0).startsWith("\uFEFF")) {
            return names;
        }
        List<String> copy = new java.util.ArrayList<>(names);
        copy.set(0, copy.get(0).substring(1));
        return copy;
    }

    private static boolean looksLikeData(String firstField) {
        return !firstField.isEmpty() && (Character.isDigit(firstField.charAt(0))
                || firstField.toLowerCase(Locale.ROOT).matches("\\d{4}[-/].*"));
    }

    private int indexOf(String name) {
        return switch (name) {
            case "timeStamp" -> timeStamp;
            case "elapsed" -> elapsed;
            default -> ABSENT;
        };
    }

    /** The columns up to the last one the engine reads: a row's fields past them are only counted. */
    int usedColumns() {
        return 1 + Math.max(Math.max(Math.max(timeStamp, elapsed), Math.max(label, success)),
                Math.max(Math.max(bytes, sentBytes), responseMessage));
    }

    public int columnCount() {
        return columnCount;
    }

    public int timeStamp() {
        return timeStamp;
    }

    public int elapsed() {
        return elapsed;
    }

    public int label() {
        return label;
    }

    public int success() {
        return success;
    }

    public int bytes() {
        return bytes;
    }

    public int sentBytes() {
        return sentBytes;
    }

    /** Where JMeter writes a Transaction Controller's "Number of samples in transaction : n, ..." (ABSENT if not). */
    public int responseMessage() {
        return responseMessage;
    }
}
