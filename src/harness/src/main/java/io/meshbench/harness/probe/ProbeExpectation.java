package io.meshbench.harness.probe;

import java.util.Map;
import java.util.Optional;

/**
 * What a treatment's probe must show, e.g. every answer {@code tags crossed} for a tag-transmission agent and
 * {@code no tag} for the baseline: a treatment that loaded but did not do its job fails the run, as one that did not
 * load stops the benchmark.
 */
public final class ProbeExpectation {

    /** {@code <instance> <min>..<max>%}: that instance's share of the answers, e.g. a weighted route's 80 %. */
    static final java.util.regex.Pattern SHARE = java.util.regex.Pattern.compile("(\\S+) (\\d{1,3})\\.\\.(\\d{1,3})%");

    private ProbeExpectation() {
    }

    /** Whether {@code expected} is a share expectation ({@code xds-server-1 60..95%}) rather than one answer. */
    public static boolean isShare(String expected) {
        return expected != null && SHARE.matcher(expected.strip()).matches();
    }

    private static Optional<String> checkShare(String what, String treatment, String instance, int minPct, int maxPct,
                                               Map<String, Integer> split) {
        int total = split.values().stream().mapToInt(Integer::intValue).sum();
        double pct = total == 0 ? 0 : 100.0 * split.getOrDefault(instance, 0) / total;
        if (total > 0 && pct >= minPct && pct <= maxPct) {
            return Optional.empty();
        }
        return Optional.of(String.format(java.util.Locale.ROOT, "%s: treatment %s expects %s to answer %d..%d%% of "
                + "the requests, it answered %.0f%% (%s): the routing rule did not act as expected",
                what, treatment, instance, minPct, maxPct, pct, split));
    }

    /**
     * @param what names the probe in the message, e.g. "probe of stack okhttp2 (/okhttp2)"
     * @return the failure, empty when every answer is the expected one
     */
    public static Optional<String> check(String what, String treatment, String expected, Map<String, Integer> split) {
        if (expected == null) {
            return Optional.empty();
        }
        java.util.regex.Matcher share = SHARE.matcher(expected.strip());
        if (share.matches()) {
            return checkShare(what, treatment, share.group(1), Integer.parseInt(share.group(2)),
                    Integer.parseInt(share.group(3)), split);
        }
        if (!split.isEmpty() && split.keySet().stream().allMatch(expected::equals)) {
            return Optional.empty();
        }
        return Optional.of(what + ": treatment " + treatment + " expects every answer '" + expected + "', got " + split
                + (expected.equals(TagsCrossed.CROSSED) ? ": the tags did not cross" : ""));
    }
}
