package io.meshbench.results.analysis;

/**
 * Samples and failed samples of a whole run, warm-up and cool-down included (Transaction Controllers' rows left out,
 * as from the total): what a check of the run as JMeter ran it needs beside the measured window's figures, counted in
 * the same pass.
 */
public record SampleCount(long samples, long errors) {

    public long successes() {
        return samples - errors;
    }
}
