package io.meshbench.services.mq.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ServiceOptionsTest {

    /** What LocalDeployment gives every service: the ZooKeeper address is accepted, and unused. */
    @Test
    void readsTheDeploymentsOptions() {
        ServiceOptions options = ServiceOptions.parse(new String[] {"--server.address=127.0.0.1", "--server.port=18302",
                "--spring.cloud.zookeeper.connect-string=127.0.0.1:2999", "--meshbench.instance=mq-tags-1"}, "mq-tags");

        assertThat(options).isEqualTo(new ServiceOptions("127.0.0.1", 18302, "mq-tags-1"));
        assertThat(ServiceOptions.parse(new String[0], "mq-tags")).isEqualTo(new ServiceOptions("127.0.0.1", 0, "mq-tags"));
    }

    @Test
    void refusesATypoAPortTwiceOrABadPort() {
        assertThatThrownBy(() -> ServiceOptions.parse(new String[] {"--server.prot=1"}, "mq-tags"))
                .hasMessageStartingWith("unknown option --server.prot; known: --server.address, --server.port");
        assertThatThrownBy(() -> ServiceOptions.parse(new String[] {"--server.port=1", "--server.port=2"}, "mq-tags"))
                .hasMessage("--server.port is given twice ('1' and '2'): give it once");
        assertThatThrownBy(() -> ServiceOptions.parse(new String[] {"--server.port=http"}, "mq-tags"))
                .hasMessage("--server.port 'http' is not a port number (0 to 65535)");
    }
}
