package io.meshbench.scenario;

import java.time.Duration;

/**
 * A fault injected during the load: at {@code at} into the measured window (after the warm-up), the process
 * {@code process} is switched to {@code mode} ({@code error}, {@code slow} with {@code delayMs}, or {@code none}).
 */
public record FaultSpec(Duration at, String process, String mode, Integer delayMs) {

    public FaultSpec {
        mode = mode == null ? "error" : mode;
        delayMs = delayMs == null ? 0 : delayMs;
    }
}
