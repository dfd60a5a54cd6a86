package io.meshbench.results.paired;

/**
 * A paired figure's estimate: each side's level over the seconds the estimate uses and the difference's interval, so
 * that {@code treated − baseline} is the interval's mean.
 */
public record PairedEstimate(double baseline, double treated, PairedInterval interval) {
}
