package io.meshbench.harness.deployment;

import io.meshbench.harness.scenario.ServiceSpec;
import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.benchmark.TreatmentVerification;
import io.meshbench.results.comparison.FlagComparison;
import io.meshbench.results.comparison.FlagComparison.ProcessDifference;
import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.JavaAgent;
import io.meshbench.harness.treatment.TinyAgent;
import io.meshbench.harness.treatment.TreatedProcess;
import io.meshbench.harness.treatment.Treatment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command lines a run records (run.json's commandLines) as the deployment builds and starts them: real child JVMs
 * and a real ZooKeeper, once as the baseline and once with an agent, so that "identical JVM flags except the agent"
 * is checked on what was started, not claimed.
 */
class CommandLinesTest {

    @TempDir
    Path dir;

    @Test
    void aTreatedStartDiffersFromTheBaselinesOnlyByTheTreatmentsArgumentsOnTheProcessesItTreats() throws Exception {
        Path serviceJar = TestJars.executable(dir.resolve("fake.jar"), FakeService.class);
        Path agentJar = TestJars.jar(dir.resolve("tiny-agent.jar"), Map.of("Premain-Class", TinyAgent.class.getName()),
                TinyAgent.class);
        JavaAgent agent = new JavaAgent("tiny", "Tiny agent", agentJar, "mode=test", Map.of("tiny.flag", "on"), null);
        DeploymentSpec spec = new DeploymentSpec(List.of(
                new ServiceSpec("data", serviceJar.toString(), 1, false, Map.of("a", "1"), List.of(), null, List.of()),
                new ServiceSpec("provider", serviceJar.toString(), 2, true, Map.of("a", "1"),
                        List.of(Map.of("service.meta.version", "1.0.0"), Map.of("service.meta.version", "1.0.1")),
                        null, List.of()),
                new ServiceSpec("consumer", serviceJar.toString(), 1, true, Map.of(), List.of(), null, List.of())),
                new JvmOptions("32m", List.of()), Duration.ofSeconds(60), 0);

        Started baseline = start(spec, new Baseline(), dir.resolve("runs/baseline/l/1"));
        Started treated = start(spec, agent, dir.resolve("runs/tiny/l/1"));

        assertThat(treated.commandLines()).containsOnlyKeys("zookeeper", "data", "provider-1", "provider-2", "consumer");
        // the per-run ports, addresses and paths differ, so the lines are not simply equal ...
        assertThat(treated.commandLines().get("data")).isNotEqualTo(baseline.commandLines().get("data"));
        assertThat(treated.commandLines().get("zookeeper")).isNotEqualTo(baseline.commandLines().get("zookeeper"));
        // ... but once those are masked every token is (flags and program arguments): only the treatment's arguments
        // were added, and only where it is mounted; nothing on the untreated data service nor on ZooKeeper
        FlagComparison check = FlagComparison.of(baseline.commandLines(), treated.commandLines(), treated.treated());
        List<String> agentArguments = agent.jvmArguments(new TreatedProcess("consumer", "consumer", dir, "x"));
        assertThat(agentArguments).containsExactly("-javaagent:" + agentJar + "=mode=test", "-Dtiny.flag=on");
        assertThat(check.differences()).containsExactly(
                new ProcessDifference("provider-1", true, agentArguments, List.of(), null),
                new ProcessDifference("provider-2", true, agentArguments, List.of(), null),
                new ProcessDifference("consumer", true, agentArguments, List.of(), null));
        assertThat(check.onlyTreatmentDiffers()).isTrue();
        assertThat(check.summary()).isEqualTo("identical except the treatment's on provider-1, provider-2, consumer "
                + "(+-javaagent:tiny-agent.jar=… +-Dtiny.flag=on)");
    }

    /** What a run keeps of a start: the recorded command lines and the processes its treatment check named. */
    private record Started(Map<String, List<String>> commandLines, List<String> treated) {
    }

    private static Started start(DeploymentSpec spec, Treatment treatment, Path runDir) throws Exception {
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5));
             RunningDeployment deployment = new LocalDeployment(spec, registry).start(treatment::jvmArguments, runDir)) {
            Map<String, List<String>> recorded = deployment.commandLines();
            // what is recorded is exactly what each process was started with
            assertThat(recorded.get("zookeeper")).isEqualTo(commandLine(deployment.zookeeperPid()));
            for (ServiceProcess service : deployment.services()) {
                assertThat(recorded.get(service.name())).as(service.name()).isEqualTo(commandLine(service.pid()));
            }
            List<String> treated = TreatmentVerification.of(treatment, deployment).stream()
                    .map(io.meshbench.harness.treatment.LoadEvidence::process).toList();
            return new Started(recorded, treated);
        }
    }

    private static List<String> commandLine(long pid) throws Exception {
        return List.of(Files.readString(Path.of("/proc/" + pid + "/cmdline")).split("\0"));
    }
}
