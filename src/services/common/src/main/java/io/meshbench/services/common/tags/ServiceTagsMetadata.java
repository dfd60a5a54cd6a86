package io.meshbench.services.common.tags;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Puts the service tags into the ZooKeeper registration metadata ({@code version=1.0.1}, {@code group=gray}).
 * Sermant's agent injects the same entries when it is mounted; writing them in every treatment keeps the baseline
 * and treated registrations alike. The entries rank lowest, so explicit
 * {@code spring.cloud.zookeeper.discovery.metadata.*} properties still win.
 */
public class ServiceTagsMetadata implements EnvironmentPostProcessor {

    static final String PROPERTY_SOURCE_NAME = "meshbenchServiceTagsMetadata";
    static final String METADATA_PREFIX = "spring.cloud.zookeeper.discovery.metadata.";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        ServiceTags tags = ServiceTags.from(environment);
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put(METADATA_PREFIX + "version", tags.version());
        tags.parameters().forEach((key, value) -> metadata.put(METADATA_PREFIX + key, value));
        environment.getPropertySources().addLast(new MapPropertySource(PROPERTY_SOURCE_NAME, metadata));
    }
}
