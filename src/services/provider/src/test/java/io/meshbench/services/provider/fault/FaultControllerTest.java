package io.meshbench.services.provider.fault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(FaultController.class)
@Import(FaultSwitch.class)
class FaultControllerTest {

    @Autowired
    private MockMvc mvc;
    @Autowired
    private FaultSwitch faults;

    /** The Spring context, and with it the switch, is shared between the tests of this class. */
    @BeforeEach
    void noFault() {
        faults.set(Fault.NONE);
    }

    @Test
    void aNewInstanceStartsWithoutFault() {
        assertThat(new FaultSwitch().current()).isEqualTo(Fault.NONE);
    }

    @Test
    void showsTheFaultInForce() throws Exception {
        faults.set(Fault.slow(300));

        mvc.perform(get("/fault"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.mode").value("slow"))
                .andExpect(jsonPath("$.delayMs").value(300));
    }

    @Test
    void switchesToErrorAndBack() throws Exception {
        mvc.perform(post("/fault").param("mode", "error")).andExpect(jsonPath("$.mode").value("error"));
        assertThat(faults.current()).isEqualTo(Fault.ERROR);

        mvc.perform(post("/fault").param("mode", "NONE")).andExpect(status().isOk());
        assertThat(faults.current()).isEqualTo(Fault.NONE);
    }

    @Test
    void slowTakesItsDelayOrDefaultsTo200Ms() throws Exception {
        mvc.perform(post("/fault").param("mode", "slow").param("delayMs", "750"))
                .andExpect(jsonPath("$.mode").value("slow"))
                .andExpect(jsonPath("$.delayMs").value(750));
        assertThat(faults.current()).isEqualTo(Fault.slow(750));

        mvc.perform(post("/fault").param("mode", "slow"));
        assertThat(faults.current()).isEqualTo(Fault.slow(200));
    }

    @Test
    void badRequestsSayWhatIsWrongAndKeepTheFault() throws Exception {
        mvc.perform(post("/fault").param("mode", "error"));

        mvc.perform(post("/fault").param("mode", "crash"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value("unknown fault mode 'crash'; use one of none, error, slow"));
        mvc.perform(post("/fault"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value(org.hamcrest.Matchers.startsWith("missing parameter 'mode'")));
        mvc.perform(post("/fault").param("mode", "slow").param("delayMs", "soon"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value(org.hamcrest.Matchers.containsString("'delayMs'")));
        mvc.perform(post("/fault").param("mode", "slow").param("delayMs", "-5"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value("delayMs must be between 0 and 60000, got -5"));
        mvc.perform(post("/fault").param("mode", "error").param("delayMs", "100"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value("delayMs applies to mode=slow only, not mode=error"));

        assertThat(faults.current()).isEqualTo(Fault.ERROR);
    }
}
