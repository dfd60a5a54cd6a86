package io.meshbench.services.mq.tags;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class JobServletTest {

    @Test
    void theRequestWinsOverTheEnvironmentWhichWinsOverTheDefault() {
        assertThat(JobServlet.messages("500", "2000", 1_000_000)).isEqualTo(500);
        assertThat(JobServlet.messages(null, "2000", 1_000_000)).isEqualTo(2000);
        assertThat(JobServlet.messages("", " ", 100_000)).isEqualTo(100_000);
    }

    @Test
    void aCountThatIsNoWholeNumberFromOneIsRefusedNamingWhereItCameFrom() {
        assertThatThrownBy(() -> JobServlet.messages(null, "1e6", 1)).hasMessageContaining("MESHBENCH_MQ_MESSAGES=1e6 (-Dmessages)");
        assertThatThrownBy(() -> JobServlet.messages("0", null, 1)).hasMessageContaining("messages=0");
    }
}
