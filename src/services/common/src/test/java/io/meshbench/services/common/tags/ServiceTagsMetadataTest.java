package io.meshbench.services.common.tags;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.mock.env.MockEnvironment;

class ServiceTagsMetadataTest {

    private final ServiceTagsMetadata postProcessor = new ServiceTagsMetadata();

    @Test
    void tagsBecomeRegistrationMetadata() {
        MockEnvironment environment = new MockEnvironment()
                .withProperty("service.meta.version", "1.0.1")
                .withProperty("service.meta.parameters", "group:gray,zone:a");

        postProcessor.postProcessEnvironment(environment, new SpringApplication());

        assertThat(environment.getProperty("spring.cloud.zookeeper.discovery.metadata.version")).isEqualTo("1.0.1");
        assertThat(environment.getProperty("spring.cloud.zookeeper.discovery.metadata.group")).isEqualTo("gray");
        assertThat(environment.getProperty("spring.cloud.zookeeper.discovery.metadata.zone")).isEqualTo("a");
    }

    @Test
    void untaggedInstanceRegistersTheDefaultVersionOnly() {
        MockEnvironment environment = new MockEnvironment();

        postProcessor.postProcessEnvironment(environment, new SpringApplication());

        assertThat(environment.getProperty("spring.cloud.zookeeper.discovery.metadata.version")).isEqualTo("1.0.0");
        assertThat(environment.getProperty("spring.cloud.zookeeper.discovery.metadata.group")).isNull();
    }

    @Test
    void explicitMetadataPropertyWins() {
        MockEnvironment environment = new MockEnvironment()
                .withProperty("service.meta.version", "1.0.1")
                .withProperty("spring.cloud.zookeeper.discovery.metadata.version", "9.9.9");

        postProcessor.postProcessEnvironment(environment, new SpringApplication());

        assertThat(environment.getProperty("spring.cloud.zookeeper.discovery.metadata.version")).isEqualTo("9.9.9");
    }
}
