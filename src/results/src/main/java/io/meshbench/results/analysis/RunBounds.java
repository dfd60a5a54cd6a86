package io.meshbench.results.analysis;

import io.meshbench.results.ResultsException;
import io.meshbench.results.jtl.JtlReader;
import io.meshbench.results.jtl.JtlSampleSink;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The first sample start and the last sample end of a JTL file, from a pass over every row before the analysing
 * pass. JMeter writes a row when its sample ends, so a slow early sample can sit anywhere in the file: only a full
 * pass gives the exact bounds, hence the exact warm-up and cool-down trim, for any row order. The file is in the page
 * cache by then, and the pass is parallel like the analysing one.
 */
final class RunBounds {

    /** A JTL spanning more than this is not one run: its per-second series would be mostly empty. */
    static final Duration LONGEST_RUN = Duration.ofDays(7);

    final long firstStart;
    final long lastEnd;

    private RunBounds(long firstStart, long lastEnd) {
        this.firstStart = firstStart;
        this.lastEnd = lastEnd;
    }

    static RunBounds of(Path file, JtlReader reader) {
        JtlReader.Result<Extremes> read = reader.read(file, Extremes::new);
        Extremes all = new Extremes();
        read.sinks().forEach(all::merge);
        if (all.lastEnd - all.firstStart > LONGEST_RUN.toMillis()) {
            throw new ResultsException(file + ": its samples span " + Duration.ofMillis(all.lastEnd - all.firstStart)
                    .toDays() + " days, more than one run can (at most " + LONGEST_RUN.toDays() + "): it holds rows of "
                    + "several runs or rows with wrong timestamps. Analyse each run's JTL on its own.");
        }
        return new RunBounds(all.firstStart, all.lastEnd);
    }

    private static final class Extremes implements JtlSampleSink {
        private long firstStart = Long.MAX_VALUE;
        private long lastEnd = Long.MIN_VALUE;

        @Override
        public void accept(long start, long elapsed, String label, boolean success, long received, long sent) {
            firstStart = Math.min(firstStart, start);
            lastEnd = Math.max(lastEnd, start + elapsed);
        }

        void merge(Extremes other) {
            firstStart = Math.min(firstStart, other.firstStart);
            lastEnd = Math.max(lastEnd, other.lastEnd);
        }
    }
}
