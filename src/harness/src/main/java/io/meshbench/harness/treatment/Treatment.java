package io.meshbench.harness.treatment;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * How the treated JVMs of a run are started: no agent, a Sermant release with some plugins, or any other Java agent.
 *
 * <p>A treatment validates itself when it is built, so a missing release or jar fails before anything starts. The
 * deployment adds {@link #jvmArguments} to every treated JVM and nothing else differs between treatments; after start-up
 * {@link #verifyLoaded} proves from outside the JVM that the agent really is in it.
 */
public sealed interface Treatment permits Baseline, SermantAgent, JavaAgent, EnvoySidecar {

    /** How long {@link #verifyLoaded(StartedProcess)} waits for the agent's start-up evidence. */
    Duration DEFAULT_LOAD_TIMEOUT = Duration.ofSeconds(30);

    /** The folder name of this treatment's runs, e.g. {@code sermant-router}. */
    String name();

    /** The label of this treatment in report tables, e.g. {@code Sermant router}. */
    String label();

    /** The JVM options this treatment adds to one treated process (placed before {@code -jar}). */
    List<String> jvmArguments(TreatedProcess process);

    /**
     * Checks that the agent is loaded in a started process, waiting up to {@code timeout} for its start-up evidence.
     *
     * @return what was found, for the run's notes
     * @throws TreatmentNotLoadedException when the evidence is missing after the timeout
     */
    LoadEvidence verifyLoaded(StartedProcess process, Duration timeout);

    default LoadEvidence verifyLoaded(StartedProcess process) {
        return verifyLoaded(process, DEFAULT_LOAD_TIMEOUT);
    }

    /**
     * A process to start beside a treated one, before it (e.g. a sidecar proxy it calls through); empty for agents.
     *
     * @param resolve fills in the deployment's {@code ${port:<process>}} and {@code ${freePort:<name>}} references
     */
    default Optional<Sidecar> sidecarFor(TreatedProcess process, java.util.function.UnaryOperator<String> resolve) {
        return Optional.empty();
    }

    /** The mounted agent (name, version, SHA-256 of its jar) for meta.json; empty for the baseline. */
    Optional<AgentInfo> agentInfo();
}
