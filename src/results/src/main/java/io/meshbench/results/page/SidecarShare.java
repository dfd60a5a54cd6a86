package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.Metric;
import io.meshbench.results.format.RunFolderLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A sidecar treatment's pod taken apart (issue 36): the treated side of an Envoy row is the client + its sidecar,
 * as a pod's CPU and memory would be, so the sidecar's own cost can hide in the client JVM's noise. Per Envoy
 * comparison: the pod's CPU and RSS as client + sidecar, the sidecar's own CPU (% of one core and ms per request) and
 * RSS, each judged over the rounds against zero (the baseline has no sidecar), and the sidecar's CPU per request as a
 * share of the baseline client's, which is what a CPU increase "relative to the baseline application" measures.
 * Read from report.json's runs (each run's measured parts, {@code runEvidence[].parts}, and its throughput).
 */
final class SidecarShare {

    /** Sermant's published Envoy CPU increase for xDS discovery at 1000 TPS, "compared with the baseline application". */
    static final double PUBLISHED_DISCOVERY_PCT = 326;

    /**
     * The experiment behind the note (docs/xds.md, "Envoy's own share at two rates"), measured once on the reference
     * machine: what the ratio does with the rate, which one page's level cannot show.
     */
    static final String TWO_RATES = "Measured at two rates on this 2-core machine (docs/xds.md, \"Envoy's own share "
            + "at two rates\"; 2026-11-28, two repetitions of three rounds, the machine shared): Envoy 0.436 and 0.317 "
            + "ms of CPU per request at 50 and 200 TPS, the baseline client 1.965 and 1.105 ms, so Envoy alone is 23 % "
            + "and then 29 % of the baseline's CPU; beyond its fixed costs Envoy spends 0.28 ms per request in both "
            + "repetitions and the client 0.59 or 1.0 ms, so with this client the share stays below about half at any "
            + "rate. Sermant's own xDS routing and flow control tables, which give the baseline's CPU, put Envoy at 31 "
            + "to 54 % of it.";

    /** The scenario whose published Envoy CPU is an increase relative to the baseline application. */
    static final String RELATIVE_PUBLISHED = "xds-discovery";

    private SidecarShare() {
    }

    /** One round of a sidecar treatment at one level: its client's and its sidecar's figures. */
    record Round(double clientCpu, double sidecarCpu, Double clientRssMb, Double sidecarRssMb, Double throughput) {

        /** The client's ms of CPU per request, null without a rate (at rest). */
        Double clientMsPerRequest() {
            return throughput == null || !(throughput > 0) ? null : Metric.perRequest(clientCpu, throughput);
        }

        /** The sidecar's ms of CPU per request, null without a rate (at rest). */
        Double sidecarMsPerRequest() {
            return throughput == null || !(throughput > 0) ? null : Metric.perRequest(sidecarCpu, throughput);
        }
    }

    /** One sidecar comparison: its rounds, and the baseline's CPU and CPU per request (null at rest). */
    record Row(JsonNode comparison, List<Round> rounds, Double baselineCpu, Double baselineMsPerRequest) {

        String level() {
            return ScenarioReport.text(comparison, "level");
        }

        boolean loaded() {
            return !comparison.path("atRest").asBoolean(false);
        }

        List<Double> each(java.util.function.Function<Round, Double> figure) {
            List<Double> values = new ArrayList<>();
            for (Round round : rounds) {
                Double value = figure.apply(round);
                if (value == null) {
                    return List.of();
                }
                values.add(value);
            }
            return values;
        }

        /** The sidecar's CPU per request as % of the baseline client's (what it alone adds, relatively); null at rest. */
        Double shareOfBaselinePct() {
            Double sidecar = mean(each(Round::sidecarMsPerRequest));
            return sidecar == null || baselineMsPerRequest == null || !(baselineMsPerRequest > 0) ? null
                    : 100 * sidecar / baselineMsPerRequest;
        }

        /**
         * The pod's CPU against the baseline's, in % of the baseline's (the means over rounds report.json compares);
         * null at rest, where a fraction of a point of a core is the sampler's resolution, not a share.
         */
        Double podIncreasePct() {
            if (!loaded()) {
                return null;
            }
            Double treated = ScenarioReport.number(comparison.path("metrics").path("cpuCorePct"), "treated");
            return treated == null || baselineCpu == null || !(baselineCpu > 0) ? null
                    : 100 * (treated - baselineCpu) / baselineCpu;
        }
    }

