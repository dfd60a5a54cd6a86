package io.meshbench.harness.duet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.format.OutputFolder;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.ReadLimits;
import io.meshbench.results.format.StrictReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * Splits a duet's files into one run folder per side, each then like any run's: the JTL by the threadName column
 * (a side's thread groups are named {@code duet-<side> ...}), samples.jsonl by process name ({@code <side>/consumer}
 * becomes {@code consumer} on that side; the load generator and the machine, shared, go to both sides).
 */
public final class SideSplit {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String THREAD_NAME = "threadName";

    private SideSplit() {
    }

    /** @return the rows written per side */
    public static Map<DuetSide, Long> jtl(Path combined, Map<DuetSide, Path> sides) throws IOException {
        Map<DuetSide, Long> rows = new EnumMap<>(DuetSide.class);
        CSVFormat in = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();
        try (CSVParser parser = StrictReader.csv(combined, in)) {
            List<String> header = parser.getHeaderNames();
            if (!header.contains(THREAD_NAME)) {
                throw new DuetPlanException(combined + ": no threadName column, so the duet's two sides cannot be told "
                        + "apart; keep jmeter.save.saveservice.thread_name=true (jmx/user.properties sets it)");
            }
            Map<DuetSide, CSVPrinter> printers = new EnumMap<>(DuetSide.class);
            try {
                CSVFormat out = CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new))
                        .setRecordSeparator("\n").get();
                for (Map.Entry<DuetSide, Path> side : sides.entrySet()) {
                    printers.put(side.getKey(), new CSVPrinter(writer(side.getValue()), out));
                    rows.put(side.getKey(), 0L);
                }
                for (CSVRecord record : parser) {
                    DuetSide side = sideOfThread(record.get(THREAD_NAME));
                    if (side != null && printers.containsKey(side)) {
                        printers.get(side).printRecord(record.values());
                        rows.merge(side, 1L, Long::sum);
                    }
                }
            } finally {
                for (CSVPrinter printer : printers.values()) {
                    printer.close();
                }
            }
        }
        return rows;
    }

    /** A side's file, written through the one writer (never through a link, never over a FIFO). */
    private static BufferedWriter writer(Path file) {
        return OutputFolder.around("duet side", file).writer(file.getFileName());
    }

    /** The side a JMeter thread belongs to, from its name ({@code duet-treated users 1-3}); null for neither. */
    static DuetSide sideOfThread(String threadName) {
        for (DuetSide side : DuetSide.values()) {
            if (threadName.startsWith(side.threadGroupPrefix())) {
                return side;
            }
        }
        return null;
    }

    /**
     * Splits the combined samples.jsonl by process name, each line read by the strict reader; a malformed last line
     * (the sampler stopped mid-line) stays in the combined file only, any other malformed line is refused.
     */
    public static void samples(Path combined, Map<DuetSide, Path> sides) throws IOException {
        Map<DuetSide, BufferedWriter> writers = new EnumMap<>(DuetSide.class);
        try {
            for (Map.Entry<DuetSide, Path> side : sides.entrySet()) {
                writers.put(side.getKey(), writer(side.getValue()));
            }
            StrictReader.lines(combined, ReadLimits.JSON_LINES, (number, line, last) -> {
                if (line.isBlank()) {
                    return;
                }
                JsonNode sample;
                try {
                    sample = StrictReader.jsonLineTree(combined, number, line);
                } catch (ResultsException e) {
                    if (last) {
                        return; // the sampler stopped mid-line: the combined file keeps it, the sides leave it out
                    }
                    throw e;
                }
                if (!sample.isObject()) {
                    throw new ResultsException(combined + ": line " + number + " is not a JSON object (a sample); "
                            + "fix or delete that line.");
                }
                String process = sample.path("process").asText("");
                List<DuetSide> targets = new ArrayList<>();
                String name = process;
                for (DuetSide side : DuetSide.values()) {
                    if (process.startsWith(side.processPrefix())) {
                        targets.add(side);
                        name = process.substring(side.processPrefix().length());
                    }
                }
                if (targets.isEmpty()) {
                    targets.addAll(writers.keySet());
                }
                ((ObjectNode) sample).put("process", name);
                write(sample, targets, writers);
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            for (BufferedWriter writer : writers.values()) {
                writer.close();
            }
        }
    }

    private static void write(JsonNode sample, List<DuetSide> targets, Map<DuetSide, BufferedWriter> writers) {
        try {
            String line = JSON.writeValueAsString(sample);
            for (DuetSide side : targets) {
                BufferedWriter writer = writers.get(side);
                if (writer != null) {
                    writer.write(line);
                    writer.newLine();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
