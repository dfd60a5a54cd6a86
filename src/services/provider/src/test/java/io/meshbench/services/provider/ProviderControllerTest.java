package io.meshbench.services.provider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.meshbench.services.common.api.DataAnswer;
import io.meshbench.services.provider.fault.Fault;
import io.meshbench.services.provider.fault.FaultSwitch;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.client.ResourceAccessException;

@WebMvcTest(properties = {
        "meshbench.instance=provider-2",
        "service.meta.version=1.0.1",
        "service.meta.parameters=group:gray"},
        controllers = ProviderController.class)
@Import({FaultSwitch.class, ProviderIdentity.class})
class ProviderControllerTest {

    @Autowired
    private MockMvc mvc;
    @Autowired
    private FaultSwitch faults;
    @MockBean
    private DataClient data;

    @BeforeEach
    void healthyChain() {
        faults.set(Fault.NONE);
        given(data.fetch()).willReturn(new DataAnswer("data", "v"));
    }

    @Test
    void namesItselfItsTagsAndPassesOnTheData() throws Exception {
        mvc.perform(get("/provider"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.provider.instance").value("provider-2"))
                .andExpect(jsonPath("$.provider.version").value("1.0.1"))
                .andExpect(jsonPath("$.provider.group").value("gray"))
                .andExpect(jsonPath("$.data.instance").value("data"))
                .andExpect(jsonPath("$.data.value").value("v"));
    }

    @Test
    void errorModeAnswers500AndNamesTheInstance() throws Exception {
        faults.set(Fault.ERROR);

        mvc.perform(get("/provider"))
                .andExpect(status().isInternalServerError())
                .andExpect(jsonPath("$.error").value("fault injected (mode=error)"))
                .andExpect(jsonPath("$.provider.instance").value("provider-2"));
    }

    @Test
    void slowModeWaitsBeforeServing() throws Exception {
        faults.set(Fault.slow(120));

        long started = System.nanoTime();
        mvc.perform(get("/provider")).andExpect(status().isOk());

        assertThat((System.nanoTime() - started) / 1_000_000).isGreaterThanOrEqualTo(120);
    }

    @Test
    void failingDataServiceGives502() throws Exception {
        given(data.fetch()).willThrow(new ResourceAccessException("Read timed out"));

        mvc.perform(get("/provider"))
                .andExpect(status().isBadGateway())
                .andExpect(jsonPath("$.error").value("data service call failed: Read timed out"))
                .andExpect(jsonPath("$.provider.group").value("gray"));
    }
}
