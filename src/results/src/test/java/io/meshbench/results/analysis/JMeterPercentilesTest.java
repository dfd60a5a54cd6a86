package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Commons Math's LEGACY estimate over JMeter's window, on numbers worked out by hand. */
class JMeterPercentilesTest {

    @Test
    void interpolatesAtRankPTimesNPlusOne() {
        double[] sorted = {15, 20, 35, 40, 50};
        assertThat(JMeterPercentiles.legacy(sorted, 30)).isEqualTo(19.0); // pos 1.8: 15 + 0.8 * 5
        assertThat(JMeterPercentiles.legacy(sorted, 50)).isEqualTo(35.0); // pos 3
        assertThat(JMeterPercentiles.legacy(sorted, 10)).isEqualTo(15.0); // pos 0.6 < 1: the smallest
        assertThat(JMeterPercentiles.legacy(sorted, 90)).isEqualTo(50.0); // pos 5.4 >= 5: the largest
        assertThat(JMeterPercentiles.legacy(sorted, 100)).isEqualTo(50.0);
        assertThat(JMeterPercentiles.legacy(new double[] {7}, 99)).isEqualTo(7.0);
        assertThat(JMeterPercentiles.legacy(new double[0], 50)).isNaN();
        // nearest rank would say 40 (rank ceil(3.75) = 4): the two definitions differ by design
        assertThat(JMeterPercentiles.legacy(sorted, 75)).isEqualTo(45.0); // pos 4.5: 40 + 0.5 * (50 - 40)
    }

    @Test
    void keepsOnlyTheLast20000ValuesInTheOrderTheyCame() {
        JMeterPercentiles window = new JMeterPercentiles();
        for (int i = 0; i < 5_000; i++) {
            window.add(1_000); // pushed out by the 20,000 after them
        }
        JMeterPercentiles later = new JMeterPercentiles();
        for (int i = 1; i <= 20_000; i++) {
            later.add(i % 100);
        }
        window.addLater(later);
        assertThat(window.percentiles(100)[0]).isEqualTo(99.0);
        assertThat(window.percentiles(50)[0]).isEqualTo(49.5); // 200 of each of 0..99: pos 10,000.5 between 49 and 50
    }

    @Test
    void theFoldedRowKeepsEveryValueOfItsLabels() {
        JMeterPercentiles folded = JMeterPercentiles.unbounded();
        for (int i = 0; i < 30_000; i++) {
            folded.add(i < 10_000 ? 1_000 : 1);
        }
        assertThat(folded.percentiles(100)[0]).isEqualTo(1_000.0);
    }
}
