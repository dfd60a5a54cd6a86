package io.meshbench.harness.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The A/A check: the baseline deployed a second time, as a treatment of its own, rotated with the others. Its deltas
 * against the baseline are the harness's noise floor on this machine; the report marks each treated delta inside it.
 * A scenario may also declare the second baseline itself (any further treatment of kind baseline).
 */
public final class AaCheck {

    public static final String TREATMENT = io.meshbench.results.format.MetaJson.AA_TREATMENT;

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

    /**
     * The scenario with every treatment replaced by the baseline deployed again under that treatment's name (an A/A
     * page's run, {@code run --as-aa=true}): the same plan, rounds, levels and rotation, nothing mounted and no rule
     * published, so every delta is what no effect looks like on this machine. Its label says so.
     */
    public static Scenario standInsFor(Scenario scenario) {
        TreatmentSpec baseline = scenario.baseline();
        List<TreatmentSpec> treatments = new ArrayList<>(List.of(baseline)); // first: the baseline is the first of its kind
        for (TreatmentSpec treatment : scenario.treatments()) {
            if (treatment == baseline) {
                continue;
            }
            // checked as the baseline: a treatment's proof (tags crossed, writes blocked) cannot hold for its stand-in
            treatments.add(treatment.isBaseline() ? treatment : new TreatmentSpec(treatment.name(),
                    (treatment.label() == null ? treatment.name() : treatment.label())
                            + " → A/A: the baseline in its place", TreatmentKind.BASELINE, null, null, null,
                    null, false, "A/A: the baseline deployed again in this treatment's place; its deltas are no effect",
                    null, null, null, null, null, null, null, null, baseline.name()));
        }
        return scenario.withTreatments(treatments);
    }

    /** Reads {@code --aa-check}: empty or false means off. */
    public static boolean parse(String option) {
        return parse("--aa-check", option);
    }

    /** Reads a true/false option named {@code name}: empty or false means off. */
    public static boolean parse(String name, String option) {
        String value = option == null ? "" : option.strip();
        if (value.isEmpty() || value.equalsIgnoreCase("false")) {
            return false;
        }
        if (value.equalsIgnoreCase("true")) {
            return true;
        }
        throw new ScenarioException(name + ": '" + value + "' is neither true nor false");
    }
}
