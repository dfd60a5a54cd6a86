package io.meshbench.services.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A service as a local benchmark starts it (no {@code meshbench.remote.view}): no actuator, no Micrometer registry,
 * so none of their classes, beans or GC listeners are in the figures the benchmark compares.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.cloud.zookeeper.enabled=false",
        "spring.cloud.zookeeper.discovery.enabled=false"})
class RemoteViewOffTest {

    @Autowired
    private TestRestTemplate http;
    @Autowired
    private ApplicationContext context;

    @DynamicPropertySource
    static void discovery(DynamicPropertyRegistry registry) {
        registry.add("spring.cloud.discovery.client.simple.instances.provider[0].uri", () -> "http://127.0.0.1:9");
        registry.add("spring.cloud.discovery.client.simple.instances.data[0].uri", () -> "http://127.0.0.1:9");
    }

    @Test
    void noActuatorEndpointAndNoMeterRegistryWithoutTheSwitch() {
        for (String path : new String[] {"/actuator/prometheus", "/actuator/info"}) {
            assertThat(http.getForEntity(path, String.class).getStatusCodeValue()).as(path).isEqualTo(404);
        }
        assertThat(Arrays.stream(context.getBeanDefinitionNames())
                .map(name -> context.getType(name))
                .filter(type -> type != null && type.getName().startsWith("io.micrometer.")))
                .as("Micrometer beans").isEmpty();
        assertThat(http.getForEntity("/health", String.class).getStatusCodeValue()).isEqualTo(200);
    }
}