    /** The sidecar comparisons of a report, in its order: those whose treated runs measured a sidecar process. */
    static List<Row> rows(ScenarioReport report) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode comparison : report.comparisons()) {
            String treatment = ScenarioReport.text(comparison, "treatment");
            String level = ScenarioReport.text(comparison, "level");
            Map<Integer, Round> rounds = new TreeMap<>();
            for (JsonNode run : report.runEvidence()) {
                if (!"ok".equals(ScenarioReport.text(run, "status")) || treatment == null
                        || !treatment.equals(ScenarioReport.text(run, "treatment"))
                        || level == null || !level.equals(ScenarioReport.text(run, "level"))) {
                    continue;
                }
                Round round = round(run, throughput(report, treatment, level, run.path("round").asInt()));
                if (round != null) {
                    rounds.put(run.path("round").asInt(), round);
                }
            }
            if (!rounds.isEmpty()) {
                JsonNode metrics = comparison.path("metrics");
                Double baselineCpu = ScenarioReport.number(metrics.path("cpuCorePct"), "baseline");
                Double baselineThroughput = ScenarioReport.number(metrics.path("throughput"), "baseline");
                Double baselineMs = ScenarioReport.number(metrics.path("cpuMsPerRequest"), "baseline");
                if (baselineMs == null && baselineCpu != null && baselineThroughput != null && baselineThroughput > 0) {
                    baselineMs = Metric.perRequest(baselineCpu, baselineThroughput);
                }
                rows.add(new Row(comparison, List.copyOf(rounds.values()), baselineCpu,
                        comparison.path("atRest").asBoolean(false) ? null : baselineMs));
            }
        }
        return List.copyOf(rows);
    }

    /** A run's client and sidecar parts; null when it measured no sidecar or lacks a CPU figure. */
    private static Round round(JsonNode run, Double throughput) {
        JsonNode client = null;
        JsonNode sidecar = null;
        for (JsonNode part : run.path("parts")) {
            String process = String.valueOf(ScenarioReport.text(part, "process"));
            if (RunFolderLayout.isSidecar(process)) {
                sidecar = part;
            } else {
                client = part;
            }
        }
        if (client == null || sidecar == null) {
            return null;
        }
        Double clientCpu = ScenarioReport.number(client, "cpuCorePct");
        Double sidecarCpu = ScenarioReport.number(sidecar, "cpuCorePct");
        if (clientCpu == null || sidecarCpu == null) {
            return null;
        }
        return new Round(clientCpu, sidecarCpu, ScenarioReport.number(client, "rssMb"),
                ScenarioReport.number(sidecar, "rssMb"), throughput);
    }

    /** The run's requests per second over its window (report.json's runs[].total), null at rest or when absent. */
    private static Double throughput(ScenarioReport report, String treatment, String level, int round) {
        for (JsonNode run : ScenarioReport.list(report.root().path("runs"))) {
            if (treatment.equals(ScenarioReport.text(run, "treatment")) && level.equals(ScenarioReport.text(run, "level"))
                    && run.path("round").asInt() == round) {
                Double throughput = ScenarioReport.number(run.path("total"), "throughput");
                return throughput == null || !(throughput > 0) ? null : throughput;
            }
        }
        return null;
    }

    /** The table and its note under a scenario's tables; nothing when the scenario has no sidecar treatment. */
    static void write(PageDocument page, ScenarioReport report, PageVerdicts verdicts) {
        List<Row> rows = rows(report);
        if (rows.isEmpty()) {
            return;
        }
        page.line("The sidecar's own share (the treated pod is client + sidecar; each part from its own process's "
                + "samples, mean over rounds; the sidecar's figures judged against none, the baseline having no "
                + "sidecar):");
        page.line("");
        page.line("| level | treatment | pod CPU: client + sidecar (% of one core; ms per request) "
                + "| sidecar CPU (% of one core) | sidecar CPU per request (ms) | pod RSS: client + sidecar "
                + "| sidecar RSS | sidecar CPU per request, % of the baseline client's | pod CPU against the baseline's |");
        page.line("|---|---|---|---|---|---|---|---|---|");
        for (Row row : rows) {
            page.line("| " + PageText.cell(row.level()) + " | " + PageText.cell(PageTable.label(row.comparison()))
                    + " | " + PageText.cell(sum(row.each(Round::clientCpu), row.each(Round::sidecarCpu),
                    DeltaStyle.PERCENT_POINTS) + (row.loaded() ? "; per request " + sum(row.each(
                    Round::clientMsPerRequest), row.each(Round::sidecarMsPerRequest),
                    DeltaStyle.MILLISECONDS_PER_REQUEST) : ""))
                    + " | " + PageText.cell(judged(row, PageColumn.CPU, row.each(Round::sidecarCpu),
                    DeltaStyle.PERCENT_POINTS, verdicts))
                    + " | " + PageText.cell(row.loaded() ? judged(row, PageColumn.CPU_PER_REQUEST,
                    row.each(Round::sidecarMsPerRequest), DeltaStyle.MILLISECONDS_PER_REQUEST, verdicts) : "—")
                    + " | " + PageText.cell(sum(row.each(Round::clientRssMb), row.each(Round::sidecarRssMb),
                    DeltaStyle.MEGABYTES))
                    + " | " + PageText.cell(judged(row, PageColumn.RSS, row.each(Round::sidecarRssMb),
                    DeltaStyle.MEGABYTES, verdicts))
                    + " | " + PageText.cell(percent(row.shareOfBaselinePct(), false))
                    + " | " + PageText.cell(percent(row.podIncreasePct(), true)) + " |");
        }
        page.line("");
        // Sermant published xDS discovery's Envoy CPU relative to its baseline application; the others in points
        String note = note(rows, RELATIVE_PUBLISHED.equals(report.scenario()));
        if (note != null) {
            page.line(PageText.cell(note)); // the level's name is the user's text
            page.line("");
        }
    }

    /** "14.9% + 3.4% = 18.3%": the parts' means and their sum; "—" without figures. */
    private static String sum(List<Double> client, List<Double> sidecar, DeltaStyle style) {
        Double c = mean(client);
        Double s = mean(sidecar);
        return c == null || s == null ? "—" : style.value(c) + " + " + style.value(s) + " = " + style.value(c + s);
    }

    /** The sidecar's mean with its verdict over the rounds, or "one round: no interval". */
    private static String judged(Row row, PageColumn column, List<Double> values, DeltaStyle style,
                                 PageVerdicts verdicts) {
        Double mean = mean(values);
        if (mean == null) {
            return "—";
        }
        if (values.size() == 1) {
            return style.value(mean) + ", one round: no interval";
        }
        CellVerdict verdict = verdicts.part(row.comparison(), column, values, style);
        // written as the page writes a summed cell's interval: ± its half-width, how it was computed
        String interval = verdict.lower95() == null ? "" : " ±" + style.value((verdict.upper95() - verdict.lower95()) / 2)
                + String.format(Locale.ROOT, " (95%% t, %d rounds)", values.size());
        return style.value(mean) + interval + ", " + verdict.text();
    }

    /**
     * What the rows say: at the first loaded level, the sidecar's CPU per request beside the baseline client's and the
     * client's own move; where Sermant published its Envoy CPU relative to the baseline application (xDS discovery,
     * +326 %), what that ratio would take here: a client spending 3.26 times less CPU per request than the sidecar.
     * Null without a loaded row.
     */
    static String note(List<Row> rows, boolean publishedRelative) {
        Row loaded = rows.stream().filter(Row::loaded).filter(row -> row.shareOfBaselinePct() != null).findFirst()
                .orElse(null);
        if (loaded == null) {
            return null;
        }
        double sidecarMs = mean(loaded.each(Round::sidecarMsPerRequest));
        double clientMs = loaded.baselineMsPerRequest();
        Double pod = loaded.podIncreasePct();
        double clientCpu = mean(loaded.each(Round::clientCpu));
        String ours = String.format(Locale.ROOT, "At %s the sidecar spent %.3f ms of CPU per request and the baseline "
                + "client %.3f ms, so the sidecar alone adds %.1f %% of the baseline's CPU%s.", loaded.level(),
                sidecarMs, clientMs, loaded.shareOfBaselinePct(), pod == null ? ""
                        : String.format(Locale.ROOT, "; the pod measured %+.1f %%, the client JVM's own CPU having moved "
                        + "by %+.1f points of a core (%.1f %% against the baseline's %.1f %%)", pod,
                        clientCpu - loaded.baselineCpu(), clientCpu, loaded.baselineCpu()));
        if (!publishedRelative) {
            return ours + " " + TWO_RATES;
        }
        double needed = sidecarMs / (PUBLISHED_DISCOVERY_PCT / 100);
        return String.format(Locale.ROOT, "Why Sermant's Envoy +%.0f %% (xDS discovery, 1000 TPS) cannot appear "
                + "here: its page calls it an increase compared with the baseline application and gives no baseline "
                + "CPU, so it is a ratio, the sidecar's CPU over the client's. ", PUBLISHED_DISCOVERY_PCT) + ours
                + String.format(Locale.ROOT, " +%.0f %% needs a client spending %.3f ms per request (%.3f / %.2f), %.0f "
                + "times less than this one: a client whose own CPU is that small beside the sidecar's (Sermant's demo "
                + "client at 1000 to 2000 TPS), which the ratio depends on as much as on Envoy.",
                PUBLISHED_DISCOVERY_PCT, needed, sidecarMs, PUBLISHED_DISCOVERY_PCT / 100, clientMs / needed)
                + " " + TWO_RATES; // appended: its "%" signs are text, not a format
    }

    private static String percent(Double value, boolean signed) {
        if (value == null) {
            return "—";
        }
        return String.format(Locale.ROOT, signed ? "%+.1f %%" : "%.1f %%", value);
    }

    /** The mean over the rounds, as report.json's sides are (so client + sidecar is the pod's figure), null: none. */
    static Double mean(List<Double> values) {
        return values.isEmpty() ? null : values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
