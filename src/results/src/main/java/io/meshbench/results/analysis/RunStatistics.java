package io.meshbench.results.analysis;

import java.util.List;
import java.util.Map;

/**
 * The statistics of one JTL file over its measured window: {@code total} over all labels, and one entry per label
 * (sorted by label); {@code totalLatencies}: the total's whole histogram, so rounds can be pooled and the run's
 * distribution kept (latency.hlog).
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
        WindowHalves halves) {
}
