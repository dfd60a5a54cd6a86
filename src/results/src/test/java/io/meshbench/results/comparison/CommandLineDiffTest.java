package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Command lines as a real Sermant removal run recorded them (shortened paths), baseline against treated. */
class CommandLineDiffTest {

    private static final List<String> FLAGS = List.of("java", "-Xms256m", "-Xmx256m", "-XX:+UseG1GC",
            "--add-opens=java.base/java.lang=ALL-UNNAMED");

    private static List<String> service(String name, int port, int zookeeperPort, String... treatment) {
        List<String> command = new java.util.ArrayList<>(FLAGS);
        command.addAll(List.of(treatment));
        command.addAll(List.of("-jar", "/repo/src/services/" + name + "/target/" + name + ".jar",
                "--server.address=127.0.0.1", "--server.port=" + port,
                "--spring.cloud.zookeeper.connect-string=127.0.0.1:" + zookeeperPort, "--meshbench.instance=" + name));
        return command;
    }

    @Test
    void onlyTheTreatmentsArgumentsDifferOnceRunFoldersPortsAndTempFoldersAreMasked() {
        String base = "/r/runs/baseline/50u/1";
        String treated = "/r/runs/sermant/50u/1";
        Map<String, List<String>> baseline = Map.of(
                "zookeeper", List.of("java", "-cp", "m.jar", "Main", "/tmp/meshbench-zookeeper-1056973816432969683/zoo.cfg"),
                "data", service("data", 33361, 33329),
                "consumer", service("consumer", 43441, 33329),
                "jmeter", List.of("java", "-jar", "j.jar", "-l", base + "/result.jtl", "-Jport=43441"));
        Map<String, List<String>> sermant = Map.of(
                "zookeeper", List.of("java", "-cp", "m.jar", "Main", "/tmp/meshbench-zookeeper-11980314870064529024/zoo.cfg"),
                "data", service("data", 39887, 33863),
                "consumer", service("consumer", 40553, 33863, "-javaagent:/opt/sermant/agent/sermant-agent.jar="
                        + "appName=default,agentPath=" + treated + "/sermant/agent", "-Dsermant_log_dir=" + treated + "/logs"),
                "jmeter", List.of("java", "-jar", "j.jar", "-l", treated + "/result.jtl", "-Jport=40553"));

        Map<String, CommandLineDiff.Difference> diff = CommandLineDiff.of(baseline, base, sermant, treated);

        assertThat(diff.get("consumer").added()).containsExactly(
                "-javaagent:/opt/sermant/agent/sermant-agent.jar=appName=default,agentPath=<run>/sermant/agent",
                "-Dsermant_log_dir=<run>/logs");
        assertThat(diff.get("consumer").removed()).isEmpty();
        assertThat(diff.get("data").none()).isTrue();
        assertThat(diff.get("zookeeper").none()).isTrue();
        assertThat(diff.get("jmeter").none()).isTrue();
        assertThat(CommandLineDiff.summary(diff)).isEqualTo("identical to the baseline's except consumer: "
                + "+-javaagent:/opt/sermant/agent/sermant-agent.jar=appName=default,agentPath=<run>/sermant/agent "
                + "+-Dsermant_log_dir=<run>/logs");
    }

    @Test
    void aFlagOnlyTheBaselineHadAndAProcessOnlyOneSideStartedAreDifferencesToo() {
        Map<String, CommandLineDiff.Difference> diff = CommandLineDiff.of(
                Map.of("consumer", List.of("java", "-Xmx256m", "-jar", "c.jar")), "/b",
                Map.of("consumer", List.of("java", "-Xmx512m", "-jar", "c.jar"), "envoy", List.of("envoy", "-c", "e.yaml")), "/t");

        assertThat(diff.get("consumer").added()).containsExactly("-Xmx512m");
        assertThat(diff.get("consumer").removed()).containsExactly("-Xmx256m");
        assertThat(diff.get("envoy").added()).containsExactly("envoy", "-c", "e.yaml");
        assertThat(CommandLineDiff.summary(Map.of())).isEqualTo("command lines identical to the baseline's");
    }
}
