package io.meshbench.results.samples;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.ReadLimits;
import io.meshbench.results.format.ResourceSample;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Streams samples.jsonl (JSON Lines, docs/formats.md) one sample at a time. */
public final class SamplesReader {

    /**
     * The highest {@code cpuMachinePct} accepted: a share of the machine is at most 100 %, and a process's share, CPU
     * ticks of 10 ms read from /proc over a 1 s interval, can read a few points above it; more is a broken line.
     */
    static final double MAX_MACHINE_PCT = 110;

    private SamplesReader() {
    }

    public static void read(Path file, Consumer<ResourceSample> consumer) {
        read(file, consumer, warning -> { });
    }

    /**
     * Reads every sample through the strict reader (line by line, each line at most
     * {@link ReadLimits#JSON_LINES}); a malformed last line without its line end (the sampler stopped mid-write) is
     * left out with a warning, as a truncated JTL line is, any other malformed line is an error.
     */
    public static void read(Path file, Consumer<ResourceSample> consumer, Consumer<String> warnings) {
        if (!Files.isRegularFile(file)) {
            throw new SamplesFormatException(file, 0, (Files.exists(file) ? "not a regular file"
                    : io.meshbench.results.format.PathKind.missing(file, "file")) + ". Give the samples.jsonl the sampler wrote "
                    + "for this run, or leave --samples out.");
        }
        java.util.Map<SampleKey, Long> seen = new java.util.HashMap<>();
        StrictReader.lines(file, ReadLimits.JSON_LINES, (lineNumber, line, last) -> {
                if (line.isBlank()) {
                    return;
                }
                ResourceSample sample;
                try {
                    sample = parse(file, lineNumber, line);
                } catch (ResultsException e) {
                    if (!last || endsWithLineBreak(file)) {
                        throw e;
                    }
                    warnings.accept(file + " line " + lineNumber + ": truncated last line left out (the sampler "
                            + "stopped while writing it).");
                    return;
                }
                Long first = seen.putIfAbsent(new SampleKey(sample.process(), sample.pid(), sample.ts()), lineNumber);
                if (first != null) {
                    // the sampler takes one sample per process per tick: a second one at the same instant is a
                    // copied line (files concatenated, a line pasted twice) and would count that second twice
                    throw new SamplesFormatException(file, lineNumber, "a second sample of process '"
                            + sample.process() + "'" + (sample.pid() == null ? "" : " (pid " + sample.pid() + ")")
                            + " at ts " + sample.ts() + " (the first is line " + first + "); the sampler writes one "
                            + "per process per tick. Delete the repeated line.");
                }
                consumer.accept(sample);
        });
    }

    private static boolean endsWithLineBreak(Path file) {
        try (java.nio.channels.SeekableByteChannel channel = Files.newByteChannel(file)) {
            if (channel.size() == 0) {
                return false;
            }
            java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
            channel.position(channel.size() - 1).read(last);
            return last.get(0) == '\n';
        } catch (IOException e) {
            throw new SamplesFormatException(file, 0, "cannot be read (" + e.getMessage() + ").");
        }
    }

    private static ResourceSample parse(Path file, long lineNumber, String line) {
        ResourceSample sample = StrictReader.jsonLine(file, lineNumber, line, ResourceSample.class);
        if (sample == null || sample.ts() == null || sample.process() == null) {
            throw new SamplesFormatException(file, lineNumber, "a sample needs \"ts\" (epoch ms) and \"process\". "
                    + "Fix or delete that line.");
        }
        checkRanges(file, lineNumber, sample);
        return sample;
    }

    /** One sample of one process at one instant. */
    private record SampleKey(String process, Long pid, long ts) {
    }

    /** Figures that cannot be: a negative count or size, a CPU share outside 0..{@link #MAX_MACHINE_PCT}. */
    private static void checkRanges(Path file, long lineNumber, ResourceSample sample) {
        if (sample.ts() <= 0) {
            throw outOfRange(file, lineNumber, "ts", sample.ts(), "epoch milliseconds, above 0");
        }
        if (sample.cpuMachinePct() != null && !(sample.cpuMachinePct() >= 0 && sample.cpuMachinePct() <= MAX_MACHINE_PCT)) {
            throw outOfRange(file, lineNumber, "cpuMachinePct", sample.cpuMachinePct(),
                    "a share of the machine, 0 to 100 (up to " + (int) MAX_MACHINE_PCT + " for clock-tick rounding)");
        }
        nonNegative(file, lineNumber, "cpuCorePct", sample.cpuCorePct());
        nonNegative(file, lineNumber, "pid", sample.pid());
        nonNegative(file, lineNumber, "heapUsedBytes", sample.heapUsedBytes());
        nonNegative(file, lineNumber, "metaspaceUsedBytes", sample.metaspaceUsedBytes());
        nonNegative(file, lineNumber, "nonHeapExceptCodeCacheBytes", sample.nonHeapExceptCodeCacheBytes());
        nonNegative(file, lineNumber, "classesLoaded", sample.classesLoaded());
        nonNegative(file, lineNumber, "threads", sample.threads());
        nonNegative(file, lineNumber, "rssBytes", sample.rssBytes());
        nonNegative(file, lineNumber, "classSpaceUsedBytes", sample.classSpaceUsedBytes());
        nonNegative(file, lineNumber, "gcCount", sample.gcCount());
        nonNegative(file, lineNumber, "gcTimeMs", sample.gcTimeMs());
    }

    private static void nonNegative(Path file, long lineNumber, String field, Number value) {
        if (value != null && !(value.doubleValue() >= 0 && Double.isFinite(value.doubleValue()))) {
            throw outOfRange(file, lineNumber, field, value, "0 or more");
        }
    }

    private static SamplesFormatException outOfRange(Path file, long lineNumber, String field, Object value,
                                                     String expected) {
        return new SamplesFormatException(file, lineNumber, "\"" + field + "\" is " + value + "; it must be "
                + expected + ". Fix or delete that line.");
    }
}
