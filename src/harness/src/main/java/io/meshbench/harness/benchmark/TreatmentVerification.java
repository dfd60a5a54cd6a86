package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import java.util.List;

/**
 * Proves a treatment loaded in every treated process of a deployment, local or remote (the deployment only runs what it is
 * given; whether that worked is the benchmark's question).
 */
public final class TreatmentVerification {

    private TreatmentVerification() {
    }

    /** @throws io.meshbench.harness.treatment.TreatmentNotLoadedException naming the first process without it */
    public static List<LoadEvidence> of(Treatment treatment, DeployedTopology deployment) {
        return deployment.verifyTreatment(treatment);
    }
}
