package io.meshbench.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.comparison.CommandLineDiff;
import io.meshbench.treatment.Baseline;
import io.meshbench.treatment.JavaAgent;
import io.meshbench.treatment.TinyAgent;
import io.meshbench.treatment.Treatment;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Identical JVM flags except the agent" as evidence: the same deployment started for the baseline and for an agent
 * (real child JVMs and a real ZooKeeper) records command lines that differ only by the treatment's arguments, and
 * only on the treated service.
 */
class TreatedStartTest {

    @TempDir
    Path dir;

    @Test
    void aTreatedStartDiffersFromTheBaselineOnlyByTheAgentAndOnlyOnTheTreatedService() {
        Path serviceJar = TestJars.executable(dir.resolve("fake.jar"), FakeService.class);
        Path agentJar = TestJars.jar(dir.resolve("tiny-agent.jar"), Map.of("Premain-Class", TinyAgent.class.getName()),
                TinyAgent.class);
        ServiceDefinition data = new ServiceDefinition("data", serviceJar, 1, false, Map.of(), List.of(), null, List.of());
        ServiceDefinition consumer = new ServiceDefinition("consumer", serviceJar, 1, true, Map.of(), List.of(), null,
                List.of());
        DeploymentSpec spec = new DeploymentSpec(List.of(data, consumer), new JvmOptions("32m", List.of()),
                Duration.ofSeconds(60), 0);
        JavaAgent agent = new JavaAgent("tiny", "Tiny agent", agentJar, "mode=test", Map.of("tiny.flag", "on"), null);

        Path baselineRun = dir.resolve("runs/baseline/l/1");
        Path treatedRun = dir.resolve("runs/tiny/l/1");
        Map<String, List<String>> baseline = commandLines(spec, new Baseline(), baselineRun);
        Map<String, List<String>> treated = commandLines(spec, agent, treatedRun);

        Map<String, CommandLineDiff.Difference> diff = CommandLineDiff.of(baseline, baselineRun.toString(), treated,
                treatedRun.toString());
        assertThat(diff.keySet()).containsExactly("zookeeper", "data", "consumer");
        assertThat(diff.get("consumer").added()).containsExactly("-javaagent:" + agentJar.toAbsolutePath() + "=mode=test",
                "-Dtiny.flag=on");
        assertThat(diff.get("consumer").removed()).isEmpty();
        assertThat(diff.get("data").none()).as("the untreated data service").isTrue();
        assertThat(diff.get("zookeeper").none()).isTrue();
    }

    private static Map<String, List<String>> commandLines(DeploymentSpec spec, Treatment treatment, Path runDir) {
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5));
             RunningDeployment deployment = new LocalDeployment(spec, registry).start(treatment, runDir)) {
            return deployment.commandLines();
        }
    }
}
