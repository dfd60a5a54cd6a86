package io.meshbench.results.paired;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.FolderConsistency;
import io.meshbench.results.format.DuetJson;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunInfo;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.MetaJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The duet part of a report (report.json {@code duet}, the {@code duet} template): per treatment and level, each
 * paired figure with its 95 % interval, over every round whose two sides both succeeded. A treatment of kind baseline
 * beside the baseline is the duet A/A: whatever its intervals show is a side effect of the method, not a treatment.
 *
 * @param interference the interference assumption, in one sentence
 * @param method       how the intervals are made, in one sentence
 * @param rows         treated duets
 * @param aa           duet A/A rows (empty without one)
 * @param notes        duets left out and why
 * @param shared       what the two sides of every duet shared (one JMeter, one sampler, ...), from duet.json; empty
 *                     when the duets do not say (written before it was recorded)
 */
public record DuetSection(String interference, String method, List<Row> rows, List<Row> aa, List<String> notes,
                          List<String> shared) {

    public static final String TABLE = "duet";

    static final String INTERFERENCE = "A duet assumes that whatever the machine and its neighbours do to one side in a "
            + "second they do to the other in the same second, and that the two sides burden each other alike; the "
            + "duet A/A (the baseline beside itself) measures what is left of that assumption.";
    static final String METHOD = "Per round, each figure's treated side against its baseline side over the seconds "
            + "both share (totals over counts: CPU per request is total CPU over total requests). With 3 rounds or "
            + "more, the delta is the mean of the rounds' deltas with a 95 % Student-t interval over them (rounds − 1 "
            + "degrees of freedom): each round deploys both sides afresh, so the interval holds the difference between "
            + "deployments, and one that holds zero reads \"within noise\". With fewer rounds the interval is made "
            + "within the deployments, from batch means of at least 8 batches (docs/results-engine.md): it leaves out "
            + "the difference between deployments, so it gives no verdict. Median and P90 are the mean of each "
            + "second's median and P90.";

    /**
     * One treatment at one level; {@code injected}: a calibration treatment's known cost (meta.json), else null;
     * {@code intervalNote}: what the intervals hold, in one sentence (whether the difference between deployments is in).
     */
    public record Row(String treatment, String label, String level, int rounds, List<Cell> cells,
                      Map<String, Double> injected, String intervalNote) {

        static String intervalNote(int rounds) {
            if (rounds >= PairedEstimator.MIN_ROUNDS) {
                return "intervals over the " + rounds + " rounds' deltas (Student t, " + (rounds - 1)
                        + " degrees of freedom): they hold the difference between deployments.";
            }
            return "intervals within the " + (rounds == 1 ? "one deployment pair" : rounds + " deployment pairs")
                    + " only: they leave out the difference between deployments (each round deploys both sides "
                    + "afresh), so they give no verdict; run " + PairedEstimator.MIN_ROUNDS + " rounds or more for one. "
                    + "They also assume the seconds forget within a few batches (AR(1)-like memory, widened when "
                    + "batches twice as long show more): a slower component, 30 % of the variance with a 50 s time "
                    + "constant, leaves them covering 83-86 % of the time in 58-298 s windows.";
        }
    }

    /**
     * One figure; {@code lower}/{@code upper}/{@code halfWidth} null when no interval is shown ({@code noInterval}
     * says why).
     *
     * @param figure           a readable name, e.g. {@code mean latency} or {@code CPU provider-1}
     * @param intervalOver     {@code rounds} (a t-interval over the rounds' deltas, which holds the difference between
     *                         deployments) or {@code withinDeployments} (batch means within each deployment pair, which
     *                         leaves it out)
     * @param withinNoise      the verdict of an interval over the rounds: true when it holds zero, false when it does
     *                         not (a finding); null without one (no interval, or one within deployments only)
     * @param degreesOfFreedom of the interval's t quantile, null without an interval
     */
    public record Cell(String metric, String process, String figure, String unit, double baseline, double treated,
                       double delta, Double lower, Double upper, Double halfWidth, Double relativePct,
                       Boolean withinNoise, String intervalOver, Integer degreesOfFreedom, String noInterval,
                       int batches, int batchSeconds, long seconds) {

        static Cell of(PairedDelta delta) {
            PairedInterval interval = delta.interval();
            boolean available = interval.available();
            boolean latency = delta.metric().endsWith("Latency");
            return new Cell(delta.metric(), delta.process(), figure(delta), delta.unit(), delta.baseline(),
                    delta.treated(), interval.mean(), available ? interval.lower() : null,
                    available ? interval.upper() : null, available ? interval.halfWidth() : null,
                    latency ? delta.relativePct() : null, interval.withinNoise(), interval.scope().json(),
                    available ? interval.degreesOfFreedom() : null, interval.noInterval(), interval.batches(),
                    interval.batchSeconds(), interval.seconds());
        }

        private static String figure(PairedDelta delta) {
            return switch (delta.metric()) {
                case "meanLatency" -> "mean latency";
                case "meanSecondMedianLatency" -> "mean of per-second medians (latency)";
                case "meanSecondP90Latency" -> "mean of per-second P90s (latency)";
                case "cpu" -> "CPU " + delta.process();
                case "cpuPerRequest" -> "CPU per request, " + delta.process();
                default -> delta.metric();
            };
        }
    }

    /** The duet section of a benchmark folder, empty when it holds no duet. */
    public static Optional<DuetSection> of(Path benchmark, MetaJson meta) {
        Path duets = BenchmarkFolderLayout.duets(benchmark);
        if (!Files.isDirectory(duets)) {
            return Optional.empty();
        }
        Map<String, List<DuetJson>> groups = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        java.util.Set<String> shared = new java.util.LinkedHashSet<>();
        for (DuetJson duet : FolderConsistency.duets(benchmark)) {
            if (duet.shared() != null) {
                shared.addAll(duet.shared());
            }
            groups.computeIfAbsent(duet.treatment() + "\u0000" + duet.level(), key -> new ArrayList<>()).add(duet);
        }
        List<Row> rows = new ArrayList<>();
        List<Row> aa = new ArrayList<>();
        for (List<DuetJson> group : groups.values()) {
            List<DuetRound> rounds = new ArrayList<>();
            String label = group.get(0).treatment();
            String measured = "consumer";
            for (DuetJson duet : group) {
                Path baseline = benchmark.resolve(duet.baselineFolder());
                Path treated = benchmark.resolve(duet.treatedFolder());
                RunInfo baselineInfo = RunFolder.info(baseline);
                RunInfo treatedInfo = RunFolder.info(treated);
                if (!baselineInfo.ok() || !treatedInfo.ok()) {
                    notes.add("duet " + duet.treatment() + " at " + duet.level() + ", round " + duet.round()
                            + " left out: a side failed (see its run.json)");
                    continue;
                }
                label = treatedInfo.treatmentLabel() != null ? treatedInfo.treatmentLabel() : label;
                measured = treatedInfo.measuredProcess() != null ? treatedInfo.measuredProcess() : measured;
                rounds.add(new DuetRound(duet.round(), baseline, treated, duet.warmup()));
            }
            if (rounds.isEmpty()) {
                continue;
            }
            DuetJson first = group.get(0);
            Row row = new Row(first.treatment(), label, first.level(), rounds.size(),
                    PairedAnalysis.analyse(rounds, measured).stream().map(Cell::of).toList(),
                    injected(meta, first.treatment()), Row.intervalNote(rounds.size()));
            (isBaselineKind(meta, first.treatment()) ? aa : rows).add(row);
        }
        return Optional.of(new DuetSection(INTERFERENCE, METHOD, rows, aa, notes, List.copyOf(shared)));
    }

    private static Map<String, Double> injected(MetaJson meta, String treatment) {
        return meta.treatments() == null ? null : meta.treatments().stream().filter(t -> t.name().equals(treatment))
                .map(MetaJson.Treatment::injected).filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }

    private static boolean isBaselineKind(MetaJson meta, String treatment) {
        return meta.treatments() != null && meta.treatments().stream()
                .anyMatch(t -> t.name().equals(treatment) && "baseline".equals(t.kind()));
    }
}
