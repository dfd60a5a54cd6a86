package io.meshbench.harness.treatment;

import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * A per-run view of a Sermant release whose config mounts only the scenario's plugins.
 *
 * <p>Sermant's premain reads its config, core, implement, common and pluginPackage folders from the {@code agentPath}
 * agent argument when one is given, and only its god (bootstrap) jars from beside {@code sermant-agent.jar}
 * ({@code io.sermant.premain.AgentLauncher}, {@code BootArgsBuilder.addPathEntries}). So the run gets
 * {@code <run>/sermant/agent/} holding symbolic links to the release's folders and a real copy of {@code config/} with a
 * trimmed {@code plugins.yaml}; the user's release is never written to.
 */
final class SermantRunFolder {

    private SermantRunFolder() {
    }

    /** The agent folder of the run's view, {@code <run>/sermant/agent}. */
    static Path agentDir(Path runDir) {
        return RunFolderLayout.sermantAgent(runDir);
    }

    /** Creates the run's view once (later calls for the same run reuse it) and returns its agent folder. */
    static synchronized Path prepare(SermantRelease release, List<String> plugins, Path runDir) {
        Path agentDir = agentDir(runDir);
        if (Files.isRegularFile(agentDir.resolve("config").resolve("plugins.yaml"))) {
            return agentDir;
        }
        try {
            Files.createDirectories(agentDir);
            try (Stream<Path> entries = Files.list(release.agentDir())) {
                for (Path entry : entries.toList()) {
                    String fileName = entry.getFileName().toString();
                    if (!fileName.equals("config") && !fileName.equals("sermant-agent.jar")) {
                        Files.createSymbolicLink(agentDir.resolve(fileName), entry);
                    }
                }
            }
            OutputFolder config = OutputFolder.of("the run's Sermant config", agentDir.resolve("config"));
            try (Stream<Path> files = Files.list(release.configDir())) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    config.write(file.getFileName(), OutputFolder.Content.copyOf(file));
                }
            }
            config.writeString(Path.of("plugins.yaml"), pluginsYaml(plugins));
            return agentDir;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot prepare the run's Sermant folder " + agentDir, e);
        }
    }

    /** A plugins.yaml that statically mounts exactly {@code plugins}, with no dynamic plugins and no profiles. */
    static String pluginsYaml(List<String> plugins) {
        StringBuilder yaml = new StringBuilder()
                .append("# Written by MeshBench for one run: only the plugins this treatment mounts.\n")
                .append("plugins:\n");
        plugins.forEach(p -> yaml.append("  - ").append(p).append('\n'));
        return yaml.append("dynamicPlugins:\n  active:\n  passive:\nprofiles:\nprofile:\n").toString();
    }
}
