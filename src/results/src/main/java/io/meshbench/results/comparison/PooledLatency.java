package io.meshbench.results.comparison;

import io.meshbench.results.analysis.LatencyHistogram;
import io.meshbench.results.run.RunResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Latency percentiles over the samples of all rounds of a side, from their merged histograms, beside the per-round
 * spread: a percentile of the pooled samples is what a reader means by "the P90 of the treatment", while the median of
 * per-round P90s is not a percentile of anything.
 *
 * @param baselineMs the baseline's pooled percentile, ms
 * @param treatedMs  the treated side's, ms
 * @param deltaPct   the treated side's relative to the baseline's, %; null when the baseline's is 0
 */
public record PooledLatency(long baselineMs, long treatedMs, Double deltaPct) {

    private static final Map<String, Double> PERCENTILES = Map.of("p50", 50.0, "p90", 90.0, "p95", 95.0, "p99", 99.0);

    /** By percentile key (p50, p90, p95, p99); empty when a side has no histogram (runs read from elsewhere). */
    static Map<String, PooledLatency> of(List<RunResult> baseline, List<RunResult> treated) {
        LatencyHistogram before = pooled(baseline);
        LatencyHistogram after = pooled(treated);
        Map<String, PooledLatency> figures = new LinkedHashMap<>();
        if (before == null || after == null || before.count() == 0 || after.count() == 0) {
            return figures;
        }
        for (String key : List.of("p50", "p90", "p95", "p99")) {
            long b = before.percentiles(PERCENTILES.get(key))[0];
            long t = after.percentiles(PERCENTILES.get(key))[0];
            figures.put(key, new PooledLatency(b, t, b == 0 ? null : 100.0 * (t - b) / b));
        }
        return figures;
    }

    private static LatencyHistogram pooled(List<RunResult> runs) {
        List<LatencyHistogram> parts = runs.stream().map(run -> run.statistics().totalLatencies()).toList();
        return parts.isEmpty() || parts.stream().anyMatch(Objects::isNull) ? null : LatencyHistogram.pooled(parts);
    }
}
