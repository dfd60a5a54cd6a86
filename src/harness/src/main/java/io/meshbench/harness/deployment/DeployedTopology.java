package io.meshbench.harness.deployment;

import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** A topology ready for load, local or remote: where its processes answer, how to sample them, how to check them. */
public interface DeployedTopology extends AutoCloseable {

    /** Where a process answers, by its logical name ({@code consumer}, {@code provider-2}). */
    URI urlOf(String processName);

    /** {@code host:port} of the ZooKeeper where rules are published. */
    String zookeeperAddress();

    /** Every sidecar started beside a treated process; none when the suite started nothing. */
    List<SidecarProcess> sidecars();

    /**
     * The command line of every process, by name: exactly as started locally; of a deployed topology, the JVM input
     * arguments each service reports (so the report can still check that only the treatment's arguments differ).
     */
    Map<String, List<String>> commandLines();

    /** Starts sampling every process of the topology into {@code samplesFile}, the same format either way. */
    JvmSampler sample(Path samplesFile);

    /**
     * Proves the treatment is loaded in every treated process (and in no other).
     *
     * @throws io.meshbench.harness.treatment.TreatmentNotLoadedException naming the first process without it
     */
    List<LoadEvidence> verifyTreatment(Treatment treatment);

    /** Whether the suite started this topology (and stops it on close), rather than finding it deployed. */
    default boolean startedHere() {
        return true;
    }

    /** What the run's notes must say about how this topology was deployed and sampled; empty for the local one. */
    default List<String> notes() {
        return List.of();
    }

    /**
     * Every process of the topology that has ended although nothing stopped it yet (kill -9, a crash), in start
     * order; none for a topology found deployed, whose processes the suite does not own.
     */
    default List<ProcessDeath> deaths() {
        return List.of();
    }

    /** Stops what was started for the run (nothing, for a topology found deployed). */
    @Override
    void close();
}
