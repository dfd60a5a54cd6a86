package io.meshbench.results.report;

import io.meshbench.results.comparison.ReleaseComparison;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Each treatment that repeats another with a second Sermant release (meta.json {@code releaseOf}) against that one,
 * at every level both ran; versions from meta.json's agents. Kept apart from the baseline comparisons because the
 * pairing comes from meta.json, not from the baseline.
 */
final class ReleaseComparisons {

    private ReleaseComparisons() {
    }

    static List<ReleaseComparison> of(MetaJson meta, List<RunResult> usable, Map<String, String> labels,
                                      List<String> levels) {
        List<ReleaseComparison> releases = new ArrayList<>();
        if (meta.treatments() == null) {
            return releases;
        }
        for (MetaJson.Treatment other : meta.treatments()) {
            String treatment = other.releaseOf();
            if (treatment == null || !labels.containsKey(treatment) || !labels.containsKey(other.name())) {
                continue;
            }
            for (String level : levels) {
                List<RunResult> runs = ComparableRuns.select(usable, treatment, level);
                List<RunResult> otherRuns = ComparableRuns.select(usable, other.name(), level);
                if (runs.isEmpty() || otherRuns.isEmpty()) {
                    continue;
                }
                ComparableRuns.requireSameWarmup(otherRuns, runs);
                releases.add(ReleaseComparison.of(treatment, labels.get(treatment), agentVersion(meta, treatment),
                        other.name(), labels.get(other.name()), agentVersion(meta, other.name()), level, runs,
                        otherRuns));
            }
        }
        return releases;
    }

    /** The version meta.json's agents record for a treatment (read from its release), null when none is recorded. */
    private static String agentVersion(MetaJson meta, String treatment) {
        return meta.agents() == null ? null : meta.agents().stream().filter(a -> treatment.equals(a.treatment()))
                .map(MetaJson.Agent::version).findFirst().orElse(null);
    }
}
