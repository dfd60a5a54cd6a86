package io.meshbench.results.analysis;

import java.util.Locale;

/** Which percentile the tables and report.json show: MeshBench's exact one, or the one JMeter's dashboard shows. */
public enum PercentileDefinition {

    /** The value of rank ceil(p/100 * N) over every sample (LatencyHistogram): exact, what MeshBench promises. */
    NEAREST_RANK("nearest-rank", "exact nearest rank over every sample (the value of rank ⌈p/100·N⌉)"),
    /**
     * JMeter 5.6.3's HTML dashboard (statistics.json): Commons Math's Percentile with estimation type LEGACY, which
     * interpolates between the values of ranks around p/100·(N+1), over each label's last 20,000 samples in file
     * order (JMeterPercentiles).
     */
    JMETER("jmeter", "JMeter dashboard's: interpolated at rank p/100·(N+1) over each label's last "
            + String.format(Locale.ROOT, "%,d", JMeterPercentiles.WINDOW) + " samples in file order");

    private final String id;
    private final String description;

    PercentileDefinition(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** The name on the command line and in report.json. */
    public String id() {
        return id;
    }

    /** One line for a table's note. */
    public String description() {
        return description;
    }

    /** The definition named {@code id} ("nearest-rank" or "jmeter"), or null. */
    public static PercentileDefinition byId(String id) {
        for (PercentileDefinition definition : values()) {
            if (definition.id.equals(id)) {
                return definition;
            }
        }
        return null;
    }
}
