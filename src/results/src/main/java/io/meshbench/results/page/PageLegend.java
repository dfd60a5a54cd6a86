package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** "How to read a cell", saying only what the page's cells hold: the kinds of cells and markers present. */
final class PageLegend {

    /** The markers {@link PageTable#markers} writes, with what each means, in its order. */
    private static final List<String[]> MARKERS = List.of(
            new String[] {"saturated", "the machine ran out of CPU"},
            new String[] {"load-limited", "below 95 % of the target rate"},
            new String[] {"latency/CPU trending", "a run's mean latency or CPU per request trended across its window, "
                    + "beyond its own noise"},
            new String[] {"queueing", "the machine busy enough that a CPU cost shows inflated in latency"},
            new String[] {"shared machine", "other work used the CPU"});

    private PageLegend() {
    }

    static String of(Collection<ScenarioReport> reports) {
        Set<Integer> rounds = new LinkedHashSet<>();
        Set<String> markers = new LinkedHashSet<>();
        boolean duet = false;
        for (ScenarioReport report : reports.stream().filter(Objects::nonNull).toList()) {
            duet |= !ScenarioReport.list(report.root().path("duet").path("rows")).isEmpty();
            for (JsonNode comparison : report.comparisons()) {
                int most = 0;
                for (JsonNode metric : comparison.path("metrics")) {
                    most = Math.max(most, metric.path("pairedRounds").asInt(0));
                }
                rounds.add(most);
                for (String marker : PageTable.markers(comparison, Set.of())) {
                    markers.add(marker.startsWith("within A/A noise") ? "within A/A noise" : marker);
                }
            }
        }
        List<String> kinds = new ArrayList<>();
        if (rounds.contains(1)) {
            kinds.add("from one round, one run a side: the delta has no interval and decides nothing alone");
        }
        if (rounds.contains(2)) {
            kinds.add("from 2 rounds: the means over the paired rounds (geometric for % deltas; medians in a report.json "
                    + "written before they were), the mean per-round delta and [min..max] of the per-round deltas, "
                    + "no verdict");
        }
        if (rounds.stream().anyMatch(r -> r >= 3)) {
            kinds.add("from 3 or more rounds: the means over the paired rounds (as above), the mean per-round delta ± its "
                    + "95 % interval (paired "
                    + "Student-t), \"within noise\" when the interval holds zero");
        }
        if (duet) {
            kinds.add("a duet's CPU, CPU per request and P90 cells: paired second by second, delta [95 % interval] "
                    + "and A/A ±h, as the line under their table says");
        }
        if (markers.contains("within A/A noise")) {
            kinds.add("\"within A/A noise\" when the delta is inside the noise of two identical baselines");
        }
        StringBuilder text = new StringBuilder("How to read a cell: baseline / Sermant / delta");
        text.append(kinds.isEmpty() ? "" : "; " + String.join("; ", kinds)).append('.');
        List<String> present = new ArrayList<>();
        for (String[] marker : MARKERS) {
            if (markers.contains(marker[0])) {
                present.add("**" + marker[0] + "** (" + marker[1] + ")");
            }
        }
        if (!present.isEmpty()) {
            text.append(" Markers: ").append(String.join(", ", present)).append('.');
        }
        return text.append(" See docs/method.md.").toString();
    }
}
