package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The verdict: the measured window's error rate against the scenario's threshold (sidecars: SidecarTrafficTest). */
class VerdictStepTest {

    @TempDir
    Path dir;

    @Test
    void aRunAboveTheErrorThresholdFailsWithTheCount() {
        Path jtl = dir.resolve("result.jtl");
        StepFixtures.writeJtl(jtl, 5);

        RunFragment.ErrorRate errors = new VerdictStep(1.0).errorRate(jtl, Duration.ZERO);

        assertThat(errors.errorRatePct()).isEqualTo(5.0);
        assertThat(errors.thresholdPct()).isEqualTo(1.0);
        assertThat(errors.failure()).hasValueSatisfying(why -> assertThat(why)
                .startsWith("error rate 5.00% (5 of 100 samples of the measured window) is above the threshold of 1%"));
    }

    @Test
    void aRunAtOrBelowTheThresholdPasses() {
        Path jtl = dir.resolve("result.jtl");
        StepFixtures.writeJtl(jtl, 5);

        RunFragment.ErrorRate errors = new VerdictStep(5.0).errorRate(jtl, Duration.ZERO);

        assertThat(errors.errorRatePct()).isEqualTo(5.0);
        assertThat(errors.failure()).isEmpty();
    }

    @Test
    void aRunWithoutSampleFailsAndCountsNoRate() {
        RunFragment.ErrorRate errors = new VerdictStep(1.0).errorRate(dir.resolve("result.jtl"), Duration.ZERO);

        assertThat(errors.errorRatePct()).isNull();
        assertThat(errors.failure()).hasValueSatisfying(why -> assertThat(why).startsWith("JMeter wrote no sample"));
    }

    @Test
    void withoutSidecarsTheTrafficCheckPassesSilently() throws Exception {
        VerdictStep step = new VerdictStep(1.0);
        Path jtl = dir.resolve("result.jtl");
        StepFixtures.writeJtl(jtl, 0);

        VerdictStep.Sidecars sidecars = step.sidecarsAfter(step.sidecarsBefore(List.of()), new LoadAnalysis(jtl, java.time.Duration.ZERO));

        assertThat(sidecars.failure()).isEmpty();
        assertThat(sidecars.notes()).isEmpty();
    }
}
