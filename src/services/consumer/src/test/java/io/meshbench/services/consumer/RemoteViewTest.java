package io.meshbench.services.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.actuate.metrics.AutoConfigureMetrics;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * What a cluster reads of a service (the remote mode of {@code meshbench run}): Micrometer's metrics with the process's
 * CPU time at /actuator/prometheus, the JVM's arguments and pid at /actuator/info, and no other actuator endpoint;
 * served when {@code meshbench.remote.view=true}, as a remote deployment sets it.
 */
@AutoConfigureMetrics // Spring Boot's tests switch metrics export (the Prometheus registry) off unless asked
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.cloud.zookeeper.enabled=false",
        "spring.cloud.zookeeper.discovery.enabled=false",
        "meshbench.remote.view=true"})
class RemoteViewTest {

    @Autowired
    private TestRestTemplate http;
    @Autowired
    private ObjectMapper json;

    @DynamicPropertySource
    static void discovery(DynamicPropertyRegistry registry) {
        registry.add("spring.cloud.discovery.client.simple.instances.provider[0].uri", () -> "http://127.0.0.1:9");
        registry.add("spring.cloud.discovery.client.simple.instances.data[0].uri", () -> "http://127.0.0.1:9");
    }

    @Test
    void prometheusHasTheJvmAndProcessFiguresTheRemoteSamplerReads() {
        ResponseEntity<String> answer = http.getForEntity("/actuator/prometheus", String.class);

        assertThat(answer.getStatusCodeValue()).isEqualTo(200);
        assertThat(answer.getBody()).contains("\nprocess_cpu_time_ns_total ", "jvm_memory_used_bytes{area=\"heap\"",
                "id=\"Metaspace\"", "id=\"Compressed Class Space\"", "\njvm_classes_loaded_classes ",
                "\njvm_threads_live_threads ", "\nsystem_cpu_count ", "\nprocess_cpu_usage ");
    }

    @Test
    void infoHasTheJvmsInputArgumentsAndPid() throws IOException {
        ResponseEntity<String> answer = http.getForEntity("/actuator/info", String.class);

        assertThat(answer.getStatusCodeValue()).isEqualTo(200);
        JsonNode jvm = json.readTree(answer.getBody()).path("jvm");
        assertThat(jvm.path("pid").asLong()).isEqualTo(ProcessHandle.current().pid());
        assertThat(jvm.path("inputArguments").isArray()).isTrue();
        assertThat(jvm.path("inputArguments").toString()).isEqualTo(json.writeValueAsString(
                java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()));
    }

    @Test
    void noOtherActuatorEndpointIsExposed() {
        for (String path : new String[] {"/actuator/env", "/actuator/health", "/actuator/beans", "/actuator/metrics"}) {
            assertThat(http.getForEntity(path, String.class).getStatusCodeValue()).as(path).isEqualTo(404);
        }
        assertThat(http.getForEntity("/health", String.class).getStatusCodeValue()).as("the service's own").isEqualTo(200);
    }
}
