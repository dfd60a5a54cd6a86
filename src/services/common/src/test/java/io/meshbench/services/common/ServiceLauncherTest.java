package io.meshbench.services.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ServiceLauncherTest {

    @Test
    void acceptsGoodTagsFromTheCommandLine() {
        assertThat(ServiceLauncher.checkTags(new String[] {"--service.meta.parameters=group:gray"})).isNull();
    }

    @Test
    void namesTheBadTagBeforeSpringStarts() {
        String problem = ServiceLauncher.checkTags(new String[] {"--service.meta.parameters=group:gray,canary"});

        assertThat(problem).isEqualTo("Property service.meta.parameters with value 'group:gray,canary' is invalid: "
                + "'canary' is not a key:value pair; write e.g. group:gray or group:gray,zone:a.");
    }
}
