package io.meshbench.results.report;

import io.meshbench.results.analysis.LatencyHistogram;
import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.RunFolderLayout;
import java.io.PrintStream;
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

    /**
     * Adds the log to the report's files unless the run folder has one (a report never changes a file already there),
     * cannot be written (results kept read-only) or is reached through a link (a run kept elsewhere: the log would
     * land outside the benchmark folder). A link where the log would go is refused with the report.
     */
    static void addIfAbsent(OutputFolder.Batch files, Path runFolder, LatencyHistogram latencies, long windowStartMs,
                            long windowEndMs) {
        if (latencies == null || !Files.isWritable(runFolder)) {
            return;
        }
        Histogram histogram = latencies.toHdrHistogram();
        histogram.setStartTimeStamp(windowStartMs);
        histogram.setEndTimeStamp(windowEndMs);
        files.addIfAbsent(RunFolderLayout.latencyLog(runFolder), stream -> {
            PrintStream out = new PrintStream(stream);
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputComment("MeshBench: latencies (ms) of every sample of the measured window, warm-up trimmed");
            writer.outputLogFormatVersion();
            writer.outputStartTime(windowStartMs);
            writer.outputLegend();
            writer.outputIntervalHistogram(histogram);
            out.flush();
            if (out.checkError()) {
                throw new java.io.IOException("the log could not be written whole");
            }
        });
    }
}
