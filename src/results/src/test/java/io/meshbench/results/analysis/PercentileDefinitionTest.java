package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PercentileDefinitionTest {

    @Test
    void theJMeterDescriptionNamesTheWindowWithThousandsCommas() {
        assertThat(PercentileDefinition.JMETER.description()).contains("over each label's last 20,000 samples in file order");
    }

    @Test
    void thousandsCommasAreWhatTheFormatterWrites() {
        long seed = 20261126L;
        System.out.println("[seed] PercentileDefinitionTest: " + seed);
        Random random = new Random(seed);
        int[] edges = {0, 1, -1, 999, 1000, -999, -1000, 999_999, 1_000_000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int n : edges) {
            assertThat(PercentileDefinition.withThousandsCommas(n)).isEqualTo(String.format(Locale.ROOT, "%,d", n));
        }
        for (int i = 0; i < 10_000; i++) {
            int n = random.nextInt() >> random.nextInt(31);
            assertThat(PercentileDefinition.withThousandsCommas(n)).as("%d", n)
                    .isEqualTo(String.format(Locale.ROOT, "%,d", n));
        }
    }
}
