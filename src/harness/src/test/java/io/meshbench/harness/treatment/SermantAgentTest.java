package io.meshbench.harness.treatment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Validation and file generation against a fake release layout in a temp folder: this tests what MeshBench writes and
 * checks, not that Sermant works (see docs/deployment.md for the check against a real release).
 */
class SermantAgentTest {

    private static final String ORIGINAL_PLUGINS_YAML = "plugins:\n  - flowcontrol\n  - service-router\n"
            + "profiles:\n  cse:\n    - flowcontrol\nprofile: cse\n";

    @TempDir
    Path dir;

    private Path home;
    private Path runDir;

    @BeforeEach
    void fakeRelease() throws Exception {
        home = dir.resolve("sermant-agent");
        Path agent = Files.createDirectories(home.resolve("agent"));
        Files.writeString(agent.resolve("sermant-agent.jar"), "abc");
        Files.createDirectories(agent.resolve("config"));
        Files.writeString(agent.resolve("config/plugins.yaml"), ORIGINAL_PLUGINS_YAML);
        Files.writeString(agent.resolve("config/config.properties"), "dynamic.config.serverAddress=127.0.0.1:2181\n");
        for (String folder : List.of("core", "god", "implement", "common")) {
            Files.createDirectories(agent.resolve(folder));
        }
        Files.writeString(agent.resolve("core/sermant-agentcore-core-2.2.0.jar"), "core");
        for (String plugin : List.of("service-router", "service-removal", "tag-transmission")) {
            Files.createDirectories(agent.resolve("pluginPackage/" + plugin + "/plugin"));
        }
        runDir = dir.resolve("results/router/20261122-080000/runs/sermant-router/50u/1");
    }

    /** Sermant 2.2.0 stops with "common lib is not exist" without agent/common: say so before anything starts. */
    @Test
    void aReleaseWithoutACoreFolderIsRefusedNamingIt() throws Exception {
        Files.delete(home.resolve("agent/common"));

        assertThatThrownBy(() -> SermantAgent.of("s", null, home, List.of("service-router"), Map.of()))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("is an incomplete Sermant release: agent/common/ missing");
    }

    /** Sermant looks -D overrides up with '-' turned into '.': the dashed spelling would be ignored without a word. */
    @Test
    void aSettingSpelledWithTheDashSermantNeverReadsIsRefusedNamingTheReadableKey() throws Exception {
        Files.createDirectories(home.resolve("agent/pluginPackage/service-router/config"));
        Files.writeString(home.resolve("agent/pluginPackage/service-router/config/config.yaml"),
                "router.plugin:\n  enabled-xds-route: false\n  request-tags: []\n");

        assertThatThrownBy(() -> SermantAgent.of("sermant-xds", null, home, List.of("service-router"),
                Map.of("router.plugin.enabled-xds-route", "true")))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("Treatment 'sermant-xds' sets Sermant's 'router.plugin.enabled-xds-route'")
                .hasMessageContaining("Write 'router.plugin.enabled.xds.route'");
        // the spelling Sermant reads, and a dashed property of the application itself, are fine
        assertThat(SermantAgent.of("sermant-xds", null, home, List.of("service-router"),
                Map.of("router.plugin.enabled.xds.route", "true", "my-app.url", "http://x")).config())
                .containsKeys("router.plugin.enabled.xds.route", "my-app.url");
    }

    @Test
    void withoutAHomeSaysWhereToGetARelease() {
        assertThatThrownBy(() -> SermantAgent.of("sermant-router", null, null, List.of("service-router"), Map.of()))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessage("This scenario needs a Sermant release: download sermant-agent-x.y.z.tar.gz from the "
                        + "Sermant releases page (github.com/sermant-io/Sermant/releases), unpack it, and pass its "
                        + "folder: -Dsermant.home=/path/to/sermant-agent");
    }

    @Test
    void aHomeThatIsNoFolderOrHasNoAgentJarIsRefused() throws Exception {
        assertThatThrownBy(() -> SermantAgent.of("s", null, dir.resolve("nowhere"), List.of("service-router"), Map.of()))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageStartingWith("-Dsermant.home=" + dir.resolve("nowhere") + ": no such folder.");
        Files.delete(home.resolve("agent/sermant-agent.jar"));
        assertThatThrownBy(() -> SermantAgent.of("s", null, home, List.of("service-router"), Map.of()))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessage("-Dsermant.home=" + home + " is not a Sermant release: " + home.resolve("agent/sermant-agent.jar")
                        + " is missing. Pass the top folder unpacked from sermant-agent-x.y.z.tar.gz (named "
                        + "sermant-agent, holding agent/sermant-agent.jar).");
    }

