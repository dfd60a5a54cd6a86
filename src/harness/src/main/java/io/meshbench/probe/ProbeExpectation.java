package io.meshbench.probe;

import java.util.Map;
import java.util.Optional;

/**
 * What a treatment's probe must show, e.g. every answer {@code tags crossed} for a tag-transmission agent and
 * {@code no tag} for the baseline: a treatment that loaded but did not do its job fails the run, as one that did not
 * load stops the benchmark.
 */
public final class ProbeExpectation {

    private ProbeExpectation() {
    }

    /**
     * @param what names the probe in the message, e.g. "probe of stack okhttp2 (/okhttp2)"
     * @return the failure, empty when every answer is the expected one
     */
    public static Optional<String> check(String what, String treatment, String expected, Map<String, Integer> split) {
        if (expected == null) {
            return Optional.empty();
        }
        if (!split.isEmpty() && split.keySet().stream().allMatch(expected::equals)) {
            return Optional.empty();
        }
        return Optional.of(what + ": treatment " + treatment + " expects every answer '" + expected + "', got " + split
                + (expected.equals(TagsCrossed.CROSSED) ? ": the tags did not cross" : ""));
    }
}
