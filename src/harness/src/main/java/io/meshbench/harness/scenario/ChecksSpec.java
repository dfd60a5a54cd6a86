package io.meshbench.harness.scenario;

import java.util.List;

/**
 * What a scenario checks besides the load's figures: the probe before each run, the faults injected into it, the
 * error rate a run may have, and the bounds of the capacity probe.
 */
public record ChecksSpec(ProbeSpec probe, List<FaultSpec> faults, Double errorRateThresholdPct,
                         CapacityProbeSpec capacityProbe) {

    /**
     * A run whose measured window holds a larger share of failed samples fails (jmeter-maven-plugin's
     * errorRateThresholdInPercent): a scenario expecting errors, e.g. from a fault, declares a higher threshold.
     */
    public static final double DEFAULT_ERROR_RATE_THRESHOLD_PCT = 1.0;

    public ChecksSpec {
        probe = probe == null ? ProbeSpec.defaults() : probe;
        faults = faults == null ? List.of() : List.copyOf(faults);
        errorRateThresholdPct = errorRateThresholdPct == null ? DEFAULT_ERROR_RATE_THRESHOLD_PCT : errorRateThresholdPct;
        capacityProbe = capacityProbe == null ? CapacityProbeSpec.defaults() : capacityProbe;
    }

    /** Every check at its default: the default probe, no faults, a 1 % error threshold. */
    public static ChecksSpec defaults() {
        return new ChecksSpec(null, null, null, null);
    }

    public ChecksSpec withFaults(List<FaultSpec> newFaults) {
        return new ChecksSpec(probe, newFaults, errorRateThresholdPct, capacityProbe);
    }

    public ChecksSpec withCapacityProbe(CapacityProbeSpec newCapacityProbe) {
        return new ChecksSpec(probe, faults, errorRateThresholdPct, newCapacityProbe);
    }
}
