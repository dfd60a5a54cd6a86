package io.meshbench.services.tagx.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.services.tagx.api.DubboSettings;
import org.junit.jupiter.api.Test;

class TagxOptionsTest {

    @Test
    void readsTheDeploymentsOptions() {
        TagxOptions options = TagxOptions.parse("client", new String[] {"--server.address=127.0.0.1", "--server.port=18302",
                "--spring.cloud.zookeeper.connect-string=127.0.0.1:2999", "--meshbench.instance=tagx-client"});

        assertThat(options).isEqualTo(new TagxOptions(true, "127.0.0.1", 18302, "127.0.0.1:2999", "tagx-client"));
    }

    @Test
    void refusesAnUnknownRoleOptionOrPort() {
        assertThatThrownBy(() -> TagxOptions.parse(null, new String[0])).hasMessageContaining("-Dtagx.role must be client or server");
        assertThatThrownBy(() -> TagxOptions.parse("server", new String[] {"--server.prot=1"}))
                .hasMessageContaining("unknown option --server.prot; known: --server.address");
        assertThatThrownBy(() -> TagxOptions.parse("server", new String[] {"--server.port=http"}))
                .hasMessageContaining("--server.port 'http' is not a port number");
        assertThatThrownBy(() -> TagxOptions.parse("server", new String[] {"server.port"})).hasMessageContaining("--key=value");
    }

    /** Dubbo 2.7 would bind every interface for any 127.* host: the same address as one number passes. */
    @Test
    void dubboGetsLoopbackAsOneNumber() {
        assertThat(DubboSettings.loopbackHost("127.0.0.1")).isEqualTo("2130706433");
        assertThat(DubboSettings.loopbackHost("localhost")).isEqualTo("2130706433");
        assertThat(DubboSettings.loopbackHost("127.0.0.2")).isEqualTo("2130706434");
        assertThat(DubboSettings.loopbackHost("10.0.0.5")).isEqualTo("10.0.0.5");
    }
}
