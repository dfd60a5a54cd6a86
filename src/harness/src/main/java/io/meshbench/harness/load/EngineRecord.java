package io.meshbench.harness.load;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What run.json's {@code jmeter} map records of independent engines (docs/formats.md): {@code engines}, one entry per
 * engine, and {@code clockSkew}, the largest offset measured against the bound beyond which the run is flagged.
 */
public final class EngineRecord {

    private EngineRecord() {
    }

    /** Nothing for one JMeter process. */
    public static Map<String, Object> of(List<EngineOutcome> engines) {
        Map<String, Object> json = new LinkedHashMap<>();
        if (engines.isEmpty()) {
            return json;
        }
        json.put("engines", engines.stream().map(EngineOutcome::toJson).toList());
        double largest = engines.stream().mapToDouble(e -> Math.abs(e.clock().offsetMs())).max().orElse(0);
        Map<String, Object> skew = new LinkedHashMap<>();
        skew.put("boundMs", ClockOffset.SKEW_BOUND_MS);
        skew.put("largestOffsetMs", Math.round(largest * 100) / 100.0);
        skew.put("beyondBound", engines.stream().anyMatch(e -> e.clock().beyondBound()));
        json.put("clockSkew", skew);
        json.put("enginesBehind", engines.stream().filter(EngineOutcome::fellBehind).map(e -> e.share().id()).toList());
        return json;
    }
}
