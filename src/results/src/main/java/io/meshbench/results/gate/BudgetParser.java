package io.meshbench.results.gate;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.Metric;
import io.meshbench.results.format.ReadLimits;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads budgets such as {@code "p99 < +2ms, cpu < +5pp, throughput > -1%"}: comma-separated on the command line, one or
 * more per line in a gate file (where {@code #} starts a comment). Every mistake names where it is (the option, or
 * the file and line) and what a budget looks like.
 */
public final class BudgetParser {

    private static final Pattern BUDGET = Pattern.compile(
            "([A-Za-z][A-Za-z0-9]*)\\s*(<=?|>=?)\\s*([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))\\s*(%|ms|pp|MB|M|s|/s)?");
    static final String EXAMPLE = "write <metric> < <limit> or <metric> > <limit>, e.g. \"p99 < +2ms, cpu < +5pp, "
            + "throughput > -1%\"";

    private BudgetParser() {
    }

    /**
     * The budgets of {@code --gate} and {@code --gate-file} together (either may be null or blank: not given); empty
     * when neither was given.
     */
    public static List<Budget> parseOptions(String gate, String gateFile) {
        List<Budget> budgets = new ArrayList<>();
        if (gate != null && !gate.isBlank()) {
            budgets.addAll(parseOption("--gate", gate));
        }
        if (gateFile != null && !gateFile.isBlank()) {
            budgets.addAll(parseFile("--gate-file", Path.of(gateFile)));
        }
        return List.copyOf(budgets);
    }

    /** Budgets given on the command line as {@code option} (e.g. {@code --gate}). */
    public static List<Budget> parseOption(String option, String text) {
        List<Budget> budgets = parseLine(text, option);
        if (budgets.isEmpty()) {
            throw new ResultsException(option + ": no budget given; " + EXAMPLE + ".");
        }
        return budgets;
    }

    /** Budgets of a gate file; {@code option} names the option that gave it (for a missing file). */
    public static List<Budget> parseFile(String option, Path file) {
        if (!Files.exists(file)) {
            throw new ResultsException(option + " " + file + ": " + io.meshbench.results.format.PathKind.missing(file,
                    "file") + "; give a file of budgets, one or more "
                    + "per line.");
        }
        List<String> lines;
        try {
            // written by a person, as a scenario is: the strict reader's guard (UTF-8, line and size limits, controls)
            lines = StrictReader.text(file, ReadLimits.YAML).lines().toList();
        } catch (ResultsException e) {
            throw new ResultsException(option + " " + e.getMessage(), e);
        }
        List<Budget> budgets = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            // a byte order mark (Windows editors write one) is no part of the first budget
            String line = i == 0 && lines.get(i).startsWith("\uFEFF") ? lines.get(i).substring(1) : lines.get(i);
            int comment = line.indexOf('#');
            budgets.addAll(parseLine(comment < 0 ? line : line.substring(0, comment), file + ":" + (i + 1)));
        }
        if (budgets.isEmpty()) {
            throw new ResultsException(option + " " + file + ": holds no budget; " + EXAMPLE + ".");
        }
        return budgets;
    }

    private static List<Budget> parseLine(String line, String source) {
        List<Budget> budgets = new ArrayList<>();
        // line breaks separate budgets as commas do (a multi-line value of a CI parameter)
        for (String part : line.split(",|\\R")) {
            if (!part.isBlank()) {
                budgets.add(parseOne(part.strip(), source));
            }
        }
        return budgets;
    }

    private static Budget parseOne(String text, String source) {
        Matcher matcher = BUDGET.matcher(text);
        if (!matcher.matches()) {
            throw new ResultsException(source + ": \"" + shown(text) + "\" is not a budget; " + EXAMPLE + ".");
        }
        Metric metric = metric(matcher.group(1), text, source);
        Budget.Bound bound = matcher.group(2).startsWith("<") ? Budget.Bound.AT_MOST : Budget.Bound.AT_LEAST;
        double limit = Double.parseDouble(matcher.group(3));
        Budget.Unit unit = unit(matcher.group(4), metric, text, source);
        return new Budget(text, source, metric, bound, limit, unit);
    }

    /**
     * {@code text} as a one-line message can quote it: control and invisible characters (a tab, a byte order mark, a
     * zero-width space) as {@code \\uXXXX}, so that the user sees what is there.
     */
    static String shown(String text) {
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(c -> {
            int type = Character.getType(c);
            boolean invisible = Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR || c == 0xFEFF;
            shown.append(invisible ? String.format("\\u%04X", c) : Character.toString(c));
        });
        return shown.toString();
    }

    /**
     * The metric a budget names: report.json's key, or {@code cpu} / {@code cpuCore} for {@link Metric#CPU} (the
     * names gate files used before the key carried its unit; {@code pp} is points of one core either way).
     */
    private static Metric metric(String name, String text, String source) {
        return Metric.named(name).orElseThrow(() -> new ResultsException(source + ": \"" + shown(text)
                + "\": unknown metric \"" + name + "\"; one of " + Metric.names() + "."));
    }

    /** The limit's unit: % of the baseline for any metric, else the metric's own unit (none for counts and rates). */
    private static Budget.Unit unit(String suffix, Metric metric, String text, String source) {
        Budget.Unit own = Budget.Unit.of(metric.style());
        if ("%".equals(suffix)) {
            return Budget.Unit.PERCENT;
        }
        String normalised = suffix == null ? "" : suffix.equals("M") ? "MB" : suffix;
        if (normalised.equals(own.suffix()) || normalised.isEmpty() && own == Budget.Unit.RATE) {
            return own;
        }
        String ownText = own.suffix().isEmpty() ? "no unit" : own.suffix();
        throw new ResultsException(source + ": \"" + shown(text) + "\": " + metric.key() + " is measured in "
                + (own == Budget.Unit.COUNT ? "counts" : own.suffix())
                + (metric == Metric.CPU ? " (points of one core)" : "") + "; give the limit in " + ownText
                + " or in % of the baseline.");
    }
}
