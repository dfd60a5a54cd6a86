package io.meshbench.harness.treatment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A Sermant release folder as unpacked from {@code sermant-agent-x.y.z.tar.gz}: {@code agent/sermant-agent.jar},
 * {@code agent/config/}, {@code agent/{core,god,implement,common}/} and one folder per plugin in
 * {@code agent/pluginPackage/}. Read only: MeshBench never writes into a user's release.
 */
public final class SermantRelease {

    /** The folders of {@code agent/} a release holds and the agent needs to start. */
    static final List<String> REQUIRED_FOLDERS = List.of("config", "core", "god", "implement", "common", "pluginPackage");

    /** The option users set to point MeshBench at their release. */
    public static final String HOME_OPTION = "-Dsermant.home";

    private static final Pattern CORE_JAR = Pattern.compile("sermant-agentcore-core-(.+)\\.jar");

    private final Path home;

    private SermantRelease(Path home) {
        this.home = home;
    }

    /** Checks that {@code home} is a release folder, or explains how to get one. */
    public static SermantRelease at(Path home) {
        return at(home, HOME_OPTION);
    }

    /** As {@link #at(Path)}, naming {@code option} (e.g. {@code -Dsermant.compare.home}) in every message. */
    public static SermantRelease at(Path home, String option) {
        if (home == null) {
            throw new InvalidTreatmentException("This scenario needs a Sermant release: download "
                    + "sermant-agent-x.y.z.tar.gz from the Sermant releases page (github.com/sermant-io/Sermant/releases), "
                    + "unpack it, and pass its folder: " + option + "=/path/to/sermant-agent");
        }
        Path folder = home.toAbsolutePath().normalize();
        if (!Files.isDirectory(folder)) {
            throw new InvalidTreatmentException(option + "=" + home + ": no such folder. Pass the folder unpacked "
                    + "from sermant-agent-x.y.z.tar.gz (it holds agent/sermant-agent.jar).");
        }
        SermantRelease release = new SermantRelease(folder);
        if (!Files.isRegularFile(release.agentJar())) {
            throw new InvalidTreatmentException(option + "=" + home + " is not a Sermant release: "
                    + release.agentJar() + " is missing. Pass the top folder unpacked from sermant-agent-x.y.z.tar.gz "
                    + "(named sermant-agent, holding agent/sermant-agent.jar).");
        }
        // the agent loads each of these at start-up; one missing only shows later as "treatment not loaded"
        List<String> missing = REQUIRED_FOLDERS.stream()
                .filter(name -> !Files.isDirectory(release.agentDir().resolve(name))).toList();
        if (!missing.isEmpty()) {
            throw new InvalidTreatmentException(option + "=" + home + " is an incomplete Sermant release: agent/"
                    + String.join("/, agent/", missing) + "/ missing beside agent/sermant-agent.jar (a release holds agent/"
                    + String.join("/, agent/", REQUIRED_FOLDERS) + "/). Unpack the release again.");
        }
        return release;
    }

    public Path home() {
        return home;
    }

    public Path agentDir() {
        return home.resolve("agent");
    }

    public Path agentJar() {
        return agentDir().resolve("sermant-agent.jar");
    }

    public Path configDir() {
        return agentDir().resolve("config");
    }

    public Path pluginPackageDir() {
        return agentDir().resolve("pluginPackage");
    }

    /** The plugins this release ships: the folder names in {@code agent/pluginPackage}, sorted. */
    public List<String> plugins() {
        try (Stream<Path> entries = Files.list(pluginPackageDir())) {
            return entries.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list " + pluginPackageDir(), e);
        }
    }

    /** Fails unless every plugin in {@code wanted} ships with this release, listing the ones that do. */
    public void requirePlugins(String treatment, List<String> wanted) {
        List<String> available = plugins();
        List<String> unknown = wanted.stream().filter(p -> !available.contains(p)).toList();
        if (!unknown.isEmpty()) {
            throw new InvalidTreatmentException("Treatment '" + treatment + "' mounts the Sermant plugin(s) " + unknown
                    + ", which " + pluginPackageDir() + " does not hold. Plugins found there: " + available
                    + ". Fix the plugin name in the scenario, or use a release that ships it.");
        }
    }

    /** The release's version, read from its core jar's name ({@code core/sermant-agentcore-core-2.2.0.jar}). */
    public Optional<String> version() {
        try (Stream<Path> jars = Files.list(agentDir().resolve("core"))) {
            return jars.map(p -> CORE_JAR.matcher(p.getFileName().toString()))
                    .filter(Matcher::matches)
                    .map(m -> m.group(1))
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
