package io.meshbench.harness.benchmark.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.PageLooks;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Variance components ({@link VarianceComponents}) from an earlier page run's report.json files, for planning before
 * anything runs: the pilot is the earlier run.
 *
 * <ul>
 *   <li><b>Within a run</b>: each duet cell's interval within its deployment pair is made from batch means, so
 *       (half-width / t)² × seconds is the paired per-second difference's long-run variance, autocorrelation
 *       included. Averaged over the scenario's duet rows (treatments and the A/A).</li>
 *   <li><b>Between deployments</b>: the duet A/A's delta (the baseline beside itself, both sides deployed afresh) is
 *       what one round's delta is without an effect; its square less the within-run part at its window is the
 *       between-deployment part. One A/A pair per scenario tells it with one degree of freedom, so it is never taken
 *       below the within-run part at that window (a stated prior: deployments differ at least as much as seconds
 *       do), and pooled over the page's duet scenarios for the scenarios without an A/A.</li>
 *   <li>Figures with no per-second interval (heap, metaspace, P95, throughput: per side over the window): the A/A
 *       delta's square is all between-deployment.</li>
 * </ul>
 */
public final class StoredVariance {

    /** A duet cell's figure: its metric and process in report.json's duet rows, its margin key, relative or not. */
    private record DuetFigure(String metric, String process, String figure, boolean relative) {
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


    private final Map<String, Map<String, VarianceComponents>> byScenario;
    private final Map<String, VarianceComponents> pooled;
    private final Map<String, Map<String, Integer>> cells;

