package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.LoadSpec;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.results.format.MetaJson;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a capacity-relative level is a share of: what the probe held at the ages the runs are measured at (not only at
 * the end of its longer warm-up), and a probe that did not settle says so.
 */
class CapacityChoiceTest {

    private static final long T0 = 1_763_000_000_000L;

    @TempDir
    Path dir;

    /**
     * The PF7 duet probe of 2026-11-26 13:25 (results/calibrate-pf7/20261126-132526/capacity-probe), replayed: its
     * combined result.jtl thinned to every 10th row and to the columns the analysis reads (1.35 MB), its samples to
     * the machine's rows. Every TPS below is therefore a tenth of the real one. The pair's throughput rose for all of
     * its 4 minutes; the windows 165 s and 180 s agreed by chance, then the measured window rose 30 % more. Main took
     * that window's 768 TPS per side (76.8 here) and offered the fresh duets 30 % of it, 230 per side, which their
     * cold JVMs could not hold. The runs are measured from 60 s (the warm-up) for 1,140 s: over the probe's part of
     * that, 60 to 239 s, the pair held 272 TPS per side at its lowest (60 to 75 s), so 30 % is 82 per side.
     */
    @Test
    void thePf7PairProbeIsReplayedAtTheAgeOfTheDuetsItsLevelsRunOn() throws URISyntaxException {
        Path recorded = Path.of(getClass().getResource("/capacity-probe/calibrate-pf7-20261126/result.jtl").toURI())
                .getParent();
        Scenario base = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("20u-30%cap", 1)));
        Scenario pf7 = base.withLoad(new LoadSpec(base.load().levels(), null, Duration.ofSeconds(60), null, 0,
                Duration.ofSeconds(1140), 1, false));
        DuetPlan.Duet pair = CapacityProbe.pair(pf7);
        assertThat(pair.treated().warmup()).isEqualTo(Duration.ofSeconds(180));

        MetaJson.Capacity capacity = CapacityProbe.measured(pf7, pair.treated(), recorded, 2);

        assertThat(capacity.settled()).as("as recorded: 103.0 and 103.0 per 15 s at 150 to 180 s").isTrue();
        assertThat(capacity.warmupSeconds()).isEqualTo(180);
        assertThat(capacity.warmTps()).as("the recorded 768.3 per side, thinned").isCloseTo(76.8, offset(0.5));
        assertThat(capacity.driftPct()).isGreaterThan(25.0);
        assertThat(capacity.runAge().fromSeconds()).isEqualTo(60);
        assertThat(capacity.runAge().toSeconds()).as("the probe's last complete second").isEqualTo(239);
        assertThat(capacity.runAge().tps()).isCloseTo(27.2, offset(0.3));
        assertThat(capacity.tps()).as("the lower of the two").isEqualTo(capacity.runAge().tps());
        assertThat(capacity.unsettled()).isEqualTo(CapacityChoice.RISING);
        assertThat(capacity.unsettledNote()).startsWith("capacity probe did not settle: levels are shares of a "
                + "capacity still rising (throughput +").contains("between the halves of its measured window");

        Scenario resolved = CapacityProbe.resolve(pf7, capacity.tps());
        assertThat(resolved.load().levels().get(0).targetTps()).as("30 %% of 27.2 per side, not of 76.8 (23)")
                .isEqualTo(8);
        String console = CapacityProbeStage.describe(capacity, true);
        System.out.print(console);
        assertThat(console).contains("Capacity: the duet pair held 76.8 TPS per side",
                "Capacity at the runs' ages, 60 to 239 s after the load began",
                "the capacity-relative levels are shares of " + String.format(Locale.ROOT, "%.1f", capacity.tps())
                        + " TPS per side",
                "⚠ capacity probe did not settle: levels are shares of a capacity still rising");
    }

    /**
     * A probe whose throughput rises 8 % every 15 s for all of its 240 s never settles: the levels are a share of what
     * it held at 60 to 75 s, the youngest the runs are measured at, and the console says the capacity was still rising.
     */
    @Test
    void aProbeStillRisingAtItsLongestWarmupIsFlaggedAndTheLevelsAreSharesOfTheRunsAge() throws IOException {
        long[] rates = {100, 108, 117, 126, 136, 147, 159, 171, 185, 200, 216, 233, 252, 272, 294, 317};
        write(rates);
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("50u-30%cap", 1)));

        MetaJson.Capacity capacity = CapacityProbe.measured(scenario, CapacityProbe.run(scenario), dir);

        assertThat(capacity.settled()).isFalse();
        assertThat(capacity.warmupSeconds()).isEqualTo(180);
        assertThat(capacity.warmTps()).as("180 to 239 s: 252, 272, 294, 317").isCloseTo(283.4, offset(1.0));
        assertThat(capacity.runAge()).as("runs measured from 60 s for 120 s").isEqualTo(new MetaJson.RunAge(60L, 180L, 136.0));
        assertThat(capacity.tps()).isEqualTo(136.0);
        assertThat(capacity.unsettled()).isEqualTo(CapacityChoice.RISING);
        assertThat(capacity.unsettledNote()).isEqualTo("capacity probe did not settle: levels are shares of a capacity "
                + "still rising (no two consecutive 15 s windows agreed within 5 % by its longest warm-up, 180 s; "
                + "throughput " + String.format(Locale.ROOT, "%+.1f", capacity.driftPct()) + " % between the halves of "
                + "its measured window; probe in capacity-probe/)");
        assertThat(CapacityProbe.resolve(scenario, capacity.tps()).load().levels().get(0).targetTps())
                .as("30 %% of 136, not of 283 (85)").isEqualTo(41);
        assertThat(CapacityProbeStage.describe(capacity, false)).contains("Capacity: the baseline held 283",
                "NOT settling in the longest 180 s of warm-up", "136.0 TPS over its lowest 15 s",
                "⚠ capacity probe did not settle: levels are shares of a capacity still rising");
    }

    /** A probe flat from the start: both figures agree, nothing is flagged. */
    @Test
    void aSettledFlatProbeGivesItsWarmCapacityAndNoWarning() throws IOException {
        long[] rates = new long[16];
        java.util.Arrays.fill(rates, 300);
        write(rates);
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("50u-30%cap", 1)));

        MetaJson.Capacity capacity = CapacityProbe.measured(scenario, CapacityProbe.run(scenario), dir);

        assertThat(capacity.settled()).isTrue();
        assertThat(capacity.warmTps()).isCloseTo(300.0, offset(0.5));
        assertThat(capacity.runAge().tps()).isEqualTo(300.0);
        assertThat(capacity.tps()).isCloseTo(300.0, offset(0.5));
        assertThat(capacity.unsettled()).isNull();
        assertThat(capacity.unsettledNote()).isNull();
        assertThat(CapacityProbeStage.describe(capacity, false)).doesNotContain("⚠");
    }

    /** Which way an unsettled probe was going: the window's drift first, else the last two warm-up windows. */
    @Test
    void theDirectionComesFromTheDriftOrTheLastWindows() {
        WarmupSettling settled = new WarmupSettling(60, true, List.of(), 1.0);
        WarmupSettling climbing = new WarmupSettling(180, false, List.of(), 7.5);
        WarmupSettling sinking = new WarmupSettling(180, false, List.of(), -7.5);
        WarmupSettling unknown = new WarmupSettling(10, false, List.of(), null);

        assertThat(CapacityChoice.unsettled(settled, false, 4.0)).isNull();
        assertThat(CapacityChoice.unsettled(settled, null, null)).isNull();
        assertThat(CapacityChoice.unsettled(settled, true, -12.0)).isEqualTo(CapacityChoice.FALLING);
        assertThat(CapacityChoice.unsettled(settled, true, 12.0)).isEqualTo(CapacityChoice.RISING);
        assertThat(CapacityChoice.unsettled(climbing, false, 1.0)).isEqualTo(CapacityChoice.RISING);
        assertThat(CapacityChoice.unsettled(sinking, false, 1.0)).isEqualTo(CapacityChoice.FALLING);
        assertThat(CapacityChoice.unsettled(sinking, true, 9.0)).as("the later evidence").isEqualTo(CapacityChoice.RISING);
        assertThat(CapacityChoice.unsettled(unknown, null, null)).isEqualTo(CapacityChoice.CHANGING);
    }

    /** One closed-model probe run: {@code rates[i]} samples per second over the i-th 15 s, machine 90 % busy. */
    private void write(long[] rates) throws IOException {
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        StringBuilder samples = new StringBuilder();
        for (int second = 0; second < rates.length * 15; second++) {
            long rate = rates[second / 15];
            for (int i = 0; i < rate; i++) {
                jtl.append(T0 + second * 1000L + (long) (i * 1000.0 / rate)).append(",1,a,200,true,100,50\n");
            }
            samples.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":180.0,"
                    + "\"cpuMachinePct\":90.0}%n", T0 + second * 1000L + 500));
        }
        Files.writeString(dir.resolve("result.jtl"), jtl);
        Files.writeString(dir.resolve("samples.jsonl"), samples);
    }
}
