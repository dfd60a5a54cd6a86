package io.meshbench.results.comparison;

import io.meshbench.results.format.RunJson;
import io.meshbench.results.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The comparison's flags from independent load engines (run.json's {@code jmeter.engines}, docs/formats.md): an
 * engine that fell behind its share limited the load as a load-limited run does, so its run's deltas may measure the
 * load engine and not the treatment; a clock skew beyond the bound leaves the merged timeline, and so the window,
 * uncertain. Runs of one JMeter process have no such entries and are never flagged here.
 */
final class EngineFlags {

    private EngineFlags() {
    }

    /**
     * Adds a "⚠ engine behind" line per run of {@code runs} with an engine below its share and a "⚠ clock skew" line
     * per run whose engines' clocks were beyond the bound.
     *
     * @return whether an engine fell behind in any of them (the comparison is then load-limited)
     */
    static boolean flag(String side, List<RunResult> runs, List<String> flags) {
        boolean behind = false;
        for (RunResult run : runs) {
            Map<String, Object> jmeter = RecordedRun.of(run).map(RunJson::jmeter).orElse(null);
            if (jmeter == null || !(jmeter.get("engines") instanceof List<?> engines)) {
                continue;
            }
            List<String> late = new ArrayList<>();
            for (Object entry : engines) {
                if (entry instanceof Map<?, ?> engine && Boolean.TRUE.equals(engine.get("fellBehind"))) {
                    late.add(describe(engine));
                }
            }
            if (!late.isEmpty()) {
                behind = true;
                flags.add(String.format(Locale.ROOT, "⚠ engine behind: %s round %d: %s, below 95%% of its share: the "
                        + "load engine, not the treatment, may have been the limit; give the engines more CPU or more "
                        + "engines (-Dengines)", side, run.info().round(), String.join("; ", late)));
            }
            if (jmeter.get("clockSkew") instanceof Map<?, ?> skew && Boolean.TRUE.equals(skew.get("beyondBound"))) {
                flags.add(String.format(Locale.ROOT, "⚠ clock skew: %s round %d: an engine's clock was %s ms from the "
                        + "controller's (bound %s ms), so the merged window is uncertain by as much; synchronise the "
                        + "hosts' clocks (chrony, NTP)", side, run.info().round(), skew.get("largestOffsetMs"),
                        skew.get("boundMs")));
            }
        }
        return behind;
    }

    private static String describe(Map<?, ?> engine) {
        Object achieved = engine.get("achievedPct");
        return "engine " + engine.get("id") + (achieved == null
                ? " not analysed" + (engine.get("problem") == null ? "" : " (" + engine.get("problem") + ")")
                : String.format(Locale.ROOT, " achieved %.1f%% of its %s TPS", ((Number) achieved).doubleValue(),
                        engine.get("targetTps")));
    }
}
