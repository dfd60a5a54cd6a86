package io.meshbench.harness.sampler;

import io.meshbench.results.format.ResourceSample;
import java.util.Optional;

/**
 * One process the sampler asks for a figure every tick: a local JVM read from /proc and PerfData, or a remote one read
 * over HTTP. Never called twice at once.
 */
public interface SampleSource {

    /** A sample taken now, or empty when none could be taken (the process has exited, did not answer). */
    Optional<ResourceSample> sample();
}
