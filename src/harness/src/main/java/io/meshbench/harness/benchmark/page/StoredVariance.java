package io.meshbench.harness.benchmark.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.PageLooks;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.PagePlan;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Variance components ({@link VarianceComponents}) from earlier runs' report.json files, for planning before anything
 * runs: the pilot is the earlier run. Each folder given is a page run's folder (its scenarios' report.json, their
 * warm-ups in its page-plan.json) or one benchmark's folder (its report.json, its warm-up in its meta.json), such as
 * a duet A/A pilot of several rounds.
 *
 * <ul>
 *   <li><b>Within a run</b>: each duet cell's interval within its deployment pair is made from batch means, so
 *       (half-width / t)² × seconds is the paired per-second difference's long-run variance, autocorrelation
 *       included. Averaged over the scenario's duet rows (treatments and the A/A).</li>
 *   <li><b>Between deployments</b>: the duet A/A's delta (the baseline beside itself, both sides deployed afresh) is
 *       what one round's delta is without an effect. Over several rounds, the variance of a round's delta is read
 *       from the A/A's interval over the rounds ((half-width / t)² × rounds, rounds − 1 degrees of freedom); from
 *       one round, it is the delta's square (one degree of freedom). Less the within-run part at its window, that is
 *       the between-deployment part. It is never taken below the within-run part at that window (a stated prior:
 *       deployments differ at least as much as seconds do), and the observations are pooled over the duet scenarios,
 *       weighted by their degrees of freedom.</li>
 *   <li>Figures with no per-second interval (heap, metaspace, P95, throughput: per side over the window): the A/A
 *       comparison's round-to-round variance, or its one delta's square, is all between-deployment.</li>
 * </ul>
 *
 * <p>The components are kept per <b>warm-up</b>: a JVM still compiling when its window starts is far noisier (the
 * router's duet A/A: CPU per request ±0.715 ms after 10 s, ±0.078 ms after 90 s, docs/page-run.md), so a plan is
 * forecast with what was measured at the warm-up it plans ({@link #of}).
 */
public final class StoredVariance {

    /** A duet cell's figure: its metric and process in report.json's duet rows, its margin key, relative or not. */
    private record DuetFigure(String metric, String process, String figure, boolean relative) {
    }

    /**
     * What one A/A tells of one figure: the variance of a round's delta, the within-run S beside it (0 when unknown),
     * the window of one round in seconds, and the rounds it comes from (one: the delta's square, one degree of
     * freedom; more: rounds − 1).
     */
    record Observation(double roundVariance, double within, double window, int rounds) {

        double degreesOfFreedom() {
            return Math.max(1, rounds - 1);
        }
    }

    private static final List<DuetFigure> DUET_FIGURES = List.of(
            new DuetFigure("cpuPerRequest", "consumer", "cpuMsPerRequest", false),
            new DuetFigure("meanSecondP90Latency", "consumer", "p90", true));

    /** Figures from the A/A comparison's per-side metrics (report.json comparisons[].metrics), and their units. */
    private static final Map<String, String> SIDE_FIGURES = Map.of("p95", "%", "throughput", "%", "heap", "MB",
            "metaspace", "MB");

    /** The figures forecast, in the order the plan prints them. */
    public static final List<String> FIGURES = List.of("cpuMsPerRequest", "p90", "p95", "throughput", "heap",
            "metaspace");

    /** How a duet cell's interval is made within one deployment pair (report.json duet cells' intervalOver). */
    private static final String WITHIN_DEPLOYMENTS = "withinDeployments";
    private static final String OVER_ROUNDS = "rounds";

    private final Map<String, Map<String, VarianceComponents>> byScenario;
    private final NavigableMap<Long, Map<String, VarianceComponents>> pooledByWarmup;
    private final Map<String, Map<String, Integer>> cells;

    private StoredVariance(Map<String, Map<String, VarianceComponents>> byScenario,
                           NavigableMap<Long, Map<String, VarianceComponents>> pooledByWarmup,
                           Map<String, Map<String, Integer>> cells) {
        this.byScenario = byScenario;
        this.pooledByWarmup = pooledByWarmup;
        this.cells = cells;
    }

    /**
     * The scenario's delta cells per figure of {@link #FIGURES} in the earlier run (its treatments, levels and
     * workloads as that run's plan chose them; the A/A left out): a figure counts where its baseline has a value, CPU
     * per request where CPU and throughput do. Empty for a scenario that run did not report.
     */
    public Map<String, Integer> cells(String scenario) {
        return cells.getOrDefault(scenario, Map.of());
    }

    /** Per benchmark with a duet A/A (a page run's scenario, or a pilot), its components per figure. */
    public Map<String, Map<String, VarianceComponents>> byScenario() {
        return byScenario;
    }

    /** The warm-ups the stored A/As ran after, shortest first. */
    public List<Duration> warmups() {
        return pooledByWarmup.keySet().stream().map(Duration::ofSeconds).toList();
    }

    /** The components pooled over every duet A/A that ran after the shortest stored warm-up. */
    public Map<String, VarianceComponents> pooled() {
        return pooledByWarmup.firstEntry().getValue();
    }

    /**
     * The components a scenario with this warm-up is planned with: those pooled over the A/As measured after the
     * longest stored warm-up not above it (a warm-up longer than any measured is not assumed to be quieter still), or
     * after the shortest stored one where the plan's is shorter than all (the forecast then names it:
     * {@link #measuredWarmup}). Pooled for every scenario: one A/A pair per scenario tells its between-deployment
     * part with one degree of freedom (the removal A/A's P95 moved −34 %), so a scenario's own components
     * ({@link #byScenario}) are shown, not planned with.
     */
    public Map<String, VarianceComponents> of(String scenario, Duration warmup) {
        return pooledByWarmup.get(measuredWarmup(warmup).toSeconds());
    }

    /** The stored warm-up whose components {@link #of} plans {@code warmup} with. */
    public Duration measuredWarmup(Duration warmup) {
        Long floor = pooledByWarmup.floorKey(warmup.toSeconds());
        return Duration.ofSeconds(floor != null ? floor : pooledByWarmup.firstKey());
    }

    /** {@link #read(List)} of one folder. */
    public static StoredVariance read(Path folder) {
        return read(List.of(folder));
    }

    /**
     * Reads every page folder's {@code <scenario>/report.json} with its page-plan.json, and every benchmark folder's
     * report.json with its meta.json.
     *
     * @throws ScenarioException naming the folder and what to give, when it is neither, or none holds a duet A/A
     */
    public static StoredVariance read(List<Path> folders) {
        Map<String, Map<String, VarianceComponents>> byScenario = new LinkedHashMap<>();
        // warm-up seconds -> figure -> the observations of every A/A run after that warm-up
        NavigableMap<Long, Map<String, List<Observation>>> all = new TreeMap<>();
        Map<Long, List<String>> sources = new TreeMap<>();
        Map<String, Map<String, Integer>> cells = new LinkedHashMap<>();
        for (Path folder : folders) {
            for (StoredReport stored : reports(folder)) {
                JsonNode report = readTree(stored.file());
                cells.putIfAbsent(stored.name(), cells(report));
                Map<String, Observation> observed = observed(report);
                if (observed.isEmpty()) {
                    continue;
                }
                long warmup = stored.warmup().toSeconds();
                String name = stored.name() + " (" + Durations.format(stored.warmup()) + " warm-up)";
                Map<String, VarianceComponents> components = new LinkedHashMap<>();
                observed.forEach((figure, o) -> {
                    all.computeIfAbsent(warmup, w -> new LinkedHashMap<>())
                            .computeIfAbsent(figure, f -> new ArrayList<>()).add(o);
                    components.put(figure, components(figure, List.of(o), "the duet A/A of " + name));
                });
                byScenario.put(name, components);
                sources.computeIfAbsent(warmup, w -> new ArrayList<>()).add(stored.name());
            }
        }
        if (byScenario.isEmpty()) {
            throw new ScenarioException(folders.stream().map(Path::toString).collect(Collectors.joining(", "))
                    + ": no report.json there holds a duet A/A (report.json duet.aa) to estimate variance components "
                    + "from; give the folder of a page run with duet scenarios, or of a duet benchmark run with "
                    + "--aa-check=true");
        }
        NavigableMap<Long, Map<String, VarianceComponents>> pooled = new TreeMap<>();
        all.forEach((warmup, figures) -> {
            String source = "pooled over the duet A/A of " + String.join(", ", sources.get(warmup)) + " after "
                    + Durations.format(Duration.ofSeconds(warmup)) + " warm-up";
            Map<String, VarianceComponents> atWarmup = new LinkedHashMap<>();
            figures.forEach((figure, list) -> atWarmup.put(figure, components(figure, list, source)));
            pooled.put(warmup, atWarmup);
        });
        return new StoredVariance(byScenario, pooled, cells);
    }

    /** One report.json to read: the benchmark's name, the file, and the warm-up its runs had. */
    private record StoredReport(String name, Path file, Duration warmup) {
    }

    /**
     * A benchmark folder's one report (its warm-up from meta.json), or a page folder's reports with their warm-ups
     * from its page-plan.json, each read by the format's own checked reader.
     */
    private static List<StoredReport> reports(Path folder) {
        Path own = BenchmarkFolderLayout.reportJson(folder);
        try {
            if (Files.isRegularFile(own)) {
                MetaJson meta = FormatFiles.readMeta(BenchmarkFolderLayout.metaJson(folder));
                if (meta.warmup() == null) {
                    throw new ScenarioException(BenchmarkFolderLayout.metaJson(folder) + ": no warmupSeconds; give a "
                            + "benchmark folder as `run` wrote it");
                }
                String name = meta.scenario() != null ? meta.scenario() : folder.getFileName().toString();
                return List.of(new StoredReport(name, own, meta.warmup()));
            }
            if (!Files.isRegularFile(PagePlan.file(folder))) {
                throw new ScenarioException(folder + ": neither a benchmark folder (report.json) nor a page folder ("
                        + PagePlan.FILE + "); give a folder that `run` or `run-page` wrote");
            }
            List<StoredReport> reports = new ArrayList<>();
            for (PagePlan.Scenario entry : PagePlan.read(folder).scenarios()) {
                Path report = BenchmarkFolderLayout.reportJson(folder.resolve(entry.folderOrName()));
                if (Files.isRegularFile(report)) {
                    long warmup = entry.warmupSeconds() == null ? 0 : Math.round(entry.warmupSeconds());
                    reports.add(new StoredReport(entry.folderOrName(), report, Duration.ofSeconds(warmup)));
                }
            }
            return reports;
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage() + " --variance-from takes the folder a page run or a benchmark "
                    + "run wrote, whole.");
        }
    }

    /**
     * The components as a table: per benchmark with an A/A and pooled per warm-up, per figure the between-deployment
     * standard deviation of a round's delta and the within-run one at a 1-second window (sqrt of within).
     */
    public String table() {
        StringBuilder text = new StringBuilder("| components | figure | between deployments (sd) | within a run "
                + "(sd at 1 s) | margin |\n|---|---|---|---|---|\n");
        Map<String, Map<String, VarianceComponents>> all = new LinkedHashMap<>(byScenario);
        pooledByWarmup.forEach((warmup, components) -> all.put("pooled, " + Durations.format(Duration.ofSeconds(
                warmup)) + " warm-up", components));
        all.forEach((name, components) -> components.values().forEach(c -> text.append(String.format(
                Locale.ROOT, "| %s | %s | %.3g %s | %s | ±%s %s |%n", name, c.figure(),
                Math.sqrt(c.between()), c.unit(), c.within() == 0 ? "— (in between)"
                        : String.format(Locale.ROOT, "%.3g %s", Math.sqrt(c.within()), c.unit()),
                c.margin(), c.unit()))));
        return text.toString();
    }

    /** Per figure, what one report's duet A/A tells ({@link Observation}); empty without a duet A/A. */
    private static Map<String, Observation> observed(JsonNode report) {
        Map<String, Observation> observed = new LinkedHashMap<>();
        JsonNode aaRows = report.path("duet").path("aa");
        if (!aaRows.isArray() || aaRows.isEmpty()) {
            return observed;
        }
        for (DuetFigure f : DUET_FIGURES) {
            JsonNode aa = cell(aaRows.get(0), f);
            if (aa == null) {
                continue;
            }
            double sum = 0;
            int count = 0;
            for (JsonNode row : rows(report)) {
                JsonNode cell = cell(row, f);
                if (cell != null && WITHIN_DEPLOYMENTS.equals(cell.path("intervalOver").asText())
                        && cell.path("halfWidth").isNumber() && cell.path("degreesOfFreedom").isInt()) {
                    double se = scale(f, cell) * cell.path("halfWidth").asDouble()
                            / PageLooks.studentQuantile(0.975, cell.path("degreesOfFreedom").asInt());
                    sum += se * se * cell.path("seconds").asDouble();
                    count++;
                }
            }
            double within = count == 0 ? 0 : sum / count;
            if (OVER_ROUNDS.equals(aa.path("intervalOver").asText()) && aa.path("halfWidth").isNumber()
                    && aa.path("degreesOfFreedom").asInt() >= 1) {
                int rounds = aa.path("degreesOfFreedom").asInt() + 1;
                double se = scale(f, aa) * aa.path("halfWidth").asDouble()
                        / PageLooks.studentQuantile(0.975, rounds - 1);
                // its seconds are every round's together
                observed.put(f.figure(), new Observation(se * se * rounds, within,
                        aa.path("seconds").asDouble() / rounds, rounds));
            } else {
                double delta = scale(f, aa) * aa.path("delta").asDouble();
                observed.put(f.figure(), new Observation(delta * delta, within, aa.path("seconds").asDouble(), 1));
            }
        }
        for (JsonNode comparison : report.path("comparisons")) {
            if (!"baseline-aa".equals(comparison.path("treatment").asText())) {
                continue;
            }
            for (String figure : SIDE_FIGURES.keySet()) {
                JsonNode metric = comparison.path("metrics").path(figure);
                JsonNode interval = metric.path("interval");
                int rounds = interval.path("rounds").asInt(0);
                if (rounds >= 2 && interval.path("halfWidth").isNumber()) {
                    double se = interval.path("halfWidth").asDouble() / PageLooks.studentQuantile(0.975, rounds - 1);
                    observed.put(figure, new Observation(se * se * rounds, 0, 0, rounds));
                } else if (metric.path("delta").isNumber()) {
                    double delta = metric.path("delta").asDouble();
                    observed.put(figure, new Observation(delta * delta, 0, 0, 1));
                }
            }
        }
        return observed;
    }

    /** A relative figure's cells are in the baseline's units: per cent of it. */
    private static double scale(DuetFigure f, JsonNode cell) {
        return f.relative() ? 100 / cell.path("baseline").asDouble() : 1;
    }

    private static Map<String, Integer> cells(JsonNode report) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (JsonNode comparison : report.path("comparisons")) {
            if ("baseline-aa".equals(comparison.path("treatment").asText())) {
                continue;
            }
            JsonNode metrics = comparison.path("metrics");
            for (String figure : FIGURES) {
                boolean has = figure.equals("cpuMsPerRequest")
                        ? metrics.path("cpuCorePct").path("baseline").isNumber()
                        && metrics.path("throughput").path("baseline").isNumber()
                        : metrics.path(figure).path("baseline").isNumber();
                if (has) {
                    counts.merge(figure, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    private static List<JsonNode> rows(JsonNode report) {
        List<JsonNode> rows = new ArrayList<>();
        report.path("duet").path("rows").forEach(rows::add);
        report.path("duet").path("aa").forEach(rows::add);
        return rows;
    }

    private static JsonNode cell(JsonNode row, DuetFigure f) {
        for (JsonNode cell : row.path("cells")) {
            if (f.metric().equals(cell.path("metric").asText()) && f.process().equals(cell.path("process").asText())
                    && cell.path("delta").isNumber() && cell.path("baseline").asDouble() > 0) {
                return cell;
            }
        }
        return null;
    }

    /**
     * The components of these observations, each weighted by its degrees of freedom: see the class comment.
     */
    static VarianceComponents components(String figure, List<Observation> observations, String source) {
        double weight = 0;
        double squares = 0;
        double within = 0;
        double withinWeight = 0;
        double atWindow = 0;
        int pairs = 0;
        for (Observation o : observations) {
            double w = o.degreesOfFreedom();
            weight += w;
            squares += w * o.roundVariance();
            // an A/A without a within-deployment interval (a pilot over rounds) does not tell it: its round variance
            // counts as between, and it leaves the within-run part to those that measured one
            if (o.within() > 0) {
                within += w * o.within();
                withinWeight += w;
            }
            atWindow += o.window() > 0 ? w * o.within() / o.window() : 0;
            pairs += o.rounds();
        }
        double between = Math.max(squares / weight - atWindow / weight, atWindow / weight);
        double margin = PageLooks.defaultMargin(figure).orElseThrow(() -> new IllegalArgumentException(figure
                + " has no default margin"));
        String unit = SIDE_FIGURES.getOrDefault(figure, figure.equals("p90") ? "%" : "ms");
        return new VarianceComponents(figure, unit, margin, between, withinWeight == 0 ? 0 : within / withinWeight,
                source + " (" + pairs
                + " pair" + (pairs == 1 ? "" : "s") + ")");
    }

    /** The strict reader's tree (every file MeshBench reads goes through it); its refusal with what to give instead. */
    private static JsonNode readTree(Path file) {
        try {
            return StrictReader.jsonTree(file);
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage() + " Give the folder of a page run whose report.json files are "
                    + "whole.");
        }
    }
}
