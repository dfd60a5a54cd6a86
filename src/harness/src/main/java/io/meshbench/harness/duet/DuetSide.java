package io.meshbench.harness.duet;

import java.util.Locale;

/**
 * The two sides of a duet. Each side's processes are sampled as {@code <side>/<process>}, its JMeter thread group is
 * named {@code duet-<side> <name>} (so its threads, and the JTL's threadName column, say which side a sample is of)
 * and reads its port from the property {@code <side>.port}.
 */
public enum DuetSide {
    BASELINE,
    TREATED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The prefix of this side's process names in the combined samples.jsonl. */
    public String processPrefix() {
        return id() + "/";
    }

    /** The prefix of this side's thread group names, hence of its threads' names in the JTL. */
    public String threadGroupPrefix() {
        return "duet-" + id() + " ";
    }

    /** The JMeter property holding the port of this side's target. */
    public String portProperty() {
        return id() + ".port";
    }

    public DuetSide other() {
        return this == BASELINE ? TREATED : BASELINE;
    }
}
