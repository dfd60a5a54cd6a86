package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Why Sermant's total memory and our RSS can move apart under load: said once at the top of the page ({@link #WHY}),
 * and under each memory table for the rows it applies to, with their collections and the parts of the deltas. Total
 * memory's heap part is the heap in use averaged over the window's one-second samples; between two collections it only
 * grows (new objects fill the young generation) and a collection drops it at once, so over a window with fewer than
 * {@link #FEWEST_COLLECTIONS} collections on a side the mean says where the window fell in that cycle. RSS keeps every
 * heap page once touched, so a collection does not lower it. Measured with an A/A pair and with agents:
 * docs/database-write-prohibition.md, "Total memory against RSS".
 */
final class HeapPhaseNote {

    /** With two collections or more a window's mean spans at least one whole fill of the young generation. */
    static final int FEWEST_COLLECTIONS = 2;

    /** The reason, once per page (the memory paragraph at its top). */
    static final String WHY = "Under load, total memory's heap part is the heap in use averaged over the window: "
            + "between two collections it only grows (new objects fill the young generation) and a collection drops it "
            + "at once, so over a window with fewer than " + FEWEST_COLLECTIONS + " collections on a side its delta says "
            + "where each window fell in that cycle (in an A/A pair of the database service, 24 s windows ranged from "
            + "-16 to +72 MB) more than what the agent keeps, while the off-heap part does not move with collections "
            + "and RSS keeps every page once touched: the two can move apart, even in opposite directions "
            + "(docs/database-write-prohibition.md, \"Total memory against RSS\"). Under each memory table such rows "
            + "are listed with their collections.";

    private HeapPhaseNote() {
    }

    /** The line under a memory table; empty when every row's window saw enough collections on both sides (or none says). */
    static List<String> lines(List<JsonNode> loaded) {
        List<String> rows = new ArrayList<>();
        for (JsonNode comparison : loaded) {
            JsonNode metrics = comparison.path("metrics");
            JsonNode collections = metrics.path("gcCount");
            if (!collections.path("baseline").isNumber() || !collections.path("treated").isNumber()
                    || !metrics.path("heap").path("delta").isNumber()) {
                continue;
            }
            double baseline = collections.path("baseline").asDouble();
            double treated = collections.path("treated").asDouble();
            if (Math.min(baseline, treated) >= FEWEST_COLLECTIONS) {
                continue;
            }
            rows.add(ScenarioReport.text(comparison, "level") + " (" + PageTable.label(comparison) + ") "
                    + count(baseline) + " / " + count(treated) + ": heap " + delta(metrics, "heap")
                    + part(metrics, "nonHeapExceptCodeCache", "off-heap") + part(metrics, "rss", "RSS"));
        }
        if (rows.isEmpty()) {
            return List.of();
        }
        return List.of("Collections in the window, baseline / treated, where a side had fewer than "
                + FEWEST_COLLECTIONS + " (its heap delta is where the window fell in the young generation's fill: see "
                + "Memory at the top): " + PageText.cell(String.join("; ", rows)) + ".");
    }

    private static String part(JsonNode metrics, String key, String name) {
        return metrics.path(key).path("delta").isNumber() ? ", " + name + " " + delta(metrics, key) : "";
    }

    private static String delta(JsonNode metrics, String key) {
        return String.format(Locale.ROOT, "%+.1fM", metrics.path(key).path("delta").asDouble());
    }

    private static String count(double collections) {
        return collections == Math.rint(collections) ? Long.toString((long) collections)
                : String.format(Locale.ROOT, "%.1f", collections);
    }
}
