package io.meshbench.services.common.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The body of every non-2xx answer: a one-line reason, the provider that failed (when known) and, for an
 * upstream failure, the upstream's own body (as a string: it need not be JSON).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ErrorAnswer(String error, ProviderInfo provider, String upstream) {

    public static ErrorAnswer of(String error) {
        return new ErrorAnswer(error, null, null);
    }
}
