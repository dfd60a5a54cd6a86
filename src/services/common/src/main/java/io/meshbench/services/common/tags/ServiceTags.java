package io.meshbench.services.common.tags;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.core.env.PropertyResolver;

/**
 * The tags of a service instance, read from the same properties Sermant reads ({@code -Dservice.meta.version=1.0.1
 * -Dservice.meta.parameters=group:gray}), so an instance reports and registers the same tags with and without the
 * agent.
 *
 * @param version    {@code service.meta.version}, {@value #DEFAULT_VERSION} when unset (Sermant's default)
 * @param parameters {@code service.meta.parameters}: {@code key:value} pairs separated by commas, in order
 */
public record ServiceTags(String version, Map<String, String> parameters) {

    public static final String VERSION_PROPERTY = "service.meta.version";
    public static final String PARAMETERS_PROPERTY = "service.meta.parameters";
    public static final String DEFAULT_VERSION = "1.0.0";

    public ServiceTags {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** Reads the tags from system properties or environment variables ({@code SERVICE_META_VERSION}, ...). */
    public static ServiceTags from(PropertyResolver properties) {
        return of(properties.getProperty(VERSION_PROPERTY), properties.getProperty(PARAMETERS_PROPERTY));
    }

    /**
     * The tags from the two property values, either of which may be {@code null} (unset).
     *
     * @throws InvalidConfigurationPropertyValueException naming the property and what is wrong with it
     */
    public static ServiceTags of(String version, String parameters) {
        String trimmedVersion = version == null ? DEFAULT_VERSION : version.trim();
        if (trimmedVersion.isEmpty()) {
            throw new InvalidConfigurationPropertyValueException(VERSION_PROPERTY, version,
                    "The version must not be empty; leave the property out to get " + DEFAULT_VERSION + ".");
        }
        return new ServiceTags(trimmedVersion, parseParameters(parameters == null ? "" : parameters));
    }

    /** The {@code group} parameter (e.g. {@code gray}), or {@code null} when the instance has none. */
    public String group() {
        return parameters.get("group");
    }

    static Map<String, String> parseParameters(String text) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String pair : text.split(",")) {
            if (pair.isBlank()) {
                continue;
            }
            int colon = pair.indexOf(':');
            String key = colon < 0 ? "" : pair.substring(0, colon).trim();
            String value = colon < 0 ? "" : pair.substring(colon + 1).trim();
            if (key.isEmpty() || value.isEmpty()) {
                throw new InvalidConfigurationPropertyValueException(PARAMETERS_PROPERTY, text,
                        "'" + pair.trim() + "' is not a key:value pair; write e.g. group:gray or group:gray,zone:a.");
            }
            parameters.put(key, value);
        }
        return parameters;
    }
}
