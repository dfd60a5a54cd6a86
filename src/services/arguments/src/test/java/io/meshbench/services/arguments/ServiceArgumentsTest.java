package io.meshbench.services.arguments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ServiceArgumentsTest {

    private static final List<String> KNOWN = ServiceArguments.deploymentOptionsAnd("meshbench.db-log");

    /** What LocalDeployment gives every service it starts. */
    @Test
    void readsTheDeploymentsOptions() {
        ServiceArguments arguments = ServiceArguments.parse(new String[] {"--server.address=127.0.0.1", "--server.port=18302",
                "--spring.cloud.zookeeper.connect-string=127.0.0.1:2999", "--meshbench.instance=tagx-client"}, KNOWN);

        assertThat(arguments.value("server.address", "x")).isEqualTo("127.0.0.1");
        assertThat(arguments.port("server.port", 1)).isEqualTo(18302);
        assertThat(arguments.requiredPort("server.port")).isEqualTo(18302);
        assertThat(arguments.value("spring.cloud.zookeeper.connect-string", null)).isEqualTo("127.0.0.1:2999");
        assertThat(arguments.required("meshbench.instance")).isEqualTo("tagx-client");
    }

    @Test
    void missingOptionsTakeTheirDefaults() {
        ServiceArguments none = ServiceArguments.parse(new String[0], KNOWN);

        assertThat(none.value("server.address", "127.0.0.1")).isEqualTo("127.0.0.1");
        assertThat(none.port("server.port", 18090)).isEqualTo(18090);
        assertThat(none.value("meshbench.db-log", "dbservers-databases.log")).isEqualTo("dbservers-databases.log");
    }

    @Test
    void aValueMayHoldEqualsSigns() {
        assertThat(ServiceArguments.parse(new String[] {"--meshbench.instance=a=b"}, KNOWN).required("meshbench.instance"))
                .isEqualTo("a=b");
    }

    @Test
    void refusesAnArgumentNotWrittenKeyEqualsValue() {
        for (String bad : List.of("server.port=1", "-server.port=1", "--=1", "--", "8080")) {
            assertThatThrownBy(() -> ServiceArguments.parse(new String[] {bad}, KNOWN)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("'" + bad + "' is not an option written --key=value");
        }
    }

    @Test
    void refusesAnUnknownKeyNamingItAndTheKnownOnes() {
        assertThatThrownBy(() -> ServiceArguments.parse(new String[] {"--server.port=1", "--server.prot=1"}, KNOWN))
                .hasMessage("unknown option --server.prot; known: --server.address, --server.port, "
                        + "--spring.cloud.zookeeper.connect-string, --meshbench.instance, --meshbench.db-log");
    }

    @Test
    void refusesAKeyWithoutAValue() {
        assertThatThrownBy(() -> ServiceArguments.parse(new String[] {"--server.port"}, KNOWN))
                .hasMessage("--server.port has no value: write --server.port=<value>");
        assertThatThrownBy(() -> ServiceArguments.parse(new String[] {"--server.port="}, KNOWN))
                .hasMessage("--server.port has no value: write --server.port=<value>");
        assertThatThrownBy(() -> ServiceArguments.parse(new String[] {"--meshbench.instance= "}, KNOWN))
                .hasMessage("--meshbench.instance has no value: write --meshbench.instance=<value>");
    }

    @Test
    void refusesAKeyGivenTwice() {
        assertThatThrownBy(() -> ServiceArguments.parse(new String[] {"--server.port=1", "--server.port=2"}, KNOWN))
                .hasMessage("--server.port is given twice ('1' and '2'): give it once");
    }

    @Test
    void refusesAPortThatIsNotOne() {
        for (String bad : List.of("http", "-1", "65536", "1.5")) {
            ServiceArguments arguments = ServiceArguments.parse(new String[] {"--server.port=" + bad}, KNOWN);
            assertThatThrownBy(() -> arguments.port("server.port", 0)).as(bad)
                    .hasMessage("--server.port '" + bad + "' is not a port number (0 to 65535)");
        }
        assertThat(ServiceArguments.parse(new String[] {"--server.port=0"}, KNOWN).port("server.port", 1)).isZero();
        assertThat(ServiceArguments.parse(new String[] {"--server.port=65535"}, KNOWN).port("server.port", 1)).isEqualTo(65535);
    }

    @Test
    void aRequiredOptionThatIsMissingIsNamed() {
        ServiceArguments none = ServiceArguments.parse(new String[0], KNOWN);

        assertThatThrownBy(() -> none.requiredPort("server.port"))
                .hasMessage("--server.port is missing: write --server.port=<value>");
    }
}
