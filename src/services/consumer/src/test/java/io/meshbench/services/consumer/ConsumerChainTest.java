package io.meshbench.services.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The whole consumer application against a stub provider: real Tomcat, real load-balanced RestTemplate and Feign
 * client, real HTTP. Discovery is Spring Cloud's static "simple" discovery instead of ZooKeeper (the harness's
 * end-to-end test covers the ZooKeeper topology).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.cloud.zookeeper.enabled=false",
        "spring.cloud.zookeeper.discovery.enabled=false",
        "meshbench.http.read-timeout-ms=400"})
class ConsumerChainTest {

    private static final StubProvider PROVIDER = startStub();

    @Autowired
    private TestRestTemplate http;
    @Autowired
    private ObjectMapper json;

    @DynamicPropertySource
    static void discovery(DynamicPropertyRegistry registry) {
        String uri = "http://127.0.0.1:" + PROVIDER.port();
        registry.add("spring.cloud.discovery.client.simple.instances.provider[0].uri", () -> uri);
        registry.add("spring.cloud.discovery.client.simple.instances.data[0].uri", () -> "http://127.0.0.1:9");
    }

    @AfterAll
    static void stopStub() {
        PROVIDER.close();
    }

    @BeforeEach
    void healthyProvider() {
        PROVIDER.healthy();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/chain", "/chain/feign"})
    void answerNamesTheWholeChain(String path) throws IOException {
        ResponseEntity<String> answer = http.getForEntity(path, String.class);

        assertThat(answer.getStatusCodeValue()).isEqualTo(200);
        JsonNode chain = json.readTree(answer.getBody());
        assertThat(chain.path("consumer").asText()).isEqualTo("consumer");
        assertThat(chain.path("provider").path("instance").asText()).isEqualTo("provider-2");
        assertThat(chain.path("provider").path("port").asInt()).isEqualTo(40123);
        assertThat(chain.path("provider").path("version").asText()).isEqualTo("1.0.1");
        assertThat(chain.path("provider").path("group").asText()).isEqualTo("gray");
        assertThat(chain.path("data").path("instance").asText()).isEqualTo("data");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/chain", "/chain/feign"})
    void forwardsIdAndSermantHeadersOnly(String path) {
        HttpHeaders headers = new HttpHeaders();
        headers.add("id", "7");
        headers.add("x-sermant-lane", "gray");
        headers.add("x-other", "secret");

        http.exchange(path, HttpMethod.GET, new HttpEntity<>(headers), String.class);

        assertThat(PROVIDER.lastHeaders().get("id")).containsExactly("7");
        assertThat(PROVIDER.lastHeaders().get("x-sermant-lane")).containsExactly("gray");
        assertThat(PROVIDER.lastHeaders().containsKey("x-other")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/chain", "/chain/feign"})
    void providerErrorBecomes502NamingTheProvider(String path) throws IOException {
        PROVIDER.answer(500, """
                {"error":"fault injected (mode=error)","provider":{"instance":"provider-3","port":1,"version":"1.0.2"}}""",
                0);

        ResponseEntity<String> answer = http.getForEntity(path, String.class);

        assertThat(answer.getStatusCodeValue()).isEqualTo(502);
        JsonNode error = json.readTree(answer.getBody());
        assertThat(error.path("error").asText()).isEqualTo("provider answered HTTP 500");
        assertThat(error.path("provider").path("instance").asText()).isEqualTo("provider-3");
        assertThat(error.path("upstream").asText()).contains("fault injected");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/chain", "/chain/feign"})
    void slowProviderBecomes504AtTheReadTimeout(String path) throws IOException {
        // the provider holds its answer far beyond the 400 ms read timeout: the consumer must give up on its own
        PROVIDER.answer(200, StubProvider.HEALTHY_BODY, 60_000);
        int answersBefore = PROVIDER.answersSent();

        long started = System.nanoTime();
        ResponseEntity<String> answer = http.getForEntity(path, String.class);
        long tookMs = (System.nanoTime() - started) / 1_000_000;

        assertThat(answer.getStatusCodeValue()).isEqualTo(504);
        assertThat(json.readTree(answer.getBody()).path("error").asText()).startsWith("provider did not answer in time");
        assertThat(tookMs).as("a read timeout never ends early").isGreaterThanOrEqualTo(400);
        // bounded by what the provider did, not by the clock: the consumer answered while the provider still held its
        // answer, so the timeout, not the provider, ended the call (however slowly a busy machine ran it)
        assertThat(PROVIDER.answersSent()).as("answers the provider had sent").isEqualTo(answersBefore);
    }

    @Test
    void readyOnceDiscoveryListsEnoughProvidersAndTheChainAnswers() {
        ResponseEntity<String> ready = http.getForEntity("/ready?providers=1", String.class);
        assertThat(ready.getStatusCodeValue()).isEqualTo(200);
        assertThat(ready.getBody()).startsWith("READY: 1 provider instances").contains("probe served by provider-2");

        ResponseEntity<String> tooFew = http.getForEntity("/ready?providers=3", String.class);
        assertThat(tooFew.getStatusCodeValue()).isEqualTo(503);
        assertThat(tooFew.getBody()).isEqualTo("NOT READY: discovery lists 1 of 3 provider instances");
    }

    @Test
    void notReadyWhileTheChainFails() {
        PROVIDER.answer(500, "{}", 0);

        ResponseEntity<String> ready = http.getForEntity("/ready?providers=1", String.class);

        assertThat(ready.getStatusCodeValue()).isEqualTo(503);
        assertThat(ready.getBody()).startsWith("NOT READY: probe call through the chain failed: 500");
    }

    @Test
    void healthIsUpWithoutRegistration() {
        assertThat(http.getForEntity("/health", String.class).getBody()).isEqualTo("UP");
    }

    private static StubProvider startStub() {
        try {
            return new StubProvider();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start the stub provider on 127.0.0.1", e);
        }
    }
}
