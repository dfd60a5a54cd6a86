package io.meshbench.results.paired;

import java.nio.file.Path;
import java.time.Duration;

/**
 * One duet: the baseline side's and the treated side's run folders, loaded by one JMeter at the same time, and the
 * warm-up trimmed from both (seconds from the first request started on either side).
 */
public record DuetRound(int round, Path baselineFolder, Path treatedFolder, Duration warmup) {
}
