package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.CellVerdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Under a table with a calibration treatment (one whose report.json treatment carries {@code injected}, the known cost
 * the calibration agent adds: docs/calibration.md): for each cell with a known value, whether its 95 % interval holds
 * it. Known: CPU per request (the dose), CPU (the dose × the treated side's achieved rate), P90 and P95 for a delay
 * alone (with a CPU dose latency has a lower bound only) and heap (the block held). A page that cannot recover a known
 * cost cannot be trusted with an unknown one; this says, cell by cell, whether it did.
 */
final class CalibrationCheck {

    private CalibrationCheck() {
    }

    /** The lines to print under the table, empty without a calibration treatment. */
    static List<String> lines(ScenarioReport report, List<JsonNode> comparisons, PageTable table, DuetCells duet) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < comparisons.size() && i < table.rows().size(); i++) {
            JsonNode comparison = comparisons.get(i);
            JsonNode injected = injected(report, ScenarioReport.text(comparison, "treatment"));
            PageTable.Row row = table.rows().get(i);
            if (injected == null || row.verdicts().isEmpty()) {
                continue;
            }
            List<String> checks = new ArrayList<>();
            int held = 0;
            int intervals = 0;
            for (int j = 0; j < table.columns().size(); j++) {
                PageColumn column = table.columns().get(j);
                Expected expected = expected(column, injected, comparison, duet.figureOf(comparison, column) != null);
                if (expected == null) {
                    continue;
                }
                CellVerdict verdict = row.verdicts().get(j);
                String name = column.title().replaceAll(" \\(.*\\)$", "");
                if (verdict == null || verdict.lower95() == null) {
                    checks.add(name + " no interval to check (" + expected.text() + " injected)");
                    continue;
                }
                intervals++;
                boolean holds = verdict.lower95() <= expected.value() && expected.value() <= verdict.upper95();
                held += holds ? 1 : 0;
                checks.add(String.format(Locale.ROOT, "%s [%+.3f..%+.3f] %s the injected %s", name, verdict.lower95(),
                        verdict.upper95(), holds ? "holds" : "MISSES", expected.text()));
            }
            String title = PageText.cell(PageTable.label(comparison) + ", " + ScenarioReport.text(comparison, "level"));
            if (!checks.isEmpty() && intervals == 0) {
                lines.add(title + ": no cell has a 95 % interval to hold the injected value against (3 rounds or more "
                        + "give one).");
            } else if (!checks.isEmpty()) {
                lines.add(title + String.format(Locale.ROOT, ": %d of %d intervals hold the injected value; ", held, intervals)
                        + PageText.cell(String.join("; ", checks)) + ".");
            }
        }
        return lines;
    }

    /** The known value of a cell, in the unit of its interval (a sequential P90's interval is in % of its baseline). */
    private record Expected(double value, String text) {
    }

    private static Expected expected(PageColumn column, JsonNode injected, JsonNode comparison, boolean paired) {
        double delayMs = injected.path("delayMs").asDouble(0);
        double cpuMs = injected.path("cpuMicros").asDouble(0) / 1000;
        double heapMb = injected.path("heapMb").asDouble(0);
        JsonNode metrics = comparison.path("metrics");
        if (column == PageColumn.CPU_PER_REQUEST) {
            return new Expected(cpuMs, String.format(Locale.ROOT, "%.3f ms", cpuMs));
        }
        if (column == PageColumn.CPU) {
            Double tps = ScenarioReport.number(metrics.path("throughput"), "treated");
            return tps == null ? null : new Expected(cpuMs * tps / 10, String.format(Locale.ROOT,
                    "%.2f pp (%.3f ms × %.1f TPS)", cpuMs * tps / 10, cpuMs, tps));
        }
        if ((column == PageColumn.P90 || column == PageColumn.P95) && delayMs > 0 && cpuMs == 0) {
            if (paired) {
                return new Expected(delayMs, String.format(Locale.ROOT, "%.0f ms", delayMs));
            }
            Double baseline = ScenarioReport.number(metrics.path(column.metrics().get(0)), "baseline");
            return baseline == null || !(baseline > 0) ? null : new Expected(100 * delayMs / baseline,
                    String.format(Locale.ROOT, "%.0f ms (%.1f %% of %.1f ms)", delayMs, 100 * delayMs / baseline, baseline));
        }
        if (column == PageColumn.HEAP && heapMb > 0) {
            return new Expected(heapMb, String.format(Locale.ROOT, "%.0f MiB", heapMb));
        }
        return null;
    }

    /** The treatment's injected figures (report.json treatments[]), null for one without. */
    private static JsonNode injected(ScenarioReport report, String treatment) {
        for (JsonNode node : ScenarioReport.list(report.root().path("treatments"))) {
            if (treatment != null && treatment.equals(ScenarioReport.text(node, "name"))
                    && node.path("injected").isObject()) {
                return node.path("injected");
            }
        }
        return null;
    }
}
