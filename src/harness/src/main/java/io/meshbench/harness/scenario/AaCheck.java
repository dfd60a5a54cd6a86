package io.meshbench.harness.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The A/A check: the baseline deployed a second time, as a treatment of its own, rotated with the others. Its deltas
 * against the baseline are the harness's noise floor on this machine; the report marks each treated delta inside it.
 * A scenario may also declare the second baseline itself (any further treatment of kind baseline).
 */
public final class AaCheck {

    public static final String TREATMENT = "baseline-aa";

    private AaCheck() {
    }

    /** The scenario with the baseline's twin added (unchanged when it has one already). */
    public static Scenario addTo(Scenario scenario) {
        if (scenario.treatments().stream().filter(TreatmentSpec::isBaseline).count() > 1) {
            return scenario;
        }
        TreatmentSpec baseline = scenario.baseline();
        List<TreatmentSpec> treatments = new ArrayList<>(scenario.treatments());
        treatments.add(new TreatmentSpec(TREATMENT, baseline.label() + " again (A/A)", TreatmentKind.BASELINE, null, null,
                null, null, false, "the baseline deployed a second time: its deltas are the noise floor"));
        return scenario.withTreatments(treatments);
    }

    /** Reads {@code --aa-check}: empty or false means off. */
    public static boolean parse(String option) {
        String value = option == null ? "" : option.strip();
        if (value.isEmpty() || value.equalsIgnoreCase("false")) {
            return false;
        }
        if (value.equalsIgnoreCase("true")) {
            return true;
        }
        throw new ScenarioException("--aa-check: '" + value + "' is neither true nor false");
    }
}
