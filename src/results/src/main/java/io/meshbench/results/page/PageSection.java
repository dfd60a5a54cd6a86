package io.meshbench.results.page;

import java.util.List;

/**
 * The sections of Sermant's published benchmark page, in its order, each with the scenarios (MeshBench profiles) that
 * reproduce it and the columns its tables publish under load.
 *
 * @param key       the section's key, also a page plan's {@code section} value
 * @param title     the section's heading
 * @param scenarios the profiles that fill it, in page order
 * @param columns       its columns for a loaded comparison
 * @param atRestColumns its columns for an at-rest comparison
 */
record PageSection(String key, String title, List<String> scenarios, List<PageColumn> columns,
                   List<PageColumn> atRestColumns) {

    PageSection(String key, String title, List<String> scenarios, List<PageColumn> columns) {
        this(key, title, scenarios, columns, PageColumn.AT_REST);
    }

    /** Sermant's page, top to bottom. */
    static final List<PageSection> PUBLISHED = List.of(
            new PageSection("router", "Tag router (service-router)", List.of("router"), PageColumn.PLUGIN),
            new PageSection("removal", "Outlier instance removal (service-removal)",
                    List.of("removal", "removal-efficacy"), PageColumn.PLUGIN),
            new PageSection("tag-transmission", "Tag transmission", List.of("tag-transmission"), PageColumn.COMPONENT),
            new PageSection("mq-tag-transmission", "Tag transmission over message queues",
                    List.of("mq-tag-transmission"), PageColumn.PLUGIN),
            new PageSection("mq-consume-prohibition", "Message queue consume prohibition",
                    List.of("mq-consume-prohibition"), PageColumn.PLUGIN),
            new PageSection("database-write-prohibition", "Database write prohibition",
                    List.of("database-write-prohibition"), PageColumn.DATABASE),
            new PageSection("xds", "xDS: service discovery, routing, flow control",
                    List.of("xds-discovery", "xds-routing", "xds-flowcontrol"), PageColumn.XDS,
                    PageColumn.XDS_AT_REST),
            new PageSection("startup", "Start-up acceleration by the pre-filter", List.of("startup"),
                    PageColumn.STARTUP));

    /** Where a scenario goes: its published section, else one of its own after them. */
    static PageSection of(String scenario) {
        for (PageSection section : PUBLISHED) {
            if (section.scenarios().contains(scenario)) {
                return section;
            }
        }
        return new PageSection(scenario, scenario, List.of(scenario), PageColumn.PLUGIN);
    }

    /** The page order of a scenario: its section's place, then its place within the section. */
    static int order(String scenario) {
        for (int i = 0; i < PUBLISHED.size(); i++) {
            int within = PUBLISHED.get(i).scenarios().indexOf(scenario);
            if (within >= 0) {
                return i * 10 + within;
            }
        }
        return PUBLISHED.size() * 10;
    }
}
