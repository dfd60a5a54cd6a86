package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.SermantRelease;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Release against release ({@code --sermant-compare-home}, {@code -Dsermant.compare.home}): every treatment of kind
 * {@code sermant} runs a second time with the other release, as a treatment of its own named
 * {@code <treatment>@<version>}, right after it in the list, so it is rotated with the others and compared with the
 * baseline like them. The copy mounts the same plugins, publishes the same rules, sets the same properties and must
 * pass the same checks; the scenario's expectations of the treatment apply to it too
 * ({@link TreatmentSpec#checkedAs}). The two releases are told apart by version, so two homes of one version are
 * refused. The report then compares each copy with its treatment, round by round (the {@code release} table).
 */
public final class OlderReleaseTreatments {

    /** The Maven property; {@code --sermant-compare-home} on {@code meshbench run}. */
    public static final String OPTION = "-Dsermant.compare.home";
    static final String OPTIONS = "--sermant-compare-home (" + OPTION + ")";

    private OlderReleaseTreatments() {
    }

    /** The copy's name: the treatment's and the other release's version, e.g. {@code sermant-router@2.1.0}. */
    public static String nameOf(String treatment, String version) {
        return treatment + "@" + version;
    }

    /**
     * The scenario with each sermant treatment followed by its copy on {@code otherHome}; unchanged when
     * {@code otherHome} is null.
     *
     * @param home the release every sermant treatment mounts ({@code --sermant-home})
     * @throws ScenarioException when there is no sermant treatment or no {@code home}, or both releases have one version
     */
    public static Scenario addTo(Scenario scenario, Path home, Path otherHome) {
        if (otherHome == null) {
            return scenario;
        }
        List<TreatmentSpec> sermant = scenario.treatments().stream()
                .filter(spec -> spec.kind() == TreatmentKind.SERMANT).toList();
        if (sermant.isEmpty()) {
            throw new ScenarioException(OPTIONS + ": scenario '" + scenario.name() + "' has no treatment of kind "
                    + "sermant, so there is nothing to run with a second release; leave the option out");
        }
        if (home == null) {
            throw new ScenarioException(OPTIONS + " compares a second Sermant release with the one given by "
                    + "--sermant-home (" + SermantRelease.HOME_OPTION + "), which is missing: give both");
        }
        SermantRelease newer = SermantRelease.at(home);
        SermantRelease other = SermantRelease.at(otherHome, OPTION);
        String newerVersion = versionOf(newer, SermantRelease.HOME_OPTION);
        String otherVersion = versionOf(other, OPTION);
        if (newerVersion.equals(otherVersion)) {
            throw new ScenarioException(OPTIONS + ": both releases are Sermant " + newerVersion + " (" + newer.home()
                    + " and " + other.home() + "); the two runs would carry one version and could not be told apart: "
                    + "give a release of another version");
        }
        List<TreatmentSpec> treatments = new ArrayList<>();
        for (TreatmentSpec spec : scenario.treatments()) {
            if (spec.kind() != TreatmentKind.SERMANT) {
                treatments.add(spec);
                continue;
            }
            treatments.add(spec.withLabel(labelOf(spec, newerVersion)));
            treatments.add(spec.withOlderRelease(nameOf(spec.name(), otherVersion), labelOf(spec, otherVersion),
                    other.home().toString()));
        }
        return scenario.withTreatments(treatments);
    }

    /** The label with the release's version, so every table tells the two apart: "Sermant router (2.2.0)". */
    private static String labelOf(TreatmentSpec spec, String version) {
        return spec.label() + " (" + version + ")";
    }

    /** The version meta.json's agents record (from the core jar's name); without one the releases cannot be told apart. */
    private static String versionOf(SermantRelease release, String option) {
        return release.version().orElseThrow(() -> new ScenarioException(option + "=" + release.home() + ": its "
                + "version cannot be read (no agent/core/sermant-agentcore-core-<version>.jar), so the two releases "
                + "could not be told apart; give an unpacked release as published"));
    }
}
