package io.meshbench.harness.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * When JMeter's first sample started, read from outside while JMeter runs. The results engine starts the measured
 * window at the first sample's start plus the warm-up, so faults are timed from the same instant, not from JMeter's
 * process start (which precedes it by JMeter's own start-up, seconds on a busy machine).
 */
public final class FirstSample {

    /** Enough for the header and the first rows of any JTL. */
    private static final int HEAD_BYTES = 64 * 1024;
    /** log4j's {@code %d} in JMeter's bin/log4j2.xml, in the machine's time zone. */
    private static final DateTimeFormatter LOG_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
    private static final String THREAD_STARTED = "Thread started: ";
    /** How long the results file may hold no complete row (JMeter buffers it) before the log's time is used. */
    static final Duration LOG_GRACE = Duration.ofSeconds(3);

    private FirstSample() {
    }

    /**
     * The first sample's start as far as seen at {@code now}: the results file's first row (the engine's own
     * reference), else, once the file has stayed without a row for {@link #LOG_GRACE}, the log's first thread start.
     */
    public static Optional<Instant> seen(Path jtl, Path jmeterLog, Instant now) {
        Optional<Instant> results = fromResults(jtl);
        if (results.isPresent()) {
            return results;
        }
        return fromLog(jmeterLog).filter(started -> now.isAfter(started.plus(LOG_GRACE)));
    }

    /**
     * The start ({@code timeStamp}, epoch ms, JMeter's first column) of the first row of a CSV results file; empty
     * until JMeter has flushed a complete row, or when the file is not a CSV JTL starting with {@code timeStamp}.
     */
    public static Optional<Instant> fromResults(Path jtl) {
        byte[] head;
        try (InputStream in = Files.newInputStream(jtl)) {
            head = in.readNBytes(HEAD_BYTES);
        } catch (IOException e) { // not written yet
            return Optional.empty();
        }
        String text = new String(head, StandardCharsets.UTF_8);
        int headerEnd = text.indexOf('\n');
        int rowEnd = headerEnd < 0 ? -1 : text.indexOf('\n', headerEnd + 1);
        if (rowEnd < 0 || !text.startsWith("timeStamp")) {
            return Optional.empty();
        }
        String row = text.substring(headerEnd + 1, rowEnd);
        int comma = row.indexOf(',');
        try {
            return Optional.of(Instant.ofEpochMilli(Long.parseLong(comma < 0 ? row.strip() : row.substring(0, comma))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The time of JMeter's first {@code Thread started:} log line (its threads sample at once); empty until there is one. */
    public static Optional<Instant> fromLog(Path jmeterLog) {
        try (BufferedReader lines = Files.newBufferedReader(jmeterLog, StandardCharsets.UTF_8)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.contains(THREAD_STARTED) && line.length() >= 23) {
                    return Optional.of(LocalDateTime.parse(line.substring(0, 23), LOG_TIME)
                            .atZone(ZoneId.systemDefault()).toInstant());
                }
            }
        } catch (IOException | DateTimeParseException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
