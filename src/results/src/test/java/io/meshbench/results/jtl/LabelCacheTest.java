package io.meshbench.results.jtl;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.testkit.TestSeed;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LabelCacheTest {

    /**
     * Labels of every length from 0 to 40 (below, within and above the 8-16 bytes found by two words), many sharing
     * their first and last eight bytes or differing only in length, read at random offsets of a buffer through
     * growth: equal bytes give the same String, different bytes a different one, and each String is the label.
     */
    @Test
    void equalBytesGiveTheSameStringAndDifferentBytesADifferentOne() {
        Random random = new Random(TestSeed.of("LabelCacheTest.labels", 3));
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            int length = random.nextInt(41);
            StringBuilder label = new StringBuilder();
            for (int j = 0; j < length; j++) { // few letters: many labels alike at both ends
                label.append((char) ('a' + random.nextInt(j == length / 2 ? 26 : 2)));
            }
            labels.add(label.toString());
        }
        labels.addAll(List.of("aaaaaaaa", "aaaaaaaaa", "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaa", "GET /router",
                "GET /data/{id}", "POST /order", "h\u00e9llo w\u00f6rld"));
        LabelCache cache = new LabelCache();
        Map<String, String> first = new HashMap<>();
        for (int round = 0; round < 3; round++) {
            for (String label : labels) {
                byte[] text = label.getBytes(StandardCharsets.UTF_8);
                byte[] buffer = new byte[text.length + 40];
                random.nextBytes(buffer);
                int offset = random.nextInt(20);
                System.arraycopy(text, 0, buffer, offset, text.length);
                String got = cache.get(buffer, offset, offset + text.length);
                assertThat(got).isEqualTo(label);
                assertThat(got).isSameAs(first.computeIfAbsent(label, l -> got));
            }
        }
        assertThat(first).hasSize((int) labels.stream().distinct().count());
    }
}
