package io.meshbench.harness.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An engine host's clock against this controller's, measured as NTP does: the controller asks for the host's time
 * and notes when it asked and when the answer came; the host's time minus the midpoint is the offset, within half the
 * round trip. Of several exchanges the one with the shortest round trip counts (the least queueing). The host answers
 * through the engine's own command prefix ({@code ip netns exec ...}, an ssh wrapper) with a shell loop around
 * {@code date +%s%N} (GNU coreutils), so nothing but a POSIX shell and date is needed there.
 *
 * @param offsetMs      the host's clock minus the controller's, ms
 * @param uncertaintyMs half the shortest round trip: an offset within it cannot be told from none
 */
public record ClockOffset(double offsetMs, double uncertaintyMs) {

    /**
     * A skew beyond which a run is flagged: hosts kept by NTP agree within a few ms; 100 ms means a host whose clock
     * nothing keeps, which may also drift during the run, after the one correction made at its start.
     */
    public static final double SKEW_BOUND_MS = 100;

    static final int EXCHANGES = 8;
    private static final List<String> PROBE = List.of("sh", "-c", "while read line; do date +%s%N; done");

    /** The offset the merge applies: whole ms, none when the measurement cannot tell it from zero. */
    public long correctionMs() {
        return Math.abs(offsetMs) <= uncertaintyMs ? 0 : Math.round(offsetMs);
    }

    /** Whether this offset (or its uncertainty) is beyond {@link #SKEW_BOUND_MS}. */
    public boolean beyondBound() {
        return Math.abs(offsetMs) > SKEW_BOUND_MS || uncertaintyMs > SKEW_BOUND_MS;
    }

    /**
     * Measures the clock of the host {@code prefix} runs commands on (empty: this machine).
     *
     * @throws IOException naming the command when the host gives no time
     */
    public static ClockOffset measure(List<String> prefix) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(PROBE);
        Process probe = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (OutputStream ask = probe.getOutputStream();
             BufferedReader answers = new BufferedReader(new InputStreamReader(probe.getInputStream(), StandardCharsets.UTF_8))) {
            ClockOffset best = null;
            for (int i = 0; i < EXCHANGES; i++) {
                long sentNanos = System.nanoTime();
                double sentMs = epochMs(Instant.now());
                try {
                    ask.write('\n');
                    ask.flush();
                } catch (IOException ended) {
                    // the host's command ended without reading (no shell there): what it printed says why, below
                }
                String answer = answers.readLine();
                double receivedMs = epochMs(Instant.now());
                long roundTripNanos = System.nanoTime() - sentNanos;
                double hostMs = parse(answer, command);
                ClockOffset exchange = new ClockOffset(hostMs - (sentMs + receivedMs) / 2, roundTripNanos / 2e6);
                if (best == null || exchange.uncertaintyMs < best.uncertaintyMs) {
                    best = exchange;
                }
            }
            return best;
        } finally {
            probe.destroy();
            if (!probe.waitFor(5, TimeUnit.SECONDS)) {
                probe.destroyForcibly();
            }
        }
    }

    private static double parse(String answer, List<String> command) throws IOException {
        try {
            return Long.parseLong(answer == null ? "" : answer.strip()) / 1e6;
        } catch (NumberFormatException e) {
            throw new IOException("the engine host's clock could not be read: `" + String.join(" ", command)
                    + "` answered " + (answer == null ? "nothing" : "'" + answer + "'") + " instead of nanoseconds "
                    + "since the epoch (it needs GNU date, for date +%s%N)");
        }
    }

    private static double epochMs(Instant instant) {
        return instant.getEpochSecond() * 1e3 + instant.getNano() / 1e6;
    }
}
