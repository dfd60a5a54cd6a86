package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Sermant's MQ tag-transmission figure, seconds per 1M messages (Kafka) or per 100k (RocketMQ), from the counters
 * report.json's Runs evidence holds (each run's probe: {@code messages} and {@code wallMs} before and after the job),
 * computed as the scenario's own table (report-templates/mq-tag-transmission.md.ftl) computes it: per ok run the
 * job's seconds scaled to the unit, the mean over rounds, the added seconds with the spread of the per-round deltas.
 */
final class MqJobTable {

    static final PageColumn SECONDS = new PageColumn("seconds per unit (1M Kafka, 100k RocketMQ messages)",
            List.of(), true);

    private MqJobTable() {
    }

    /** The table without verdicts (set beside Sermant's published figures). */
    static PageTable of(ScenarioReport report, List<String> treatments) {
        return of(report, treatments, null);
    }

    /**
     * The table, each cell ending with its verdict against the MQ margin (±5 % of the baseline by default) when
     * {@code verdicts} is given: judged on the per-round ratios treated / baseline (log ratios, as every relative
     * delta), while the cell writes the added seconds.
     */
    static PageTable of(ScenarioReport report, List<String> treatments, PageVerdicts verdicts) {
        Set<String> levels = new LinkedHashSet<>();
        report.runEvidence().forEach(run -> levels.add(ScenarioReport.text(run, "level")));
        List<PageTable.Row> rows = new ArrayList<>();
        for (String treatment : treatments) {
            for (String level : levels) {
                List<double[]> base = seconds(report, report.baselineName(), level);
                List<double[]> treated = seconds(report, treatment, level);
                if (base.isEmpty() || treated.isEmpty()) {
                    continue;
                }
                double b = mean(base);
                double t = mean(treated);
                List<Double> deltas = new ArrayList<>();
                List<Double> relative = new ArrayList<>();
                for (double[] run : treated) {
                    base.stream().filter(other -> other[0] == run[0] && other[1] > 0).findFirst()
                            .ifPresent(other -> {
                                deltas.add(run[1] - other[1]);
                                relative.add(100 * (run[1] / other[1] - 1));
                            });
                }
                String cell = format(b) + " / " + format(t) + " / " + String.format(Locale.ROOT, "%+.2f", t - b)
                        + (deltas.size() > 1 ? String.format(Locale.ROOT, " [%+.2f..%+.2f] (%d rounds)",
                        Collections.min(deltas), Collections.max(deltas), deltas.size()) : "");
                if (verdicts != null) {
                    cell += ", " + verdicts.mqSecondsPerJob(relative).text();
                }
                PageTable.Bar bar = new PageTable.Bar(b, t, deltas.size() > 1 ? b + Collections.min(deltas) : null,
                        deltas.size() > 1 ? b + Collections.max(deltas) : null, "s");
                rows.add(new PageTable.Row(level.replaceAll("-job$", "") + " (per " + unitName(level) + ")",
                        label(report, treatment), List.of(cell), List.of(), Collections.singletonList(bar)));
            }
        }
        return new PageTable(List.of(SECONDS), List.copyOf(rows));
    }

    /** {round, seconds per unit} of each ok run of this treatment at this level that has the counters. */
    private static List<double[]> seconds(ScenarioReport report, String treatment, String level) {
        List<double[]> runs = new ArrayList<>();
        for (JsonNode run : report.runEvidence()) {
            if (treatment.equals(ScenarioReport.text(run, "treatment")) && level.equals(ScenarioReport.text(run, "level"))
                    && "ok".equals(ScenarioReport.text(run, "status"))) {
                Double messages = moved(run.path("probe"), "messages");
                Double wallMs = moved(run.path("probe"), "wallMs");
                if (messages != null && messages > 0 && wallMs != null) {
                    runs.add(new double[] {run.path("round").asInt(), wallMs / 1000 * unit(level) / messages});
                }
            }
        }
        return runs;
    }

    /** A probe counter's change over the run (after less before); null when either is missing. */
    static Double moved(JsonNode probe, String counter) {
        Double before = ScenarioReport.number(probe, counter + ".before");
        Double after = ScenarioReport.number(probe, counter + ".after");
        return before == null || after == null ? null : after - before;
    }

    /** The treatment's label in report.json, else its name. */
    static String label(ScenarioReport report, String treatment) {
        for (JsonNode node : ScenarioReport.list(report.root().path("treatments"))) {
            if (treatment.equals(ScenarioReport.text(node, "name")) && ScenarioReport.text(node, "label") != null) {
                return ScenarioReport.text(node, "label");
            }
        }
        return treatment;
    }

    private static double unit(String level) {
        return level.startsWith("kafka") ? 1_000_000 : 100_000;
    }

    private static String unitName(String level) {
        return level.startsWith("kafka") ? "1M" : "100k";
    }

    private static double mean(List<double[]> runs) {
        return runs.stream().mapToDouble(run -> run[1]).average().orElse(0);
    }

    private static String format(double seconds) {
        return String.format(Locale.ROOT, "%.2f", seconds);
    }
}
