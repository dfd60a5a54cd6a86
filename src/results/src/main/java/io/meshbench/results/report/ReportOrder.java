package io.meshbench.results.report;

import io.meshbench.results.format.MetaJson;
import io.meshbench.results.run.RunResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The order the report shows treatments, levels and runs in: the baseline first, meta.json's declared order next,
 * anything undeclared last by name, so the same folder always reads the same way.
 */
final class ReportOrder {

    private ReportOrder() {
    }

    /** The levels that ran: meta.json's order, then undeclared ones by name. */
    static List<String> levels(MetaJson meta, List<RunResult> runs) {
        Set<String> order = new LinkedHashSet<>();
        if (meta.levels() != null) {
            meta.levels().forEach(level -> order.add(level.name()));
        }
        runs.stream().map(run -> run.info().level()).sorted().forEach(order::add);
        Set<String> present = new LinkedHashSet<>();
        runs.forEach(run -> present.add(run.info().level()));
        order.retainAll(present);
        return List.copyOf(order);
    }

    /** The baseline first, then the treatments in report order (the ladder's and start-up table's rows). */
    static Map<String, String> baselineFirst(String baselineName, Map<String, String> labels) {
        Map<String, String> order = new LinkedHashMap<>();
        if (labels.containsKey(baselineName)) {
            order.put(baselineName, labels.get(baselineName));
        }
        labels.forEach(order::putIfAbsent);
        return order;
    }

    /** Baseline first, then treatments and levels in report order (unlisted ones last, by name), then rounds. */
    static List<RunRow> rows(List<RunRow> rows, String baselineName, Map<String, String> labels, List<String> levels) {
        List<String> treatments = new ArrayList<>(List.of(baselineName));
        labels.keySet().stream().filter(name -> !name.equals(baselineName)).forEach(treatments::add);
        Comparator<RunRow> order = Comparator.<RunRow>comparingInt(row -> rank(treatments, row.treatment()))
                .thenComparing(RunRow::treatment)
                .thenComparingInt(row -> rank(levels, row.level()))
                .thenComparing(RunRow::level)
                .thenComparing(RunRow::round, Comparator.nullsLast(Comparator.naturalOrder()));
        return rows.stream().sorted(order).toList();
    }

    private static int rank(List<String> order, String name) {
        int index = order.indexOf(name);
        return index < 0 ? order.size() : index;
    }
}
