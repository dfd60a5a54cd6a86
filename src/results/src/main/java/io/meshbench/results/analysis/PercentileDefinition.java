package io.meshbench.results.analysis;

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
            + withThousandsCommas(JMeterPercentiles.WINDOW) + " samples in file order");

    private final String id;
    private final String description;

    PercentileDefinition(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /**
     * "20,000" for 20000, as {@code String.format(Locale.ROOT, "%,d", n)} writes it, without the Formatter: this enum
     * is loaded at every start of the CLI (picocli converts --percentiles' default), and the Formatter's first use
     * there loaded the JDK's locale data, a few ms of each `stats`.
     */
    static String withThousandsCommas(int n) {
        String digits = Integer.toString(n);
        StringBuilder grouped = new StringBuilder(digits.length() + digits.length() / 3);
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && digits.charAt(i - 1) != '-' && (digits.length() - i) % 3 == 0) {
                grouped.append(',');
            }
            grouped.append(digits.charAt(i));
        }
        return grouped.toString();
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
