package io.meshbench.services.consumer.chain;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.FeignException;
import feign.Request;
import feign.Response;
import io.meshbench.services.common.api.ErrorAnswer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;

/** The failures the stub provider of {@code ConsumerChainTest} cannot produce: no provider instance at all. */
class UpstreamFailuresTest {

    private final UpstreamFailures failures = new UpstreamFailures(new ObjectMapper());

    @Test
    void restTemplateWithoutInstanceGives503() {
        ResponseEntity<ErrorAnswer> answer =
                failures.noInstance(new IllegalStateException("No instances available for provider"));

        assertThat(answer.getStatusCodeValue()).isEqualTo(503);
        assertThat(answer.getBody().error()).isEqualTo("no provider instance: No instances available for provider");
    }

    @Test
    void feignWithoutInstanceGives503() {
        ResponseEntity<ErrorAnswer> answer = failures.feignFailed(
                feignStatus(503, "Load balancer does not contain an instance for the service provider"));

        assertThat(answer.getStatusCodeValue()).isEqualTo(503);
        assertThat(answer.getBody().error()).startsWith("no provider instance: Load balancer does not contain");
    }

    @Test
    void providerAnswering503ItselfIsAnUpstreamError() {
        String providerBody = "{\"error\":\"busy\",\"provider\":{\"instance\":\"provider-1\",\"port\":1,\"version\":\"1.0.0\"}}";

        ResponseEntity<ErrorAnswer> answer = failures.feignFailed(feignStatus(503, providerBody));

        assertThat(answer.getStatusCodeValue()).isEqualTo(502);
        assertThat(answer.getBody().provider().instance()).isEqualTo("provider-1");
        assertThat(answer.getBody().upstream()).isEqualTo(providerBody);
    }

    private static FeignException feignStatus(int status, String body) {
        Request request = Request.create(Request.HttpMethod.GET, "http://provider/provider", Map.of(), null,
                StandardCharsets.UTF_8, null);
        Response response = Response.builder().status(status).reason("x").request(request)
                .headers(Map.of()).body(body, StandardCharsets.UTF_8).build();
        return FeignException.errorStatus("ProviderFeignClient#provider()", response);
    }
}
