package io.meshbench.results.analysis;

import io.meshbench.results.ResultsException;

/** The warm-up and cool-down left no sample to measure; {@code wholeRun} still says what the run held. */
public final class NoSampleInWindowException extends ResultsException {

    private final SampleCount wholeRun;

    NoSampleInWindowException(String message, SampleCount wholeRun) {
        super(message);
        this.wholeRun = wholeRun;
    }

    public SampleCount wholeRun() {
        return wholeRun;
    }
}
