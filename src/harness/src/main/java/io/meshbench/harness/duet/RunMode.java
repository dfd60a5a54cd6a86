package io.meshbench.harness.duet;

import io.meshbench.harness.scenario.ScenarioException;
import java.util.Locale;

/** How a benchmark's treatments meet the baseline: one deployment after another, or side by side (duet). */
public enum RunMode {
    SEQUENTIAL,
    DUET;

    /** Reads {@code --mode}: empty means sequential. */
    public static RunMode parse(String option) {
        String value = option == null ? "" : option.strip().toLowerCase(Locale.ROOT);
        return switch (value) {
            case "", "sequential" -> SEQUENTIAL;
            case "duet" -> DUET;
            default -> throw new ScenarioException("--mode: '" + option.strip() + "' is not a mode; give sequential "
                    + "(the default: deployments one after another) or duet (the baseline and a treatment side by side)");
        };
    }
}
