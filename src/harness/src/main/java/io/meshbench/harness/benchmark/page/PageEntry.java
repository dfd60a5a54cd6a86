package io.meshbench.harness.benchmark.page;

import java.nio.file.Path;
import java.time.Duration;

/**
 * One scenario of a page, as its page file lists it.
 *
 * @param scenario    the scenario's name, which is also its folder in the page folder
 * @param file        the scenario file ({@code <scenarios>/<scenario>.yaml} unless the entry names another)
 * @param section     the title of the page's section the scenario fills
 * @param minWindow   the shortest measured window the planner may give it (null: the page-wide floor)
 * @param runEstimate for a scenario whose {@code duration} bounds a job rather than timing a window (MQ jobs): the time
 *                    one run is expected to take; its duration is then never shortened (null: a timed window)
 */
public record PageEntry(String scenario, Path file, String section, Duration minWindow, Duration runEstimate) {

    /** Whether the scenario's duration is a job's bound, not a measured window the planner may shorten. */
    public boolean jobBound() {
        return runEstimate != null;
    }
}
