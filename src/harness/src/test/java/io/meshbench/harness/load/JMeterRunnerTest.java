package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JMeterRunnerTest {

    @TempDir
    Path dir;

    private JMeterHome fakeHome() throws IOException {
        Files.createDirectories(dir.resolve("home/bin"));
        Files.createDirectories(dir.resolve("home/lib/ext"));
        Files.writeString(dir.resolve("home/bin/ApacheJMeter.jar"), "");
        Files.writeString(dir.resolve("home/lib/ext/ApacheJMeter_core-5.6.3.jar"), "");
        return JMeterHome.at(dir.resolve("home"));
    }

    @Test
    void remoteHostsMakeJMeterTheControllerOfThoseWorkersWithEveryPropertySentToThem() throws IOException {
        Files.createDirectories(dir.resolve("jmx"));
        Files.writeString(dir.resolve("jmx/router.jmx"), "");
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("users", "5");
        properties.put("remote_hosts", "127.0.0.1:21099,127.0.0.1:21199");
        LoadRun run = new LoadRun(dir.resolve("jmx/router.jmx"), properties, dir.resolve("run"), Duration.ofMinutes(1));

        String command = String.join(" ", new JMeterRunner(fakeHome(), new PrintStream(System.out), "").command(run));

        assertThat(command).contains(" -R 127.0.0.1:21099,127.0.0.1:21199 ", " -Jusers=5 -Gusers=5")
                .doesNotContain("-Gremote_hosts");
        properties.remove("remote_hosts");
        assertThat(String.join(" ", new JMeterRunner(fakeHome(), new PrintStream(System.out), "").command(
                new LoadRun(dir.resolve("jmx/router.jmx"), properties, dir.resolve("run"), Duration.ofMinutes(1)))))
                .doesNotContain(" -R ", "-G");
    }

    @Test
    void commandIsNonGuiWithResultsLogDashboardAndEveryPlanProperty() throws IOException {
        Files.createDirectories(dir.resolve("jmx"));
        Files.writeString(dir.resolve("jmx/router.jmx"), "");
        Files.writeString(dir.resolve("jmx/user.properties"), "");
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("host", "127.0.0.1");
        properties.put("users", "5");
        LoadRun run = new LoadRun(dir.resolve("jmx/router.jmx"), properties, dir.resolve("run"), Duration.ofMinutes(1));

        List<String> command = new JMeterRunner(fakeHome(), new PrintStream(System.out), "").command(run);

        assertThat(String.join(" ", command))
                .contains("-jar " + dir.resolve("home/bin/ApacheJMeter.jar") + " -n -t " + dir.resolve("jmx/router.jmx"))
                .contains("-q " + dir.resolve("jmx/user.properties"))
                .contains("-l " + dir.resolve("run/result.jtl"))
                .contains("-j " + dir.resolve("run/jmeter.log"))
                .contains("-e -o " + dir.resolve("run/dashboard"))
                .endsWith("-Jhost=127.0.0.1 -Jusers=5");
    }

    @Test
    void theControllersRmiAddressIsASystemPropertyNotAPlanPropertyOrAWorkers() throws IOException {
        Files.createDirectories(dir.resolve("jmx"));
        Files.writeString(dir.resolve("jmx/router.jmx"), "");
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("remote_hosts", "198.18.0.3:1099");
        properties.put("java.rmi.server.hostname", "198.18.0.254");
        properties.put("users", "2");

        String command = String.join(" ", new JMeterRunner(fakeHome(), new PrintStream(System.out), "").command(
                new LoadRun(dir.resolve("jmx/router.jmx"), properties, dir.resolve("run"), Duration.ofMinutes(1))));

        assertThat(command).contains(" -Djava.rmi.server.hostname=198.18.0.254 ", " -Jusers=2 -Gusers=2")
                .doesNotContain("-Jjava.rmi", "-Gjava.rmi");
    }

    @Test
    void anEnginesCommandRunsOnItsHostWithItsShareInItsOwnFolder() throws IOException {
        Files.createDirectories(dir.resolve("jmx"));
        Files.writeString(dir.resolve("jmx/router.jmx"), "");
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("users", "5");
        properties.put("tps", "20.0");
        LoadRun run = new LoadRun(dir.resolve("jmx/router.jmx"), properties, dir.resolve("run"), Duration.ofMinutes(1),
                new io.meshbench.harness.scenario.EngineSpec(2, List.of("ip netns exec lg-1", "ip netns exec lg-2")));

        List<String> command = new JMeterRunner(fakeHome(), new PrintStream(System.out), "").command(run);

        assertThat(command.subList(0, 4)).containsExactly("ip", "netns", "exec", "lg-1");
        assertThat(String.join(" ", command)).contains("-l " + dir.resolve("run/engines/1/result.jtl"))
                .endsWith("-Jusers=3 -Jtps=10 -Jengine.id=1");
    }

    @Test
    void versionComesFromTheCoreJar() throws IOException {
        assertThat(fakeHome().version()).isEqualTo("5.6.3");
    }

    @Test
    void aFolderWithoutJMeterSaysHowToProvisionIt() {
        assertThatThrownBy(() -> JMeterHome.at(dir))
                .hasMessageContaining("holds no bin/ApacheJMeter.jar")
                .hasMessageContaining("scripts/jmeter-home.sh");
    }

    @Test
    void onlyProgressLinesAreEchoed() {
        assertThat(JMeterRunner.isProgress("summary +   1000 in 00:00:05 =  200.0/s")).isTrue();
        assertThat(JMeterRunner.isProgress("Creating summariser <summary>")).isFalse();
    }
}
