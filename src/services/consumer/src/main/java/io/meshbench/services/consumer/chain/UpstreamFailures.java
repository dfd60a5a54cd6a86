package io.meshbench.services.consumer.chain;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import feign.FeignException;
import io.meshbench.services.common.api.ErrorAnswer;
import io.meshbench.services.common.api.ProviderInfo;
import java.net.SocketTimeoutException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.client.HttpStatusCodeException;
import org.springframework.web.client.ResourceAccessException;

/**
 * Turns a failed provider call into a short JSON error with a status JMeter counts as an error: 502 when the
 * provider answered an error or could not be reached, 504 when it did not answer in time, 503 when discovery
 * offers no provider instance. RestTemplate and Feign failures map to the same answers.
 */
@RestControllerAdvice(assignableTypes = ChainController.class)
public class UpstreamFailures {

    /** Feign's status for a failure without an HTTP answer (connect or read error). */
    private static final int FEIGN_NO_RESPONSE = -1;

    private final ObjectMapper json;

    public UpstreamFailures(ObjectMapper json) {
        this.json = json;
    }

    @ExceptionHandler(HttpStatusCodeException.class)
    ResponseEntity<ErrorAnswer> providerAnswered(HttpStatusCodeException e) {
        return upstreamStatus(e.getRawStatusCode(), e.getResponseBodyAsString());
    }

    @ExceptionHandler(ResourceAccessException.class)
    ResponseEntity<ErrorAnswer> providerUnreachable(ResourceAccessException e) {
        return noAnswer(e.getCause() != null ? e.getCause() : e);
    }

    @ExceptionHandler(FeignException.class)
    ResponseEntity<ErrorAnswer> feignFailed(FeignException e) {
        if (e.status() == FEIGN_NO_RESPONSE) {
            return noAnswer(e.getCause() != null ? e.getCause() : e);
        }
        return upstreamStatus(e.status(), e.contentUTF8());
    }

    /** RestTemplate's load balancer throws this ("No instances available for provider") when it has none. */
    @ExceptionHandler(IllegalStateException.class)
    ResponseEntity<ErrorAnswer> noInstance(IllegalStateException e) {
        return answer(HttpStatus.SERVICE_UNAVAILABLE, ErrorAnswer.of("no provider instance: " + e.getMessage()));
    }

    private ResponseEntity<ErrorAnswer> upstreamStatus(int status, String body) {
        if (status == HttpStatus.SERVICE_UNAVAILABLE.value() && !isErrorAnswer(body)) {
            // Feign's load balancer answers 503 itself when it has no instance: not an upstream answer.
            return answer(HttpStatus.SERVICE_UNAVAILABLE, ErrorAnswer.of("no provider instance: " + body));
        }
        return answer(HttpStatus.BAD_GATEWAY,
                new ErrorAnswer("provider answered HTTP " + status, providerOf(body), body));
    }

    private ResponseEntity<ErrorAnswer> noAnswer(Throwable cause) {
        if (cause instanceof SocketTimeoutException) {
            return answer(HttpStatus.GATEWAY_TIMEOUT, ErrorAnswer.of("provider did not answer in time: " + cause));
        }
        return answer(HttpStatus.BAD_GATEWAY, ErrorAnswer.of("provider unreachable: " + cause));
    }

    /** The provider names itself in its own error answers; anything else (a proxy's page) names nobody. */
    private ProviderInfo providerOf(String body) {
        try {
            return json.readValue(body, ErrorAnswer.class).provider();
        } catch (JsonProcessingException | IllegalArgumentException notAnErrorAnswer) {
            return null;
        }
    }

    private boolean isErrorAnswer(String body) {
        return providerOf(body) != null;
    }

    private static ResponseEntity<ErrorAnswer> answer(HttpStatus status, ErrorAnswer body) {
        return ResponseEntity.status(status).body(body);
    }
}
