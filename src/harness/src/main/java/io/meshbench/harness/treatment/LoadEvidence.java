package io.meshbench.harness.treatment;

import java.util.List;

/**
 * What proved that a treatment is loaded in one process, e.g. the agent's start-up log lines.
 *
 * @param findings one short sentence per piece of evidence
 */
public record LoadEvidence(String treatment, String process, List<String> findings) {

    public LoadEvidence {
        findings = List.copyOf(findings);
    }

    /** One line for a run's notes: {@code treatment loaded in consumer: ...; ...}. */
    public String summary() {
        return "treatment " + treatment + " loaded in " + process + ": " + String.join("; ", findings);
    }
}
