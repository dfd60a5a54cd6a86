package io.meshbench.harness.remote;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The samples of one scrape in Prometheus' text exposition format (what Micrometer's Prometheus registry serves at
 * {@code /actuator/prometheus}): {@code name{label="value",...} value [timestamp]} per line, {@code #} comments.
 */
public final class PrometheusText {

    /** One line: a metric name, its labels and its value. */
    public record Sample(String name, Map<String, String> labels, double value) {
    }

    private final List<Sample> samples;

    private PrometheusText(List<Sample> samples) {
        this.samples = List.copyOf(samples);
    }

    /**
     * @throws IllegalArgumentException naming the line that is not in the format
     */
    public static PrometheusText parse(String text) {
        List<Sample> samples = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                samples.add(parseLine(line));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + (i + 1) + " is not in Prometheus' text format ("
                        + e.getMessage() + "): " + abbreviate(line));
            }
        }
        return new PrometheusText(samples);
    }

    public List<Sample> samples() {
        return samples;
    }

    /** The value of the metric {@code name} without labels (or the sum over its labels). */
    public OptionalDouble value(String name) {
        return sum(name, null, null);
    }

    /** The sum of {@code name}'s samples whose label {@code label} is {@code labelValue}; empty when none is. */
    public OptionalDouble sum(String name, String label, String labelValue) {
        double total = 0;
        boolean found = false;
        for (Sample sample : samples) {
            if (sample.name().equals(name) && (label == null || labelValue.equals(sample.labels().get(label)))) {
                total += sample.value();
                found = true;
            }
        }
        return found ? OptionalDouble.of(total) : OptionalDouble.empty();
    }

    private static Sample parseLine(String line) {
        int brace = line.indexOf('{');
        int space = line.indexOf(' ');
        Map<String, String> labels = new LinkedHashMap<>();
        String name;
        String rest;
        if (brace >= 0 && (space < 0 || brace < space)) {
            name = line.substring(0, brace);
            int end = parseLabels(line, brace + 1, labels);
            rest = line.substring(end + 1).strip();
        } else {
            if (space < 0) {
                throw new IllegalArgumentException("no value");
            }
            name = line.substring(0, space);
            rest = line.substring(space + 1).strip();
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("no metric name");
        }
        String value = rest.split("\\s+")[0];
        return new Sample(name, labels, parseValue(value));
    }

    /** Reads {@code key="value",...} from {@code start}; returns the index of the closing brace. */
    private static int parseLabels(String line, int start, Map<String, String> labels) {
        int i = start;
        while (true) {
            while (i < line.length() && (line.charAt(i) == ',' || line.charAt(i) == ' ')) {
                i++;
            }
            if (i >= line.length()) {
                throw new IllegalArgumentException("labels not closed");
            }
            if (line.charAt(i) == '}') {
                return i;
            }
            int eq = line.indexOf('=', i);
            if (eq < 0 || eq + 1 >= line.length() || line.charAt(eq + 1) != '"') {
                throw new IllegalArgumentException("a label without =\"value\"");
            }
            String key = line.substring(i, eq).strip();
            StringBuilder value = new StringBuilder();
            int j = eq + 2;
            for (; j < line.length() && line.charAt(j) != '"'; j++) {
                char c = line.charAt(j);
                if (c == '\\' && j + 1 < line.length()) {
                    char next = line.charAt(++j);
                    value.append(next == 'n' ? '\n' : next);
                } else {
                    value.append(c);
                }
            }
            if (j >= line.length()) {
                throw new IllegalArgumentException("a label value not closed");
            }
            labels.put(key, value.toString());
            i = j + 1;
        }
    }

    private static double parseValue(String value) {
        return switch (value) {
            case "+Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            case "NaN" -> Double.NaN;
            default -> Double.parseDouble(value);
        };
    }

    private static String abbreviate(String line) {
        return line.length() > 100 ? line.substring(0, 100) + "..." : line;
    }
}
