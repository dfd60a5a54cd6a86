package io.meshbench.harness.scenario;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which fields of a scenario file's tree a command-line option replaced, so that the validator names the option
 * ({@code --rounds 0}, or {@code --levels '50u-0%cap'} for one of the levels it lists) instead of a line of the file.
 */
final class OverriddenFields {
    private final Map<String, String> labels = new LinkedHashMap<>();
    private final Map<String, String> options = new LinkedHashMap<>();

    /** {@code option} given as {@code text} set the field at {@code path}, e.g. {@code levels[1]}. */
    void add(String path, String option, String text) {
        labels.put(path, option + " " + text);
        options.put(path, option);
    }

    /** The option and text that set {@code path} or the nearest field it lies in; null if the file did. */
    String labelOf(String path) {
        String origin = originOf(path);
        return origin == null ? null : labels.get(origin);
    }

    /** The option that set exactly {@code path}; null if none did. */
    String optionOf(String path) {
        return options.get(path);
    }

    /** The field path an option set that holds {@code path}, e.g. {@code levels[0]} for {@code levels[0].users}. */
    String originOf(String path) {
        for (String p = path; !p.isEmpty(); p = YamlLocations.parent(p)) {
            if (labels.containsKey(p)) {
                return p;
            }
        }
        return null;
    }

    /** Every option given with its text, e.g. {@code --duration 20s, --rounds 3}; empty if none. */
    String given() {
        return labels.entrySet().stream().filter(e -> !e.getKey().contains("["))
                .map(Map.Entry::getValue).reduce((a, b) -> a + ", " + b).orElse("");
    }
}
