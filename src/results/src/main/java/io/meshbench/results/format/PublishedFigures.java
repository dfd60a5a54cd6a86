package io.meshbench.results.format;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Sermant's published benchmark figures, as facts: one CSV row per printed number of every table of Sermant's
 * benchmark page (its release, section, treatment, level, workload, figure, side, value and unit, the rate it was
 * measured at, the pod's vCPUs and size, the machine, and the source). The bundled file is
 * {@value #BUNDLED}; the page sets our figures beside these.
 */
public final class PublishedFigures {

    /** The bundled file on the class path (src/results/src/main/resources/published/). */
    public static final String BUNDLED = "/published/sermant-benchmarks.csv";

    static final List<String> COLUMNS = List.of("table", "release", "section", "treatment", "level", "workload",
            "figure", "side", "value", "unit", "tps", "vcpus", "pod", "machine", "source");

    /**
     * One published number.
     *
     * @param side  {@code baseline}, {@code treated} or {@code delta} (a published "baseline / Sermant / difference"
     *              cell gives three rows), or {@code value} for a table of plain figures (start-up)
     * @param tps   the rate the figure was measured at (the published target, or its average TPS where the table ran
     *              unthrottled), null where none applies (at rest, start-up)
     * @param vcpus the vCPUs of the pod or container the figure is a share of
     */
    public record Figure(String table, String release, String section, String treatment, String level,
                         String workload, String figure, String side, double value, String unit, Double tps,
                         int vcpus, String pod, String machine, String source) {
    }

    private PublishedFigures() {
    }

    /** The bundled figures; a damaged bundle is one line naming the row and the field. */
    public static List<Figure> bundled() {
        try (InputStream in = PublishedFigures.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new ResultsException(BUNDLED + ": not on the class path; rebuild meshbench.");
            }
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8), BUNDLED);
        } catch (IOException e) {
            throw new ResultsException(BUNDLED + ": cannot be read (" + e.getMessage() + ").", e);
        }
    }

    /** The figures of a CSV text with exactly {@link #COLUMNS}; {@code name} names it in a message. */
    static List<Figure> read(String text, String name) {
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build();
        List<Figure> figures = new ArrayList<>();
        Path source = Path.of(name);
        try (CSVParser parser = StrictReader.csv(source, StrictReader.guard(source,
                new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ReadLimits.CSV), format)) {
            if (!parser.getHeaderNames().equals(COLUMNS)) {
                throw new ResultsException(name + ": line 1: the columns must be " + String.join(",", COLUMNS)
                        + ", not " + String.join(",", parser.getHeaderNames()) + ".");
            }
            for (CSVRecord record : parser) {
                figures.add(figure(record, name));
            }
        } catch (IOException | IllegalStateException | java.io.UncheckedIOException e) {
            throw new ResultsException(name + ": not a CSV file of published figures (" + e.getMessage() + ").", e);
        }
        return List.copyOf(figures);
    }

    private static Figure figure(CSVRecord record, String name) {
        String where = name + ": line " + (record.getRecordNumber() + 1);
        if (record.size() != COLUMNS.size()) {
            throw new ResultsException(where + ": " + record.size() + " fields, a row has " + COLUMNS.size() + ".");
        }
        for (String column : List.of("table", "section", "treatment", "level", "figure", "side", "unit", "pod",
                "source")) {
            if (record.get(column).isBlank()) {
                throw new ResultsException(where + ": " + column + " is empty.");
            }
        }
        String side = record.get("side");
        if (!List.of("baseline", "treated", "delta", "value").contains(side)) {
            throw new ResultsException(where + ": side is '" + side + "'; write baseline, treated, delta or value.");
        }
        String tps = record.get("tps");
        return new Figure(record.get("table"), record.get("release"), record.get("section"), record.get("treatment"),
                record.get("level"), record.get("workload"), record.get("figure"), side,
                number(where, "value", record.get("value")), record.get("unit"),
                tps.isBlank() ? null : number(where, "tps", tps), (int) positive(where, record.get("vcpus")),
                record.get("pod"), record.get("machine"), record.get("source"));
    }

    private static double number(String where, String field, String text) {
        try {
            double value = Double.parseDouble(text.strip());
            if (Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // the message below says what to write
        }
        throw new ResultsException(where + ": " + field + " is '" + text + "', not a number (write it as 3.1).");
    }

    private static double positive(String where, String text) {
        double value = number(where, "vcpus", text);
        if (value < 1 || value != Math.rint(value)) {
            throw new ResultsException(where + ": vcpus is '" + text + "'; write a whole number of vCPUs, 1 or more.");
        }
        return value;
    }

    /** {@code value} as the published page prints it, with its unit: "+3.1 % of pod", "29.8 MB", "+1902". */
    public static String printed(Figure figure) {
        String number = figure.value() == Math.rint(figure.value()) && Math.abs(figure.value()) < 1e9
                ? String.valueOf((long) figure.value()) : String.format(Locale.ROOT, "%s", figure.value());
        return ("delta".equals(figure.side()) && figure.value() > 0 ? "+" : "") + number + unit(figure);
    }

    /** The figure's unit as printed after a number: " MB", " % of pod"; nothing for a count. */
    public static String unit(Figure figure) {
        return "count".equals(figure.unit()) ? "" : " " + figure.unit();
    }
}
