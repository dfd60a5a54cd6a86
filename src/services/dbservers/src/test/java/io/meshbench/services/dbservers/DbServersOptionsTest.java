package io.meshbench.services.dbservers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.services.arguments.ServiceArguments;
import org.junit.jupiter.api.Test;

class DbServersOptionsTest {

    /** LocalDeployment's four options and the log's place: a typo no longer starts dbservers on its default port. */
    @Test
    void acceptsTheDeploymentsOptionsAndRefusesATypo() {
        ServiceArguments arguments = ServiceArguments.parse(new String[] {"--server.address=127.0.0.1", "--server.port=18090",
                "--spring.cloud.zookeeper.connect-string=127.0.0.1:2181", "--meshbench.instance=dbservers",
                "--meshbench.db-log=db.log"}, DbServersMain.OPTIONS);

        assertThat(arguments.port("server.port", 0)).isEqualTo(18090);
        assertThat(arguments.value("meshbench.db-log", null)).isEqualTo("db.log");
        assertThatThrownBy(() -> ServiceArguments.parse(new String[] {"--server.prot=18091"}, DbServersMain.OPTIONS))
                .hasMessageStartingWith("unknown option --server.prot; known: ");
    }
}
