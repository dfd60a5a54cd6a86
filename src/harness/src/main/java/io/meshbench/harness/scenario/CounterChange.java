package io.meshbench.harness.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Locale;

/** How a counter the probe reads must move between before and after the load (a level's {@code expect}). */
public enum CounterChange {
    /** after > before: e.g. the rows a baseline insert load wrote. */
    GROWS,
    /** after == before: e.g. the rows of a table whose writes were blocked. */
    UNCHANGED;

    @JsonCreator
    public static CounterChange of(String text) {
        for (CounterChange change : values()) {
            if (change.name().equalsIgnoreCase(text)) {
                return change;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a counter change: write grows or unchanged");
    }

    public boolean holds(long before, long after) {
        return this == GROWS ? after > before : after == before;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
