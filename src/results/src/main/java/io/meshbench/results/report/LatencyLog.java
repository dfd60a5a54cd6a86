package io.meshbench.results.report;

import io.meshbench.results.analysis.LatencyHistogram;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Keeps a run's latency distribution over its measured window in the run folder, as {@code latency.hlog} in
 * HdrHistogram's log format, so that any window or round can be merged later by any HdrHistogram tool
 * ({@code HistogramLogReader}, HdrHistogram's HistogramLogProcessor) without the JTL.
 */
final class LatencyLog {

    private LatencyLog() {
    }

    /** Writes the log unless the run folder has one (a report never changes a file already there). */
    static void writeIfAbsent(Path runFolder, LatencyHistogram latencies, long windowStartMs, long windowEndMs) {
        Path file = RunFolderLayout.latencyLog(runFolder);
        if (latencies == null || Files.exists(file) || !Files.isWritable(runFolder)) {
            return;
        }
        Histogram histogram = latencies.toHdrHistogram();
        histogram.setStartTimeStamp(windowStartMs);
        histogram.setEndTimeStamp(windowEndMs);
        try (PrintStream out = new PrintStream(Files.newOutputStream(file))) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputComment("MeshBench: latencies (ms) of every sample of the measured window, warm-up trimmed");
            writer.outputLogFormatVersion();
            writer.outputStartTime(windowStartMs);
            writer.outputLegend();
            writer.outputIntervalHistogram(histogram);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file, e);
        }
    }
}
