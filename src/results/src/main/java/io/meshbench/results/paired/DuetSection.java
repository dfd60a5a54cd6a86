package io.meshbench.results.paired;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.RunFolder;
import io.meshbench.results.comparison.RunInfo;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

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
 */
public record DuetSection(String interference, String method, List<Row> rows, List<Row> aa, List<String> notes) {

    public static final String TABLE = "duet";

    static final String INTERFERENCE = "A duet assumes that whatever the machine and its neighbours do to one side in a "
            + "second they do to the other in the same second, and that the two sides burden each other alike; the "
            + "duet A/A (the baseline beside itself) measures what is left of that assumption.";
    static final String METHOD = "Each delta is the mean of the per-second differences (treated minus baseline) over "
            + "the measured window, with a 95 % Student-t interval over batch means (batches of max(√n, 3 × the lag "
            + "at which the differences' autocorrelation falls to 0.1) seconds, never spanning two rounds): an interval "
            + "that respects autocorrelation (docs/results-engine.md).";

    /** One treatment at one level; {@code injected}: a calibration treatment's known cost (meta.json), else null. */
    public record Row(String treatment, String label, String level, int rounds, List<Cell> cells,
                      Map<String, Double> injected) {
    }

    /**
     * One figure; {@code lower}/{@code upper}/{@code halfWidth} null when too few seconds gave no interval.
     *
     * @param figure a readable name, e.g. {@code mean latency} or {@code CPU provider-1}
     */
    public record Cell(String metric, String process, String figure, String unit, double baseline, double treated,
                       double delta, Double lower, Double upper, Double halfWidth, Double relativePct,
                       boolean withinNoise, int batches, int batchSeconds, long seconds) {

        static Cell of(PairedDelta delta) {
            PairedInterval interval = delta.interval();
            boolean available = interval.available();
            boolean latency = delta.metric().endsWith("Latency");
            return new Cell(delta.metric(), delta.process(), figure(delta), delta.unit(), delta.baseline(),
                    delta.treated(), interval.mean(), available ? interval.lower() : null,
                    available ? interval.upper() : null, available ? interval.halfWidth() : null,
                    latency ? delta.relativePct() : null, interval.containsZero(), interval.batches(),
                    interval.batchSeconds(), interval.seconds());
        }

        private static String figure(PairedDelta delta) {
            return switch (delta.metric()) {
                case "meanLatency" -> "mean latency";
                case "medianLatency" -> "median latency";
                case "p90Latency" -> "P90 latency";
                case "cpu" -> "CPU " + delta.process();
                case "cpuPerRequest" -> "CPU per request, " + delta.process();
                default -> delta.metric();
            };
        }
    }

    /** The duet section of a benchmark folder, empty when it holds no duet. */
    public static Optional<DuetSection> of(Path benchmark, MetaJson meta) {
        Path duets = benchmark.resolve(DuetJson.FOLDER);
        if (!Files.isDirectory(duets)) {
            return Optional.empty();
        }
        Map<String, List<DuetJson>> groups = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        for (Path file : duetFiles(duets)) {
            DuetJson duet = FormatFiles.read(file, DuetJson.class);
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
                rounds.add(new DuetRound(duet.round(), baseline, treated, duet.warmupSeconds()));
            }
            if (rounds.isEmpty()) {
                continue;
            }
            DuetJson first = group.get(0);
            Row row = new Row(first.treatment(), label, first.level(), rounds.size(),
                    PairedAnalysis.analyse(rounds, measured).stream().map(Cell::of).toList(),
                    injected(meta, first.treatment()));
            (isBaselineKind(meta, first.treatment()) ? aa : rows).add(row);
        }
        return Optional.of(new DuetSection(INTERFERENCE, METHOD, rows, aa, notes));
    }

    private static Map<String, Double> injected(MetaJson meta, String treatment) {
        return meta.treatments() == null ? null : meta.treatments().stream().filter(t -> t.name().equals(treatment))
                .map(MetaJson.Treatment::injected).filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }

    private static boolean isBaselineKind(MetaJson meta, String treatment) {
        return meta.treatments() != null && meta.treatments().stream()
                .anyMatch(t -> t.name().equals(treatment) && "baseline".equals(t.kind()));
    }

    /** duets/<treatment>/<level>/<round>/duet.json, in path order. */
    private static List<Path> duetFiles(Path duets) {
        try (Stream<Path> files = Files.walk(duets, 4)) {
            return files.filter(file -> file.getFileName().toString().equals(DuetJson.FILE)).sorted().toList();
        } catch (IOException e) {
            throw new ResultsException(duets + ": cannot be listed (" + e.getMessage() + ").", e);
        }
    }
}
