package io.meshbench.harness.scenario;

import java.time.Duration;

/**
 * A fault injected during the load: at {@code at} into the measured window (after the warm-up, counted from JMeter's
 * first sample), the process {@code process} is switched to {@code mode} ({@code error}, {@code slow} with
 * {@code delayMs}, or {@code none}).
 *
 * @param delayMs the wait of mode slow; null when not given (the validator requires it for slow, refuses it otherwise)
 */
public record FaultSpec(Duration at, String process, String mode, Integer delayMs) {

    public FaultSpec {
        mode = mode == null ? "error" : mode;
    }

    /** The delay to send: {@code delayMs}, 0 when not given (modes other than slow). */
    public int delayMillis() {
        return delayMs == null ? 0 : delayMs;
    }
}
