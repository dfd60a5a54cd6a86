package io.meshbench.harness.scenario;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One treatment of a scenario: its folder name, its label in tables, what is mounted and which rules it publishes.
 *
 * @param agent           javaagent only: the agent jar; empty means "the one given with --agent"
 * @param changesTopology true when its rules move traffic (e.g. all requests to one provider), so a delta against
 *                        the baseline measures the new topology as well as the agent; the report says so with {@code note}
 * @param injected        a calibration treatment's known cost (figure to amount, {@link #INJECTED_FIGURES}), which the
 *                        calibration table sets against what was measured (docs/calibration.md); empty otherwise
 * @param properties      {@code -D} properties of every treated process under this treatment only (e.g. Sermant's xDS
 *                        switches, or any setting of Sermant's config.properties or a plugin's config.yaml such as
 *                        {@code agent.config.preFilter.enable: "true"}); {@code ${port:<process>}} and
 *                        {@code ${freePort:<name>}} are resolved as in services'
 * @param controlPlane    envoy only: {@code host:port} of the xDS control plane (ADS) the sidecars are fed from
 * @param mesh            envoy only, instead of a control plane: sidecars with a static configuration on one hop
 *                        (client, server, TLS between them); see {@link MeshSpec}
 * @param evidence        what another process must show once the deployment is up (e.g. the control plane that the
 *                        agent subscribed), else the treatment counts as not loaded; null: nothing more
 * @param optional        true: when what it mounts was not given (no Sermant release, no agent jar), the treatment is
 *                        left out with the reason printed and recorded, instead of stopping the benchmark
 * @param release         sermant only: the release folder this treatment mounts instead of {@code --sermant-home};
 *                        empty: that one. Set by {@code --sermant-compare-home}, never in a scenario file
 * @param releaseOf       the treatment this one repeats with an older Sermant release ({@code --sermant-compare-home}):
 *                        its rules, plugins, properties and checks, and the probe's and counters' expectations under
 *                        that treatment's name; empty for every treatment of a scenario file
 * @param standInOf       an A/A page's stand-in ({@link AaCheck#standInsFor}): the baseline deployed again under this
 *                        treatment's name, checked as that baseline (the probe's and counters' expectations under the
 *                        baseline's name, never the treatment's it replaces); empty for every treatment of a scenario file
 */
public record TreatmentSpec(
        String name,
        String label,
        TreatmentKind kind,
        List<String> plugins,
        String agent,
        String agentArgs,
        List<String> rules,
        Boolean changesTopology,
        String note,
        Map<String, Double> injected,
        Map<String, String> properties,
        String controlPlane,
        Boolean optional,
        EvidenceSpec evidence,
        String release,
        String releaseOf,
        MeshSpec mesh,
        String standInOf) {

    /** The figures a calibration agent injects, as its arguments name them (src/calibration-agent). */
    public static final Set<String> INJECTED_FIGURES = Set.of("delayMs", "cpuMicros", "heapMb", "classes");

    public TreatmentSpec(String name, String label, TreatmentKind kind, List<String> plugins, String agent,
                         String agentArgs, List<String> rules, Boolean changesTopology, String note) {
        this(name, label, kind, plugins, agent, agentArgs, rules, changesTopology, note, null);
    }

    public TreatmentSpec(String name, String label, TreatmentKind kind, List<String> plugins, String agent,
                         String agentArgs, List<String> rules, Boolean changesTopology, String note,
                         Map<String, Double> injected) {
        this(name, label, kind, plugins, agent, agentArgs, rules, changesTopology, note, injected, null, null, null, null);
    }

    public TreatmentSpec(String name, String label, TreatmentKind kind, List<String> plugins, String agent,
                         String agentArgs, List<String> rules, Boolean changesTopology, String note,
                         Map<String, Double> injected, Map<String, String> properties, String controlPlane,
                         Boolean optional, EvidenceSpec evidence) {
        this(name, label, kind, plugins, agent, agentArgs, rules, changesTopology, note, injected, properties,
                controlPlane, optional, evidence, null, null);
    }

    public TreatmentSpec(String name, String label, TreatmentKind kind, List<String> plugins, String agent,
                         String agentArgs, List<String> rules, Boolean changesTopology, String note,
                         Map<String, Double> injected, Map<String, String> properties, String controlPlane,
                         Boolean optional, EvidenceSpec evidence, String release, String releaseOf) {
        this(name, label, kind, plugins, agent, agentArgs, rules, changesTopology, note, injected, properties,
                controlPlane, optional, evidence, release, releaseOf, null);
    }

    public TreatmentSpec(String name, String label, TreatmentKind kind, List<String> plugins, String agent,
                         String agentArgs, List<String> rules, Boolean changesTopology, String note,
                         Map<String, Double> injected, Map<String, String> properties, String controlPlane,
                         Boolean optional, EvidenceSpec evidence, String release, String releaseOf, MeshSpec mesh) {
        this(name, label, kind, plugins, agent, agentArgs, rules, changesTopology, note, injected, properties,
                controlPlane, optional, evidence, release, releaseOf, mesh, null);
    }

    public TreatmentSpec {
        label = label == null || label.isBlank() ? null : label;
        plugins = plugins == null ? List.of() : List.copyOf(plugins);
        rules = rules == null ? List.of() : List.copyOf(rules);
        changesTopology = changesTopology != null && changesTopology;
        agent = agent == null ? "" : agent;
        agentArgs = agentArgs == null ? "" : agentArgs;
        note = note == null ? "" : note;
        injected = injected == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(injected));
        properties = properties == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        controlPlane = controlPlane == null ? "" : controlPlane;
        optional = optional != null && optional;
        release = release == null ? "" : release;
        releaseOf = releaseOf == null ? "" : releaseOf;
        standInOf = standInOf == null ? "" : standInOf;
    }

    /** The label in tables: the one given, else the name (a javaagent's label is derived from its jar when not given). */
    @Override
    public String label() {
        return label != null ? label : name;
    }

    /** Whether the scenario gave a label; one not given is derived from what is actually mounted. */
    public boolean labelGiven() {
        return label != null;
    }

    public TreatmentSpec withLabel(String newLabel) {
        return new TreatmentSpec(name, newLabel, kind, plugins, agent, agentArgs, rules, changesTopology, note, injected,
                properties, controlPlane, optional, evidence, release, releaseOf, mesh, standInOf);
    }

    /**
     * This treatment once more under {@code newName} and {@code newLabel}, mounting the Sermant release in
     * {@code releaseFolder}: the same plugins, rules, properties, evidence and expectations ({@link #checkedAs}).
     */
    public TreatmentSpec withOlderRelease(String newName, String newLabel, String releaseFolder) {
        return new TreatmentSpec(newName, newLabel, kind, plugins, agent, agentArgs, rules, changesTopology, note,
                injected, properties, controlPlane, optional, evidence, releaseFolder, name, mesh, standInOf);
    }

    /**
     * The name the scenario's expectations (probe, counters, rule changes) know this treatment by: its own, for an
     * older release's copy the treatment it repeats, and for an A/A page's stand-in the baseline it is.
     */
    public String checkedAs() {
        return !standInOf.isEmpty() ? standInOf : releaseOf.isEmpty() ? name : releaseOf;
    }

    public boolean isBaseline() {
        return kind == TreatmentKind.BASELINE;
    }
}
