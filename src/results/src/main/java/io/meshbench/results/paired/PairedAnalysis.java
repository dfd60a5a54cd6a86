package io.meshbench.results.paired;

import io.meshbench.results.format.ResourceSample;
import io.meshbench.results.format.RunFolderLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The paired analysis of a treatment's duets at one level (one duet per round): for each figure, the seconds of the
 * measured window both sides share, per round, and the treated side against the baseline side over them
 * ({@link PairedEstimator}: an interval over the rounds with 3 or more, else within the deployments).
 *
 * <p>Figures: mean latency of the requests started in the window (total over count); the mean over the seconds of each
 * second's median and P90 latency (not the window's median or P90); CPU of every service process (in points of the
 * machine); CPU time per request of the measured process (total CPU over total requests).
 */
public final class PairedAnalysis {

    /** Processes on both sides that are not services: the load generator (shared) and the machine. */
    private static final Set<String> NOT_SERVICES = Set.of(ResourceSample.MACHINE, "jmeter");

    private PairedAnalysis() {
    }

    public static List<PairedDelta> analyse(List<DuetRound> rounds, String measuredProcess) {
        List<Sides> sides = rounds.stream().map(Sides::read).toList();
        List<PairedDelta> deltas = new ArrayList<>();
        // latency over requests: total over count, as the sequential tables' mean
        deltas.add(delta("meanLatency", measuredProcess, "ms", sides, s -> s.latency.sum(), s -> s.latency.count()));
        // a second's median and P90, averaged over the seconds: not the window's median or P90
        deltas.add(delta("meanSecondMedianLatency", measuredProcess, "ms", sides, s -> s.latency.percentile(50), null));
        deltas.add(delta("meanSecondP90Latency", measuredProcess, "ms", sides, s -> s.latency.percentile(90), null));
        for (String process : processes(sides, measuredProcess)) {
            deltas.add(delta("cpu", process, "pp", sides, s -> s.cpu.corePct(process), null));
        }
        // total CPU over total requests, per batch or round: a mean of per-second ratios would be biased high
        deltas.add(delta("cpuPerRequest", measuredProcess, "ms/req", sides,
                s -> s.cpu.cpuMillis(measuredProcess), s -> s.latency.count()));
        return deltas;
    }

    /** The measured process first, then every other service process both sides sampled in every round. */
    private static List<String> processes(List<Sides> sides, String measured) {
        Set<String> common = new LinkedHashSet<>();
        common.add(measured);
        if (sides.isEmpty()) {
            return List.copyOf(common);
        }
        Set<String> all = new LinkedHashSet<>(sides.get(0).baseline.cpu.processes());
        for (Sides side : sides) {
            all.retainAll(side.baseline.cpu.processes());
            all.retainAll(side.treated.cpu.processes());
        }
        all.removeAll(NOT_SERVICES);
        common.addAll(all);
        return List.copyOf(common);
    }

    /**
     * One figure: per round the seconds of the window where both sides have it, each side's {@code sum} (and
     * {@code count}, 1 per second when null) per second, then {@link PairedEstimator}.
     */
    private static PairedDelta delta(String metric, String process, String unit, List<Sides> rounds,
                                     Function<Side, SecondSeries> sum, Function<Side, SecondSeries> count) {
        List<PairedSeconds> paired = new ArrayList<>();
        for (Sides round : rounds) {
            List<SecondSeries> series = new ArrayList<>();
            for (Side side : List.of(round.baseline, round.treated)) {
                series.add(sum.apply(side).within(round.fromSecond, round.toSecond));
                series.add(count == null ? null : count.apply(side).within(round.fromSecond, round.toSecond));
            }
            paired.add(SecondSeries.paired(series.get(0), series.get(1), series.get(2), series.get(3)));
        }
        PairedEstimate estimate = PairedEstimator.estimate(paired);
        return new PairedDelta(metric, process, unit, estimate.baseline(), estimate.treated(), estimate.interval());
    }

    private record Side(LatencySeconds latency, CpuSeconds cpu) {
        static Side read(Path folder) {
            return new Side(LatencySeconds.read(RunFolderLayout.jtl(folder)), CpuSeconds.read(RunFolderLayout.samples(folder)));
        }
    }

    /**
     * Both sides of one duet and the whole seconds of its measured window: from the first second after the warm-up
     * (counted from the earlier side's first request) to the last second before either side's last request started.
     */
    private record Sides(Side baseline, Side treated, long fromSecond, long toSecond) {
        static Sides read(DuetRound round) {
            Side baseline = Side.read(round.baselineFolder());
            Side treated = Side.read(round.treatedFolder());
            var baselineSeconds = baseline.latency.count().values().keySet();
            var treatedSeconds = treated.latency.count().values().keySet();
            if (baselineSeconds.isEmpty() || treatedSeconds.isEmpty()) {
                throw new io.meshbench.results.ResultsException("duet round " + round.round() + ": "
                        + (baselineSeconds.isEmpty() ? round.baselineFolder() : round.treatedFolder())
                        + "/result.jtl holds no sample, so the duet has nothing to pair.");
            }
            long first = Math.min(first(baselineSeconds), first(treatedSeconds));
            long last = Math.min(last(baselineSeconds), last(treatedSeconds));
            // the first whole second after the warm-up, up to (not including) the last, partly filled second
            long from = first + (long) Math.ceil(round.warmup().toMillis() / 1000.0) + 1;
            if (from >= last) {
                throw new io.meshbench.results.ResultsException("duet round " + round.round() + " ("
                        + round.treatedFolder() + "): duet.json's field 'warmupSeconds' ("
                        + io.meshbench.results.format.Seconds.format(round.warmup()) + ") leaves no whole second to "
                        + "pair: both sides' requests span " + (last - first + 1) + " s. Give a warm-up shorter than "
                        + "the run (docs/duet.md).");
            }
            return new Sides(baseline, treated, from, last);
        }

        private static long first(java.util.Set<Long> seconds) {
            return seconds.iterator().next();
        }

        private static long last(java.util.Set<Long> seconds) {
            return ((java.util.NavigableSet<Long>) new java.util.TreeSet<>(seconds)).last();
        }
    }
}