    @Test
    void anUnknownPluginIsRefusedWithTheListOfPluginsFound() {
        assertThatThrownBy(() -> SermantAgent.of("sermant-router", null, home, List.of("service-rooter"), Map.of()))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessage("Treatment 'sermant-router' mounts the Sermant plugin(s) [service-rooter], which "
                        + home.resolve("agent/pluginPackage") + " does not hold. Plugins found there: [service-removal, "
                        + "service-router, tag-transmission]. Fix the plugin name in the scenario, or use a release that "
                        + "ships it.");
        assertThatThrownBy(() -> SermantAgent.of("sermant-router", null, home, List.of(), Map.of()))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("names no plugin");
    }

    @Test
    void argumentsPointTheAgentAtTheRunsOwnConfigZooKeeperAndLogFolder() {
        SermantAgent sermant = SermantAgent.of("sermant-router", "Sermant router", home, List.of("service-router"),
                Map.of("router.plugin.enabled.xds.route", "false"));

        List<String> args = sermant.jvmArguments(new TreatedProcess("provider-2", "provider", runDir, "127.0.0.1:4321"));

        assertThat(args).containsExactly(
                "-javaagent:" + home.resolve("agent/sermant-agent.jar") + "=appName=default,serviceName=provider,agentPath="
                        + runDir.resolve("sermant/agent"),
                "-Dsermant_log_dir=" + runDir.resolve("logs/sermant/provider-2"),
                "-Ddynamic.config.dynamicConfigType=ZOOKEEPER",
                "-Ddynamic.config.serverAddress=127.0.0.1:4321",
                "-Dagent.config.preFilter.path=" + runDir.resolve("sermant/prefilter/provider-2"),
                "-Drouter.plugin.enabled.xds.route=false");
    }

