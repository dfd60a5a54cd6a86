package io.meshbench.results.analysis;

import java.time.Duration;

/** The measured window planned from a run's bounds and the warm-up and cool-down, before the pass reads a row. */
final class WindowPlan {

    private static final Duration LONGEST_MILLIS = Duration.ofMillis(Long.MAX_VALUE);

    private WindowPlan() {
    }

    /** Where the window (or, with none, the run) is cut in two halves. */
    static long midpoint(MeasuredWindow window, RunBounds bounds) {
        return window != null ? window.startMs() / 2 + window.endMs() / 2 : bounds.firstStart / 2 + bounds.lastEnd / 2;
    }

    /** With trimming, the window is fixed before the pass from the run's bounds; without, it is everything. */
    static MeasuredWindow planned(AnalysisOptions options, RunBounds bounds) {
        if (!options.trims()) {
            return null;
        }
        return new MeasuredWindow(bounds.firstStart, bounds.lastEnd,
                saturatedAdd(bounds.firstStart, millis(options.warmup())),
                saturatedAdd(bounds.lastEnd, -millis(options.cooldown())),
                millis(options.warmup()) / 1000.0, millis(options.cooldown()) / 1000.0);
    }

    /** The duration in ms, held at Long.MAX_VALUE (run.json's warmupSeconds may hold any long). */
    static long millis(Duration duration) {
        return duration.compareTo(LONGEST_MILLIS) > 0 ? Long.MAX_VALUE : duration.toMillis();
    }

    /** a + b, held at Long's limits: a warm-up of any length leaves no sample rather than wrapping around. */
    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return ((a ^ sum) & (b ^ sum)) < 0 ? (b > 0 ? Long.MAX_VALUE : Long.MIN_VALUE) : sum;
    }
}
