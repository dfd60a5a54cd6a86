package io.meshbench.services.common.http;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.ConstructorBinding;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

/**
 * Connect and read timeouts of every outgoing call (RestTemplate and Feign alike), so a faulty or slow upstream
 * produces errors, not hung threads. Set with {@code --meshbench.http.connect-timeout-ms=...} and
 * {@code --meshbench.http.read-timeout-ms=...}.
 */
@ConstructorBinding
@ConfigurationProperties("meshbench.http")
public record HttpTimeouts(int connectTimeoutMs, int readTimeoutMs) {

    public HttpTimeouts {
        requirePositive("meshbench.http.connect-timeout-ms", connectTimeoutMs);
        requirePositive("meshbench.http.read-timeout-ms", readTimeoutMs);
    }

    private static void requirePositive(String property, int millis) {
        if (millis <= 0) {
            throw new InvalidConfigurationPropertyValueException(property, millis,
                    "A timeout must be a positive number of milliseconds (0 would mean: wait forever).");
        }
    }
}
