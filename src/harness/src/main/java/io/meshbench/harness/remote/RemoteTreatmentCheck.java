package io.meshbench.harness.remote;

import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.EnvoySidecar;
import io.meshbench.harness.treatment.JavaAgent;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.SermantAgent;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Which agent a deployed JVM runs, from the input arguments it reports ({@link ServiceInfo}): a treated process must
 * run the treatment's agent jar ({@code -javaagent:<...>/<jar file name>}), every other process (and every process of
 * the baseline) none, so the two sides differ in the one thing named. Without access to the JVM's files or log this
 * shows the agent mounted, not what it did: the scenario's probe expectations and {@code evidence} (both over HTTP)
 * show that, as locally.
 */
public final class RemoteTreatmentCheck {

    private RemoteTreatmentCheck() {
    }

    /** The agent jar file name a treatment mounts; empty for the baseline. */
    public static Optional<String> agentJarName(Treatment treatment) {
        if (treatment instanceof JavaAgent agent) {
            return Optional.of(agent.jar().getFileName().toString());
        }
        if (treatment instanceof SermantAgent) {
            return Optional.of(SERMANT_JAR);
        }
        if (treatment instanceof EnvoySidecar) {
            throw new IllegalArgumentException("An Envoy sidecar is not a JVM argument: the remote mode cannot check it");
        }
        return Optional.empty();
    }

    static final String SERMANT_JAR = "sermant-agent.jar";

    /**
     * @param treated whether the scenario mounts the treatment on this process
     * @throws TreatmentNotLoadedException when the process runs another agent, none where one is due, or one where
     *                                     none is
     */
    public static LoadEvidence check(Treatment treatment, ServiceInfo info, boolean treated) {
        Optional<String> jar = treated ? agentJarName(treatment) : Optional.empty();
        List<String> agents = info.javaAgents();
        if (jar.isEmpty()) {
            if (!agents.isEmpty()) {
                String role = treatment instanceof Baseline ? "the baseline" : "a process " + treatment.name()
                        + " does not treat";
                throw new TreatmentNotLoadedException(info.process() + " runs " + agents + " (" + info.uri()
                        + "), but it is " + role + ": it must run no agent. Point the " + Targets.OPTION
                        + " file's '" + treatment.name() + "' entry at the deployment without it.");
            }
            return new LoadEvidence(treatment.name(), info.process(), List.of("no -javaagent among its JVM input "
                    + "arguments (" + info.uri() + ")"));
        }
        Optional<String> mounted = agents.stream().filter(agent -> mounts(agent, jar.get())).findFirst();
        if (mounted.isEmpty()) {
            throw new TreatmentNotLoadedException("Treatment '" + treatment.name() + "' is not loaded in "
                    + info.process() + ": its JVM input arguments (" + info.uri() + ") have "
                    + (agents.isEmpty() ? "no -javaagent" : agents) + ", none of them " + jar.get()
                    + ". Check that the " + Targets.OPTION + " file's '" + treatment.name()
                    + "' entry points at the treated deployment (e.g. the sermant overlay, JAVA_TOOL_OPTIONS).");
        }
        if (agents.size() > 1) {
            throw new TreatmentNotLoadedException(info.process() + " runs " + agents.size() + " agents " + agents
                    + " (" + info.uri() + "); treatment '" + treatment.name() + "' must be the only one.");
        }
        return new LoadEvidence(treatment.name(), info.process(), List.of("JVM input arguments (" + info.uri()
                + ") have " + mounted.get()));
    }

    /** {@code -javaagent:<path>[=args]} whose path's file name is {@code jar}. */
    static boolean mounts(String argument, String jar) {
        String path = argument.substring("-javaagent:".length());
        int equals = path.indexOf('=');
        path = equals < 0 ? path : path.substring(0, equals);
        Path fileName = Path.of(path.replace('\\', '/')).getFileName();
        return fileName != null && fileName.toString().equals(jar);
    }
}
