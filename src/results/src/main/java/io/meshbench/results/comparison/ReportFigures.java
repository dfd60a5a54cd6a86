package io.meshbench.results.comparison;

import io.meshbench.results.ResultsException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The figures of one comparison in report.json, checked against what they can be before a gate or a trend uses them:
 * every figure MeshBench compares (CPU, memory, latency, throughput, counts, seconds) is 0 or more, so a negative
 * baseline or treated value, a relative delta below −100 % (the treated side below zero), a one-round delta below
 * −baseline, a delta outside its own rounds' range or interval, or a number that is not finite is an edited or broken
 * file, never a measurement. Read as it stands, a negative baseline flips the sign of a converted delta and −1.8e308
 * "keeps" any budget.
 */
final class ReportFigures {

    /** Far above any figure MeshBench measures (ms, MB, % of a core, requests per second, counts, seconds). */
    static final double LARGEST = 1e15;
    /** Rounding in report.json and in the mean of the rounds' deltas. */
    private static final double SLACK = 1e-6;

    private final Path file;
    private final String where;

    private ReportFigures(Path file, String where) {
        this.file = file;
        this.where = where;
    }

    /** @param where the comparison's place in the file, e.g. {@code comparisons[2]} */
    static void check(Path file, String where, Map<String, MetricComparison> metrics) {
        ReportFigures figures = new ReportFigures(file, where);
        metrics.forEach((key, metric) -> {
            if (metric != null) {
                figures.check(key, metric);
            }
        });
    }

    private void check(String key, MetricComparison m) {
        String at = where + ".metrics." + key + ".";
        sane(at + "baseline", m.baseline(), 0, key + " cannot be below 0");
        sane(at + "treated", m.treated(), 0, key + " cannot be below 0");
        boolean relative = relative(m.style());
        // a relative delta is in % of the baseline: the treated side at 0 is −100 %, nothing is lower
        double lowest = relative ? -100 : m.pairedRounds() <= 1 && m.baseline() != null ? -m.baseline() : -LARGEST;
        String why = relative ? "a delta in % of the baseline cannot be below −100 (a treated " + key + " below 0)"
                : "the delta cannot take the treated " + key + " below 0";
        sane(at + "delta", m.delta(), lowest, why);
        sane(at + "deltaMin", m.deltaMin(), relative ? -100 : -LARGEST, why);
        sane(at + "deltaMax", m.deltaMax(), relative ? -100 : -LARGEST, why);
        List<Double> rounds = m.roundDeltas() == null ? List.of() : m.roundDeltas();
        for (int i = 0; i < rounds.size(); i++) {
            sane(at + "roundDeltas[" + i + "]", rounds.get(i), relative ? -100 : -LARGEST, why);
        }
        if (m.delta() == null) {
            return;
        }
        double low = rounds.stream().filter(java.util.Objects::nonNull).mapToDouble(Double::doubleValue).min().orElse(m.delta());
        double high = rounds.stream().filter(java.util.Objects::nonNull).mapToDouble(Double::doubleValue).max().orElse(m.delta());
        within(at + "delta", m.delta(), low, high, "the mean of its roundDeltas lies between their lowest and highest");
        if (m.deltaMin() != null && m.deltaMax() != null) {
            within(at + "delta", m.delta(), m.deltaMin(), m.deltaMax(), "the mean of the rounds' deltas lies between "
                    + "deltaMin and deltaMax");
        }
        RoundsInterval interval = m.interval();
        if (interval != null) {
            sane(at + "interval.lower", interval.lower(), -LARGEST, "an interval's end is a finite number");
            sane(at + "interval.upper", interval.upper(), -LARGEST, "an interval's end is a finite number");
            within(at + "delta", m.delta(), interval.lower(), interval.upper(), "a 95 % interval holds its mean");
        }
    }

    private static boolean relative(String style) {
        try {
            return style != null && DeltaStyle.valueOf(style).relative();
        } catch (IllegalArgumentException e) {
            return false; // an unknown style is the reader's to refuse; its figures are still checked as absolute
        }
    }

    /** A number, when present, is finite, no larger than {@link #LARGEST} and at least {@code lowest}. */
    private void sane(String field, Double value, double lowest, String rule) {
        if (value == null) {
            return;
        }
        if (!Double.isFinite(value) || Math.abs(value) > LARGEST) {
            throw bad(field, value, "a figure is a finite number (at most " + (long) LARGEST + " either side of 0)");
        }
        if (value < lowest - SLACK * Math.max(1, Math.abs(lowest))) {
            throw bad(field, value, rule);
        }
    }

    private void within(String field, double value, double low, double high, String rule) {
        double slack = SLACK * Math.max(1, Math.max(Math.abs(low), Math.abs(high)));
        if (value < low - slack || value > high + slack) {
            throw bad(field, value, rule + " (" + low + ".." + high + ")");
        }
    }

    private ResultsException bad(String field, double value, String rule) {
        return new ResultsException(file + ": field '" + field + "' is " + value + ", which no run can give: " + rule
                + ". Write report.json again with `meshbench report " + (file.getParent() == null ? "."
                : file.getParent()) + "`.");
    }
}
