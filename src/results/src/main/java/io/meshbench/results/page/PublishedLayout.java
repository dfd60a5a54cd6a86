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
            "router", "the published rule, every request to one specified provider, is the rule row and changes "
                    + "the path the traffic takes (one provider instead of three); the agent without a rule and a rule "
                    + "spreading 33/33/34, which keeps the baseline's path, are extra rows",
            "tag-transmission", "time to max TPS and max TPS from a short unthrottled level, as published, but on a "
                    + "deployment shared with the other runs, not a fresh one; the costs (CPU, heap, metaspace) from "
                    + "the fixed-rate level, where the machine is not saturated",
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
