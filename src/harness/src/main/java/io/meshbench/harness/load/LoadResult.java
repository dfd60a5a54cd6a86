package io.meshbench.harness.load;

import java.util.List;
import java.util.Optional;

/**
 * How a JMeter execution ended.
 *
 * @param lastSummary JMeter's last cumulative summariser line ({@code summary = ...}), if it printed one
 * @param engines     each independent engine's outcome; empty for one JMeter process
 */
public record LoadResult(int exitCode, boolean timedOut, Optional<String> lastSummary, List<EngineOutcome> engines) {

    public LoadResult {
        engines = engines == null ? List.of() : List.copyOf(engines);
    }

    public LoadResult(int exitCode, boolean timedOut, Optional<String> lastSummary) {
        this(exitCode, timedOut, lastSummary, List.of());
    }

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
