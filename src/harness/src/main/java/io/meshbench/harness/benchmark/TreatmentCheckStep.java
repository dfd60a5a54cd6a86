package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.harness.scenario.EvidenceSpec;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Proves the run's treatment is in every treated process of the deployment (its agent loaded, its sidecars started,
 * the scenario's evidence shown) before anything is measured.
 */
final class TreatmentCheckStep {

    /** Sermant's xDS client retries every 3 s and does not block start-up: a few of its attempts. */
    private static final Duration EVIDENCE_TIMEOUT = Duration.ofSeconds(30);

    private final List<TreatmentSpec> specs;
    private final Map<String, Treatment> treatments;

    TreatmentCheckStep(List<TreatmentSpec> specs, Map<String, Treatment> treatments) {
        this.specs = List.copyOf(specs);
        this.treatments = treatments;
    }

    /**
     * @throws io.meshbench.harness.treatment.TreatmentNotLoadedException naming the first process without it; the
     *                                                                    benchmark stops with that reason
     */
    RunFragment.TreatmentChecked check(String treatmentName, DeployedTopology deployment) {
        Map<String, List<String>> check = new LinkedHashMap<>();
        Treatment treatment = treatments.get(treatmentName);
        for (LoadEvidence evidence : TreatmentVerification.of(treatment, deployment)) {
            check.put(evidence.process(), evidence.findings());
        }
        for (SidecarProcess sidecar : deployment.sidecars()) {
            check.put(sidecar.name(), List.of("the treatment's sidecar of " + sidecar.owner() + ", admin " + sidecar.adminUrl()));
        }
        EvidenceSpec evidence = specs.stream().filter(t -> t.name().equals(treatmentName))
                .findFirst().map(TreatmentSpec::evidence).orElse(null);
        if (evidence != null) {
            check.put(evidence.process(), List.of(TreatmentEvidence.await(treatmentName, evidence,
                    deployment.urlOf(evidence.process()), EVIDENCE_TIMEOUT)));
        }
        String note;
        if (treatment instanceof io.meshbench.harness.treatment.Baseline) {
            note = "baseline: no agent mounted";
        } else {
            note = check.isEmpty() ? "no treated process" : "treatment loaded in " + String.join(", ", check.keySet());
        }
        return new RunFragment.TreatmentChecked(check, note);
    }
}
