package io.meshbench.harness.scenario;

import java.util.Set;

/** Checks the probe that confirms each treatment is active before the load. */
final class ProbeCheck {
    private final ScenarioProblems problems;

    ProbeCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    void check(Scenario scenario) {
        ProbeSpec probe = scenario.checks().probe();
        if (probe.requests() < 0) {
            problems.add("probe.requests", " must be 0 or more");
        }
        if (!Set.of(ProbeSpec.INSTANCE, ProbeSpec.TAGS).contains(probe.kind())) {
            problems.add("probe.kind", ": '" + probe.kind() + "' is not one of [instance, tags]");
        } else if (probe.kind().equals(ProbeSpec.TAGS) && probe.headers().isEmpty()) {
            problems.add("probe.headers", ": a tags probe sends the tags it looks for; give e.g. headers: {x-sermant-lane: gray}");
        }
        probe.expect().forEach((treatment, answer) -> {
            if (scenario.treatment(treatment).isEmpty()) {
                problems.add("probe.expect." + treatment, ": not a treatment of this scenario "
                        + scenario.treatments().stream().map(TreatmentSpec::name).toList());
            }
            if (answer == null || answer.isBlank()) {
                problems.add("probe.expect." + treatment, ": give the answer every probe must give, e.g. 'tags crossed'");
            }
        });
        if (!probe.expect().isEmpty() && probe.requests() == 0) {
            problems.add("probe.requests", ": is 0, but probe.expect asks for answers; send at least one request");
        }
    }
}
