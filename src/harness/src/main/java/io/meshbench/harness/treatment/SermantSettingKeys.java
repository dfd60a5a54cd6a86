package io.meshbench.harness.treatment;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * The setting keys a Sermant release reads: those of {@code agent/config/config.properties} and of each mounted
 * plugin's {@code config/config.yaml}, flattened ({@code router.plugin.enabled-xds-route}).
 *
 * <p>Why it matters: Sermant looks a {@code -D} override up only after turning every {@code -} of the key into
 * {@code .} (its ConfigValueUtil), so {@code -Drouter.plugin.enabled-xds-route=true} is silently ignored while
 * {@code -Drouter.plugin.enabled.xds.route=true} works. A treatment spelling a release's key with a dash is refused.
 */
final class SermantSettingKeys {


    private final Set<String> keys;

    private SermantSettingKeys(Set<String> keys) {
        this.keys = keys;
    }

    static SermantSettingKeys of(SermantRelease release, List<String> plugins) {
        Set<String> keys = new TreeSet<>(propertyKeys(release.configDir().resolve("config.properties")));
        for (String plugin : plugins) {
            Path yaml = release.pluginPackageDir().resolve(plugin).resolve("config/config.yaml");
            if (Files.isRegularFile(yaml)) {
                flatten("", readYaml(yaml), keys);
            }
        }
        return new SermantSettingKeys(keys);
    }

    Set<String> keys() {
        return keys;
    }

    /** Fails when {@code config} sets one of the release's dashed keys under the spelling Sermant never reads. */
    void requireReadable(String treatment, Map<String, String> config) {
        for (String key : config.keySet()) {
            if (key.contains("-") && keys.contains(key)) {
                String readable = key.replace('-', '.');
                throw new InvalidTreatmentException("Treatment '" + treatment + "' sets Sermant's '" + key + "', "
                        + "but Sermant reads a -D override only with every '-' of its key turned into '.', so this "
                        + "setting would be silently ignored. Write '" + readable + "' in the treatment's properties.");
            }
        }
    }

    private static Set<String> propertyKeys(Path file) {
        Properties properties = new Properties();
        if (Files.isRegularFile(file)) {
            try (Reader reader = Files.newBufferedReader(file)) {
                properties.load(reader);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + file, e);
            }
        }
        return properties.stringPropertyNames();
    }

    private static JsonNode readYaml(Path file) {
        try {
            return StrictReader.yamlTree(file, StrictReader.yamlText(file));
        } catch (ResultsException e) {
            throw new InvalidTreatmentException("Cannot read the Sermant plugin settings: " + e.getMessage());
        }
    }

    private static void flatten(String prefix, JsonNode node, Set<String> keys) {
        if (node == null || !node.isObject()) {
            if (!prefix.isEmpty()) {
                keys.add(prefix);
            }
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            flatten(prefix.isEmpty() ? field.getKey() : prefix + "." + field.getKey(), field.getValue(), keys);
        }
    }
}
