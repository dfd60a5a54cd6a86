package io.meshbench.harness.load;

import java.util.Optional;

/**
 * How a JMeter execution ended.
 *
 * @param lastSummary JMeter's last cumulative summariser line ({@code summary = ...}), if it printed one
 */
public record LoadResult(int exitCode, boolean timedOut, Optional<String> lastSummary) {

    public boolean succeeded() {
        return exitCode == 0 && !timedOut;
    }

    public String describe() {
        if (timedOut) {
            return "JMeter did not end within its time limit and was stopped";
        }
        return exitCode == 0 ? "JMeter ended normally" : "JMeter exited with code " + exitCode;
    }
}
