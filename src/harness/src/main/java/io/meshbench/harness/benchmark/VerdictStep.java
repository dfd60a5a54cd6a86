package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.SidecarProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a loaded run measured what it claims: its measured window's error rate under the scenario's threshold, and
 * its traffic carried by the sidecars in its path.
 */
final class VerdictStep {

    private final double errorRateThresholdPct;

    VerdictStep(double errorRateThresholdPct) {
        this.errorRateThresholdPct = errorRateThresholdPct;
    }

    /** The measured window's error rate in {@code jtl}, failing the run above the threshold or with no sample. */
    RunFragment.ErrorRate errorRate(Path jtl, Duration warmup) {
        return errorRate(new LoadAnalysis(jtl, warmup));
    }

    /** The same from the run's one analysis, which the sidecar check shares (the JTL is read once). */
    RunFragment.ErrorRate errorRate(LoadAnalysis analysis) {
        ErrorRateCheck errors = ErrorRateCheck.of(analysis, errorRateThresholdPct);
        return new RunFragment.ErrorRate(errors.errorRatePct(), errorRateThresholdPct, errors.failure());
    }

    /** The sidecars' upstream requests before the load, to compare with JMeter's samples after it. */
    SidecarTraffic sidecarsBefore(List<SidecarProcess> sidecars) throws IOException, InterruptedException {
        return SidecarTraffic.before(sidecars);
    }

    /**
     * @param notes   what the sidecars carried, when it was all of the load
     * @param failure why the run fails when traffic bypassed a sidecar
     */
    record Sidecars(List<String> notes, Optional<String> failure) {
    }

    Sidecars sidecarsAfter(SidecarTraffic sidecarTraffic, LoadAnalysis analysis)
            throws IOException, InterruptedException {
        List<String> notes = new ArrayList<>();
        Optional<String> bypassed = sidecarTraffic.failureAfter(analysis, notes);
        return new Sidecars(List.copyOf(notes), bypassed);
    }
}
