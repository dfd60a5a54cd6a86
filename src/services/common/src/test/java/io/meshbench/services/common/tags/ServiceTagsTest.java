package io.meshbench.services.common.tags;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.mock.env.MockEnvironment;

class ServiceTagsTest {

    @Test
    void untaggedInstanceHasSermantsDefaultVersionAndNoGroup() {
        ServiceTags tags = ServiceTags.from(new MockEnvironment());

        assertThat(tags.version()).isEqualTo("1.0.0");
        assertThat(tags.parameters()).isEmpty();
        assertThat(tags.group()).isNull();
    }

    @Test
    void readsVersionAndParametersInTheirOrder() {
        MockEnvironment environment = new MockEnvironment()
                .withProperty("service.meta.version", "1.0.1")
                .withProperty("service.meta.parameters", " group:gray , zone:a,");

        ServiceTags tags = ServiceTags.from(environment);

        assertThat(tags.version()).isEqualTo("1.0.1");
        assertThat(tags.parameters()).containsExactly(entry("group", "gray"), entry("zone", "a"));
        assertThat(tags.group()).isEqualTo("gray");
    }

    @Test
    void valueMayContainAColon() {
        assertThat(ServiceTags.parseParameters("url:http://x")).containsEntry("url", "http://x");
    }

    @Test
    void pairWithoutColonNamesThePropertyAndTheBadPair() {
        assertThatThrownBy(() -> ServiceTags.parseParameters("group:gray,canary"))
                .isInstanceOf(InvalidConfigurationPropertyValueException.class)
                .hasMessageContaining("service.meta.parameters")
                .hasMessageContaining("'canary' is not a key:value pair");
    }

    @Test
    void emptyValueIsRejected() {
        assertThatThrownBy(() -> ServiceTags.parseParameters("group:"))
                .isInstanceOf(InvalidConfigurationPropertyValueException.class)
                .hasMessageContaining("'group:'");
    }

    @Test
    void blankVersionIsRejected() {
        MockEnvironment environment = new MockEnvironment().withProperty("service.meta.version", " ");

        assertThatThrownBy(() -> ServiceTags.from(environment))
                .isInstanceOf(InvalidConfigurationPropertyValueException.class)
                .hasMessageContaining("service.meta.version");
    }
}
