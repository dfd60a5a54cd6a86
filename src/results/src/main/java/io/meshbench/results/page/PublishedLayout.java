package io.meshbench.results.page;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the page's header says about its shape against Sermant's published page: sections and order follow it; per
 * section present, whether its columns and setup follow it too, or how they differ.
 */
final class PublishedLayout {

    /** How each section's tables differ from the published ones; absent: they follow them. */
    private static final Map<String, String> DIFFERENCES = Map.of(
            "router", "the published rule routes every request to one specified provider; here the router runs with "
                    + "no rule and with a rule spreading 33/33/34, which keeps the topology",
            "tag-transmission", "published unthrottled (time to max TPS, max TPS); here at a fixed rate, where those "
                    + "two columns say little",
            "mq-consume-prohibition", "a row per client in a JVM of its own, as published; the proof that the "
                    + "prohibition stops consumption runs one JVM with every client",
            "database-write-prohibition", "the servers this page ran (published: MySQL, MongoDB, PostgreSQL, "
                    + "openGauss), at a fixed rate where the published ran unthrottled",
            "xds", "the published baseline tables (absolute figures of Sermant's demo applications) have no "
                    + "counterpart; the pod's memory is the memory table's total memory and RSS",
            "startup", "at 1 and 2 CPUs only: 4 need a larger machine than this 2-core one");

    private PublishedLayout() {
    }

    /** The header's sentence for the sections in {@code keys} (PageSection keys, in page order). */
    static String sentence(List<String> keys) {
        List<String> follow = new ArrayList<>();
        List<String> differ = new ArrayList<>();
        for (PageSection section : PageSection.PUBLISHED) {
            if (!keys.contains(section.key())) {
                continue;
            }
            String difference = DIFFERENCES.get(section.key());
            if (difference == null) {
                follow.add(section.title());
            } else {
                differ.add(section.title() + " (" + difference + ")");
            }
        }
        StringBuilder text = new StringBuilder("Sections and their order follow Sermant's published benchmark page.");
        if (!follow.isEmpty()) {
            text.append(" Their columns and setup follow it in: ").append(String.join("; ", follow)).append('.');
        }
        if (!differ.isEmpty()) {
            text.append(" They differ in: ").append(String.join("; ", differ)).append('.');
        }
        return text.append(" Every loaded table adds CPU per request (ms) beside CPU.").toString();
    }
}
