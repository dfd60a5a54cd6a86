package io.meshbench.results.analysis;

import java.util.List;
import java.util.Map;

/**
 * The statistics of one JTL file over its measured window: {@code total} over all labels, and one entry per label
 * (sorted by label); {@code totalLatencies}: the total's whole histogram, so rounds can be pooled and the run's
 * distribution kept (latency.hlog); {@code percentiles}: the definition of every percentile here; {@code labelFold}: the labels folded into one row past --max-labels, or null;
 * {@code recovery}: what the run's injected fault did to its errors, when the analysis was given one (else null);
 * {@code wholeRun}: the samples of the whole run, warm-up and cool-down included.
 */
public record RunStatistics(
        String file,
        long rows,
        long skippedRows,
        List<String> warnings,
        MeasuredWindow window,
        LabelStatistics total,
        Map<String, LabelStatistics> labels,
        TpsStatistics tps,
        @com.fasterxml.jackson.annotation.JsonIgnore LatencyHistogram totalLatencies,
        WindowHalves halves,
        Percentiles percentiles,
        LabelFold labelFold,
        @com.fasterxml.jackson.annotation.JsonIgnore FaultRecovery.Outcome recovery,
        @com.fasterxml.jackson.annotation.JsonIgnore SampleCount wholeRun) {

    /**
     * The statistics of a run that offered no load (an at-rest level): no sample, the window the harness sampled the
     * processes in. Latency and throughput figures of such a run are absent, not zero ({@code total().samples() == 0}).
     */
    public static RunStatistics withoutLoad(String file, long startMs, long endMs) {
        MeasuredWindow window = new MeasuredWindow(startMs, endMs, startMs, endMs, 0, 0);
        LatencyHistogram none = new LatencyHistogram();
        return new RunStatistics(file, 0, 0, List.of(), window, new SampleAccumulator().statistics(), Map.of(),
                new TpsStatistics(List.of(), 0, 0, null, null, null, false, null), none,
                WindowHalves.of(startMs / 2 + endMs / 2, none, none, new double[0], new long[0]), Percentiles.of(PercentileDefinition.NEAREST_RANK), null, null,
                new SampleCount(0, 0));
    }

    /** Whether the run offered load: an at-rest run has no sample at all. */
    public boolean hasLoad() {
        return rows > 0 || total.samples() > 0;
    }
}
