package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Why Sermant's total memory and our RSS can move apart under load, said under the memory table for the rows where
 * it applies. Total memory's heap part is the heap in use averaged over the window's one-second samples; between two
 * collections the heap in use only grows (new objects fill the young generation) and a collection drops it at once,
 * so over a window with fewer than {@link #FEWEST_COLLECTIONS} collections on a side the mean says where the window
 * fell in that cycle, not what the JVM keeps. RSS keeps every heap page once touched, so a collection does not lower
 * it. Measured with an A/A pair and with agents: docs/database-write-prohibition.md, "Total memory against RSS".
 */
final class HeapPhaseNote {

    /** With two collections or more a window's mean spans at least one whole fill of the young generation. */
    static final int FEWEST_COLLECTIONS = 2;

    private HeapPhaseNote() {
    }

    /** The note, one paragraph; empty when every row's window saw enough collections on both sides (or none says). */
    static List<String> lines(List<JsonNode> loaded) {
        List<String> rows = new ArrayList<>();
        for (JsonNode comparison : loaded) {
            JsonNode metrics = comparison.path("metrics");
            JsonNode collections = metrics.path("gcCount");
            if (!collections.path("baseline").isNumber() || !collections.path("treated").isNumber()
                    || !metrics.path("heap").has("cell")) {
                continue;
            }
            double baseline = collections.path("baseline").asDouble();
            double treated = collections.path("treated").asDouble();
            if (Math.min(baseline, treated) >= FEWEST_COLLECTIONS) {
                continue;
            }
            rows.add(ScenarioReport.text(comparison, "level") + " (" + PageTable.label(comparison) + "): "
                    + count(baseline) + " / " + count(treated) + " collections, heap "
                    + metrics.path("heap").path("cell").asText() + cell(metrics, "nonHeapExceptCodeCache", "off-heap")
                    + cell(metrics, "rss", "RSS"));
        }
        if (rows.isEmpty()) {
            return List.of();
        }
        return List.of("Total memory against RSS: total memory's heap part is the heap in use averaged over the "
                + "window's one-second samples. Between two collections the heap in use only grows (new objects fill "
                + "the young generation) and a collection drops it at once, so over a window with fewer than "
                + FEWEST_COLLECTIONS + " collections on a side its mean says where the window fell in that cycle, by "
                + "up to the young generation's size, more than what the agent keeps; the off-heap part (metaspace) "
                + "does not move with collections. RSS keeps every heap page once touched and adds the code cache, "
                + "thread stacks and the agent's native memory, so a collection does not lower it: the two can move "
                + "apart, even in opposite directions. Rows whose window saw so few collections (baseline / Sermant): "
                + PageText.cell(String.join("; ", rows)) + ". Measured, an A/A pair and agents: "
                + "docs/database-write-prohibition.md, \"Total memory against RSS\".");
    }

    private static String cell(JsonNode metrics, String key, String name) {
        return metrics.path(key).has("cell") ? ", " + name + " " + metrics.path(key).path("cell").asText() : "";
    }

    private static String count(double collections) {
        return collections == Math.rint(collections) ? Long.toString((long) collections)
                : String.format(Locale.ROOT, "%.1f", collections);
    }
}