    private StoredVariance(Map<String, Map<String, VarianceComponents>> byScenario,
                           Map<String, VarianceComponents> pooled, Map<String, Map<String, Integer>> cells) {
        this.byScenario = byScenario;
        this.pooled = pooled;
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

    /** Per scenario with a duet A/A, its components per figure. */
    public Map<String, Map<String, VarianceComponents>> byScenario() {
        return byScenario;
    }

    /** The components pooled over every scenario with a duet A/A: what a scenario without one is planned with. */
    public Map<String, VarianceComponents> pooled() {
        return pooled;
    }

    /**
     * The components a scenario is planned with: the pooled ones, for every scenario. One A/A pair per scenario tells
     * its between-deployment part with one degree of freedom (the removal A/A's P95 moved −34 %), so its own
     * components ({@link #byScenario}) are shown, not planned with.
     */
    public Map<String, VarianceComponents> of(String scenario) {
        return pooled;
    }

    /**
     * Reads every {@code <pageFolder>/<scenario>/report.json}.
     *
     * @throws ScenarioException naming the folder, when none holds a duet A/A to estimate from
     */
    public static StoredVariance read(Path pageFolder) {
        Map<String, Map<String, VarianceComponents>> byScenario = new LinkedHashMap<>();
        Map<String, List<double[]>> all = new LinkedHashMap<>(); // figure -> {aa delta², within S, window} per scenario
        List<Path> reports;
        try (var folders = Files.list(pageFolder)) {
            reports = folders.map(BenchmarkFolderLayout::reportJson).filter(Files::isRegularFile).sorted()
                    .toList();
        } catch (IOException e) {
            throw new ScenarioException(pageFolder + ": cannot list it (" + e.getMessage() + "); give a page folder "
                    + "that a page run wrote");
        }
        Map<String, Map<String, Integer>> cells = new LinkedHashMap<>();
        for (Path file : reports) {
            JsonNode report = readTree(file);
            String scenario = file.getParent().getFileName().toString();
            cells.put(scenario, cells(report));
            Map<String, double[]> observed = observed(report);
            if (observed.isEmpty()) {
                continue;
            }
            Map<String, VarianceComponents> components = new LinkedHashMap<>();
            observed.forEach((figure, o) -> {
                all.computeIfAbsent(figure, f -> new ArrayList<>()).add(o);
                components.put(figure, components(figure, List.of(o), "the duet A/A of " + scenario));
            });
            byScenario.put(scenario, components);
        }
        if (byScenario.isEmpty()) {
            throw new ScenarioException(pageFolder + ": no report.json there holds a duet A/A (report.json duet.aa) to "
                    + "estimate variance components from; give the folder of a page run with duet scenarios");
        }
        Map<String, VarianceComponents> pooled = new LinkedHashMap<>();
        String names = String.join(", ", byScenario.keySet());
        all.forEach((figure, list) -> pooled.put(figure, components(figure, list, "pooled over the duet A/A of "
                + names)));
        return new StoredVariance(byScenario, pooled, cells);
    }

    /**
     * The components as a table: per scenario with an A/A and pooled, per figure the between-deployment standard
     * deviation of a round's delta and the within-run one at a 1-second window (sqrt of within).
     */
    public String table() {
        StringBuilder text = new StringBuilder("| components | figure | between deployments (sd) | within a run "
                + "(sd at 1 s) | margin |\n|---|---|---|---|---|\n");
        Map<String, Map<String, VarianceComponents>> all = new LinkedHashMap<>(byScenario);
        all.put("pooled", pooled);
        all.forEach((name, components) -> components.values().forEach(c -> text.append(String.format(
                java.util.Locale.ROOT, "| %s | %s | %.3g %s | %s | ±%s %s |%n", name, c.figure(),
                Math.sqrt(c.between()), c.unit(), c.within() == 0 ? "— (in between)"
                        : String.format(java.util.Locale.ROOT, "%.3g %s", Math.sqrt(c.within()), c.unit()),
                c.margin(), c.unit()))));
        return text.toString();
    }

    /** Per figure, {A/A delta², within-run S, the A/A window in seconds} of one report with a duet A/A. */
    private static Map<String, double[]> observed(JsonNode report) {
        Map<String, double[]> observed = new LinkedHashMap<>();
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
                if (cell != null && cell.path("halfWidth").isNumber() && cell.path("degreesOfFreedom").isInt()) {
                    double scale = f.relative() ? 100 / cell.path("baseline").asDouble() : 1;
                    double se = scale * cell.path("halfWidth").asDouble()
                            / PageLooks.studentQuantile(0.975, cell.path("degreesOfFreedom").asInt());
                    sum += se * se * cell.path("seconds").asDouble();
                    count++;
                }
            }
            double delta = (f.relative() ? 100 / aa.path("baseline").asDouble() : 1) * aa.path("delta").asDouble();
            observed.put(f.figure(), new double[] {delta * delta, count == 0 ? 0 : sum / count,
                    aa.path("seconds").asDouble()});
        }
        for (JsonNode comparison : report.path("comparisons")) {
            if (!"baseline-aa".equals(comparison.path("treatment").asText())) {
                continue;
            }
            for (String figure : SIDE_FIGURES.keySet()) {
                JsonNode delta = comparison.path("metrics").path(figure).path("delta");
                if (delta.isNumber()) {
                    observed.put(figure, new double[] {delta.asDouble() * delta.asDouble(), 0, 0});
                }
            }
        }
        return observed;
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

    /** The components of observations {A/A delta², S, window}: see the class comment. */
    static VarianceComponents components(String figure, List<double[]> observations, String source) {
        double squares = 0;
        double within = 0;
        double atWindow = 0;
        for (double[] o : observations) {
            squares += o[0];
            within += o[1];
            atWindow += o[2] > 0 ? o[1] / o[2] : 0;
        }
        int n = observations.size();
        double between = Math.max(squares / n - atWindow / n, atWindow / n);
        double margin = PageLooks.defaultMargin(figure).orElseThrow(() -> new IllegalArgumentException(figure
                + " has no default margin"));
        String unit = SIDE_FIGURES.getOrDefault(figure, figure.equals("p90") ? "%" : "ms");
        return new VarianceComponents(figure, unit, margin, between, within / n, source + " (" + n + " pair"
                + (n == 1 ? "" : "s") + ")");
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
