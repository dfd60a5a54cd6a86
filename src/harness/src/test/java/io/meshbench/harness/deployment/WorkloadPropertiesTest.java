package io.meshbench.harness.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.treatment.TreatedProcess;
import io.meshbench.harness.treatment.Treatment;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A workload's properties reach the treated JVMs after the treatment's arguments; a deployed topology refuses them. */
class WorkloadPropertiesTest {

    private static final TreatedProcess PROCESS = new TreatedProcess("mq-prohibition", "mq-prohibition", Path.of("run"),
            "127.0.0.1:2181");

    @Test
    void theWorkloadsPropertiesFollowTheTreatmentsArgumentsInOrder() {
        Function<TreatedProcess, List<String>> agent = process -> List.of("-javaagent:a.jar=" + process.service());
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("mq.clients", "kafka");
        properties.put("feed", "${port:kafka}");

        assertThat(LocalDeployment.withProperties(agent, properties).apply(PROCESS))
                .containsExactly("-javaagent:a.jar=mq-prohibition", "-Dmq.clients=kafka", "-Dfeed=${port:kafka}");
        assertThat(LocalDeployment.withProperties(agent, Map.of())).isSameAs(agent);
    }

    @Test
    void aDeploymentThatCannotStartProcessesRefusesAWorkloadsPropertiesAndCallsNothing() {
        Deployment deployed = (treatment, runDir, affinity) -> {
            throw new AssertionError("not to be started");
        };
        assertThatThrownBy(() -> deployed.start((Treatment) null, Path.of("run"), null, Map.of("mq.clients", "kafka")))
                .isInstanceOf(DeploymentException.class)
                .hasMessage("A deployed topology cannot be started with a workload's properties {mq.clients=kafka}: run "
                        + "this scenario's workloads on services started here");
    }
}
