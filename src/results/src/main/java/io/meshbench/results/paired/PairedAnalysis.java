package io.meshbench.results.paired;

import io.meshbench.results.samples.ResourceSample;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The paired analysis of a treatment's duets at one level (one duet per round): for each figure, per second, the
 * treated side minus the baseline side over the measured window both sides share, and a batch-means interval of the
 * mean difference with each round's seconds as one segment ({@link BatchMeans}).
 *
 * <p>Figures: mean, median and P90 latency of the requests started in each second; CPU of every service process (in
 * points of the machine); CPU time per request of the measured process.
 */
public final class PairedAnalysis {

    /** Processes on both sides that are not services: the load generator (shared) and the machine. */
    private static final Set<String> NOT_SERVICES = Set.of(ResourceSample.MACHINE, "jmeter");

    private PairedAnalysis() {
    }

    public static List<PairedDelta> analyse(List<DuetRound> rounds, String measuredProcess) {
        List<Sides> sides = rounds.stream().map(Sides::read).toList();
        List<PairedDelta> deltas = new ArrayList<>();
        deltas.add(delta("meanLatency", measuredProcess, "ms", sides, s -> s.latency.mean()));
        deltas.add(delta("medianLatency", measuredProcess, "ms", sides, s -> s.latency.percentile(50)));
        deltas.add(delta("p90Latency", measuredProcess, "ms", sides, s -> s.latency.percentile(90)));
        for (String process : processes(sides, measuredProcess)) {
            deltas.add(delta("cpu", process, "pp", sides, s -> s.cpu.corePct(process)));
        }
        deltas.add(delta("cpuPerRequest", measuredProcess, "ms/req", sides,
                s -> SecondSeries.ratio(s.cpu.cpuMillis(measuredProcess), s.latency.count())));
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

    private static PairedDelta delta(String metric, String process, String unit, List<Sides> rounds,
                                     Function<Side, SecondSeries> figure) {
        List<double[]> segments = new ArrayList<>();
        double baselineSum = 0;
        double treatedSum = 0;
        long seconds = 0;
        for (Sides round : rounds) {
            double[][] pairs = SecondSeries.paired(figure.apply(round.baseline).within(round.fromSecond, round.toSecond),
                    figure.apply(round.treated).within(round.fromSecond, round.toSecond));
            double[] differences = new double[pairs[0].length];
            for (int i = 0; i < differences.length; i++) {
                differences[i] = pairs[1][i] - pairs[0][i];
            }
            segments.add(differences);
            // the sides' means over exactly the seconds the batches use, so that treated - baseline is the delta
            for (int i = BatchMeans.leftOut(differences); i < differences.length; i++) {
                baselineSum += pairs[0][i];
                treatedSum += pairs[1][i];
                seconds++;
            }
        }
        return new PairedDelta(metric, process, unit, baselineSum / seconds, treatedSum / seconds,
                BatchMeans.interval(segments));
    }

    private record Side(LatencySeconds latency, CpuSeconds cpu) {
        static Side read(Path folder) {
            return new Side(LatencySeconds.read(folder.resolve("result.jtl")), CpuSeconds.read(folder.resolve("samples.jsonl")));
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
            long from = first + (long) Math.ceil(round.warmupSeconds()) + 1;
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