    @Test
    void theRunsConfigMountsOnlyTheScenariosPluginsAndTheReleaseIsUntouched() throws Exception {
        SermantAgent sermant = SermantAgent.of("sermant-removal", null, home,
                List.of("service-removal", "service-router"), Map.of());

        sermant.jvmArguments(new TreatedProcess("consumer", "consumer", runDir, "127.0.0.1:2181"));
        sermant.jvmArguments(new TreatedProcess("provider-1", "provider", runDir, "127.0.0.1:2181"));

        Path view = runDir.resolve("sermant/agent");
        assertThat(Files.readString(view.resolve("config/plugins.yaml"))).isEqualTo(
                "# Written by MeshBench for one run: only the plugins this treatment mounts.\n"
                        + "plugins:\n  - service-removal\n  - service-router\n"
                        + "dynamicPlugins:\n  active:\n  passive:\nprofiles:\nprofile:\n");
        assertThat(view.resolve("config/config.properties")).hasContent("dynamic.config.serverAddress=127.0.0.1:2181");
        assertThat(Files.isSymbolicLink(view.resolve("config"))).isFalse();
        for (String folder : List.of("core", "god", "implement", "common", "pluginPackage")) {
            assertThat(Files.readSymbolicLink(view.resolve(folder))).isEqualTo(home.resolve("agent/" + folder));
        }
        assertThat(view.resolve("sermant-agent.jar")).doesNotExist();
        assertThat(home.resolve("agent/config/plugins.yaml")).hasContent(ORIGINAL_PLUGINS_YAML.strip());
        try (var files = Files.list(home.resolve("agent/config"))) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("plugins.yaml",
                    "config.properties");
        }
    }

    @Test
    void agentInfoReadsTheVersionFromTheCoreJar() {
        AgentInfo info = SermantAgent.of("s", null, home, List.of("service-router"), Map.of()).agentInfo().orElseThrow();

        assertThat(info).isEqualTo(new AgentInfo("sermant-agent", "2.2.0",
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    }

    @Test
    void loadedCheckNeedsTheAgentLineAndOneLineForEveryMountedPlugin() throws Exception {
        SermantAgent sermant = SermantAgent.of("sermant-router", null, home, List.of("service-router"), Map.of());
        TreatedProcess consumer = new TreatedProcess("consumer", "consumer", runDir, "127.0.0.1:2181");
        Path output = Files.createDirectories(runDir.resolve("logs")).resolve("consumer.log");
        Files.writeString(output, "[2026-11-22T08:00:01] [INFO] Load sermant done, artifact is: default\n");
        StartedProcess started = new StartedProcess(consumer, 4242, output);

        assertThatThrownBy(() -> sermant.verifyLoaded(started, Duration.ofMillis(300)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContaining("no 'Load plugin:service-router successful.' in Sermant's log below "
                        + runDir.resolve("logs/sermant/consumer"));

        Path sermantLog = Files.createDirectories(runDir.resolve("logs/sermant/consumer/app/2026-11-22"))
                .resolve("sermant-0.log");
        Files.writeString(sermantLog, "2026-11-22 08:00:01.000 [INFO] [io.sermant.core.plugin.PluginManager] "
                + "[initPlugins:231] [main] Load plugin:service-router successful.\n");

        assertThatThrownBy(() -> sermant.verifyLoaded(started, Duration.ofMillis(300)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContaining("its dynamic configuration client never connected to 127.0.0.1:2181");

        Files.writeString(sermantLog, "2026-11-22 08:00:00.900 [INFO] [org.apache.zookeeper.ZooKeeper] [<init>:637] "
                + "[main] Initiating client connection, connectString=127.0.0.1:2181 sessionTimeout=30000\n",
                java.nio.file.StandardOpenOption.APPEND);

        assertThat(sermant.verifyLoaded(started, Duration.ofMillis(300)).findings()).containsExactly(
                "[2026-11-22T08:00:01] [INFO] Load sermant done, artifact is: default",
                "Load plugin:service-router successful.",
                "dynamic config reads ZooKeeper 127.0.0.1:2181");

        Files.writeString(sermantLog, "2026-11-22 08:00:01.100 [INFO] [io.sermant.core.plugin.PluginManager] "
                + "[initPlugins:231] [main] Load plugin:flowcontrol successful.\n", java.nio.file.StandardOpenOption.APPEND);

        assertThatThrownBy(() -> sermant.verifyLoaded(started, Duration.ofMillis(300)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContaining("Sermant also loaded [flowcontrol], which this treatment does not mount");
    }

    /** Pre-filter on: each run starts from a copy of the primed list in its own folder, never the release's. */
    @Test
    void aPrimedPreFilterListIsCopiedIntoEachRunAndThePathPointsThere() throws Exception {
        Path priming = dir.resolve("results/startup/20261123-150000/prefilter-priming/sermant-prefilter-on");
        Path primedList = Files.createDirectories(SermantAgent.preFilterDir(priming, "provider-1"))
                .resolve("unmatched_class_name.txt");
        Files.writeString(primedList, "org.example.Unmatched\n");
        SermantAgent sermant = SermantAgent.of("sermant-prefilter-on", null, home, List.of("service-router"),
                Map.of(SermantAgent.PRE_FILTER_ENABLE, "true"));
        assertThat(sermant.preFilterEnabled()).isTrue();

        List<String> args = sermant.primedBy(priming)
                .jvmArguments(new TreatedProcess("provider-1", "provider", runDir, "127.0.0.1:2181"));

        Path runList = SermantAgent.preFilterDir(runDir, "provider-1").resolve("unmatched_class_name.txt");
        assertThat(args).contains("-Dagent.config.preFilter.path=" + SermantAgent.preFilterDir(runDir, "provider-1"),
                "-D" + SermantAgent.PRE_FILTER_ENABLE + "=true");
        assertThat(Files.readString(runList)).isEqualTo("org.example.Unmatched\n");
        Files.writeString(runList, "rewritten by this run's shutdown\n");
        assertThat(Files.readString(primedList)).isEqualTo("org.example.Unmatched\n");
        assertThat(home.resolve("agent/unmatched_class_name.txt")).doesNotExist();
    }

    @Test
    void withoutThePreFilterSettingNothingIsPrimed() {
        assertThat(SermantAgent.of("s", null, home, List.of("service-router"), Map.of()).preFilterEnabled()).isFalse();
        assertThat(SermantAgent.of("s", null, home, List.of("service-router"),
                Map.of(SermantAgent.PRE_FILTER_ENABLE, "false")).preFilterEnabled()).isFalse();
    }
}
