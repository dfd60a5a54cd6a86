package io.meshbench.results.comparison;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The practical margin of every figure (issue 34): the user's budget per figure, below which a delta counts as "no
 * cost" ({@link CellVerdict}). The defaults lie below the effects Sermant publishes for its router (about +0.12 ms of
 * CPU per request, P95 +3 to +8 %, metaspace +10 MB), so that a real cost of that size is found rather than called
 * within the margin. Set per figure with {@link #parse} ({@code --margins "p90=3%,heap=5MB"}), which overrides the
 * defaults figure by figure.
 *
 * <p>Keys are report.json's metric keys ({@link Metric}), plus {@code cpuMsPerRequest} (CPU time per request, added
 * beside CPU as a share of a core) and {@code mqSecondsPerJob} (the page's MQ tag-transmission table). CPU as % of one
 * core depends on the rate, so its margin is the per-request one times the baseline's throughput
 * ({@link #cpuCoreMargin}); at rest it has none unless set. GC collections and GC time depend on the window's
 * length and have none: their cells say so and can only find a cost or a saving.
 */
public final class Margins {

    public static final String CPU_MS_PER_REQUEST = "cpuMsPerRequest";
    public static final String MQ_SECONDS_PER_JOB = "mqSecondsPerJob";

    /** The delta unit of each figure with a margin, in the order messages list them. */
    private static final Map<String, String> UNITS = new LinkedHashMap<>();
    private static final Map<String, Double> DEFAULTS = new LinkedHashMap<>();

    static {
        for (Metric metric : Metric.values()) {
            UNITS.put(metric.key(), unit(metric.style()));
        }
        UNITS.put(CPU_MS_PER_REQUEST, "ms");
        UNITS.put(MQ_SECONDS_PER_JOB, "%");
        DEFAULTS.put(CPU_MS_PER_REQUEST, 0.05);
        for (String latency : List.of("meanLatency", "median", "p90", "p95", "p99")) {
            DEFAULTS.put(latency, 5.0);
        }
        for (String rate : List.of("throughput", "avgTps", "maxTps")) {
            DEFAULTS.put(rate, 1.0);
        }
        DEFAULTS.put("heap", 10.0);
        DEFAULTS.put("rss", 10.0);
        DEFAULTS.put("metaspace", 1.0);
        DEFAULTS.put("nonHeapExceptCodeCache", 1.0);
        DEFAULTS.put("classes", 100.0);
        DEFAULTS.put("threads", 2.0);
        DEFAULTS.put("startup", 0.25);
        DEFAULTS.put("appStartup", 0.25);
        DEFAULTS.put("timeToMaxTps", 2.0); // whole seconds: a ramp two seconds longer is a cost a user would see
        DEFAULTS.put("errorPct", 0.1);
        DEFAULTS.put(MQ_SECONDS_PER_JOB, 5.0);
    }

    /** Names a user may write for a group of keys or another spelling of one. */
    private static final Map<String, List<String>> ALIASES = Map.of(
            "latency", List.of("meanLatency", "median", "p90", "p95", "p99"),
            "mean", List.of("meanLatency"),
            "offheap", List.of("nonHeapExceptCodeCache"),
            "off-heap", List.of("nonHeapExceptCodeCache"),
            "mq", List.of(MQ_SECONDS_PER_JOB));

    public static final Margins DEFAULT = new Margins(Map.of(), "default");

    private final Map<String, Margin> overrides;
    private final String source;

    private Margins(Map<String, Margin> overrides, String source) {
        this.overrides = Map.copyOf(overrides);
        this.source = source;
    }

    /**
     * The margins a text sets, over the defaults: {@code key=value[unit]} separated by commas, e.g.
     * {@code "p90=3%,heap=5MB,cpu=0.05ms,classes=50"}. {@code cpu} is CPU per request with {@code ms}, CPU in points
     * of one core with {@code pp}; {@code latency} sets the mean, median, P90, P95 and P99 at once.
     *
     * @param where names the text in messages ("--margins", "page-plan.json field 'margins'")
     * @throws IllegalArgumentException one sentence naming the entry, what is wrong and what to write instead
     */
    public static Margins parse(String text, String where) {
        Map<String, Margin> set = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return DEFAULT;
        }
        for (String entry : text.split("[,\n]")) {
            String trimmed = entry.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException(where + ": '" + trimmed + "' is not key=value; write e.g. "
                        + "\"p90=3%,heap=5MB\"");
            }
            String name = trimmed.substring(0, equals).strip();
            String value = trimmed.substring(equals + 1).strip().replace(" ", "");
            java.util.regex.Matcher number = java.util.regex.Pattern.compile("([0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)(.*)")
                    .matcher(value.startsWith("±") ? value.substring(1) : value);
            if (!number.matches()) {
                throw new IllegalArgumentException(where + ": '" + trimmed + "': '" + value + "' is not a positive "
                        + "number with a unit; write e.g. " + name + "=5%");
            }
            double amount = Double.parseDouble(number.group(1));
            String unit = normalUnit(number.group(2));
            if (!(amount > 0) || Double.isInfinite(amount)) {
                throw new IllegalArgumentException(where + ": '" + trimmed + "': a margin must be above zero");
            }
            for (String key : keys(name, unit, where, trimmed)) {
                String expected = UNITS.get(key);
                if (!expected.equals(unit)) {
                    throw new IllegalArgumentException(where + ": '" + trimmed + "': " + key + " deltas are "
                            + describe(expected) + ", so its margin is too; write e.g. " + name + "="
                            + example(key) + expected);
                }
                set.put(key, new Margin(amount, unit, where));
            }
        }
        return new Margins(set, where);
    }

    private static List<String> keys(String name, String unit, String where, String entry) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.equals("cpu")) {
            return List.of(unit.equals("pp") ? Metric.CPU.key() : CPU_MS_PER_REQUEST);
        }
        if (ALIASES.containsKey(lower)) {
            return ALIASES.get(lower);
        }
        return UNITS.keySet().stream().filter(key -> key.equalsIgnoreCase(name)).findFirst().map(List::of)
                .orElseThrow(() -> new IllegalArgumentException(where + ": '" + entry + "': no figure is called '"
                        + name + "'; known: cpu, latency, " + String.join(", ", UNITS.keySet())));
    }

    private static String normalUnit(String unit) {
        String lower = unit.strip().toLowerCase(Locale.ROOT);
        return switch (lower) {
            case "mb", "m", "mib" -> "MB";
            case "%", "ms", "s", "pp", "" -> lower;
            default -> lower;
        };
    }

    private static String describe(String unit) {
        return switch (unit) {
            case "%" -> "in % of the baseline";
            case "" -> "counts (no unit)";
            case "pp" -> "in points of one core (pp)";
            default -> "in " + unit;
        };
    }

    private static String example(String key) {
        Double value = DEFAULTS.get(key);
        return value == null ? "1" : new Margin(value, "", "").text().substring(1);
    }

    /** The delta unit of a style: what a margin on it is written in. */
    static String unit(DeltaStyle style) {
        if (style.relative()) {
            return "%";
        }
        return switch (style) {
            case PERCENT_POINTS -> "pp";
            case MEGABYTES -> "MB";
            case MILLISECONDS, MILLISECONDS_SPENT -> "ms";
            case SECONDS, SECONDS_PRECISE -> "s";
            default -> "";
        };
    }

    /**
     * These margins over {@code lower} ones, figure by figure: a figure set here wins, one set only there stays (the
     * command line's over a scenario file's, say). Its source names both when both set some.
     */
    public Margins over(Margins lower) {
        if (lower.overrides.isEmpty()) {
            return this;
        }
        if (overrides.isEmpty()) {
            return lower;
        }
        Map<String, Margin> merged = new LinkedHashMap<>(lower.overrides);
        merged.putAll(overrides);
        return new Margins(merged, source + " over " + lower.source);
    }

    /** The margin of a figure, set or default; empty when it has neither (CPU % of a core: {@link #cpuCoreMargin}). */
    public Optional<Margin> of(String key) {
        Margin set = overrides.get(key);
        if (set != null) {
            return Optional.of(set);
        }
        Double value = DEFAULTS.get(key);
        return value == null ? Optional.empty() : Optional.of(new Margin(value, UNITS.get(key), "default"));
    }

    /**
     * The margin of CPU in points of one core at a rate: the set one, else the per-request margin times the
     * baseline's throughput (0.05 ms × 44 requests/s = 2.2 ms of CPU a second = 0.22 pp); empty without a rate.
     */
    public Optional<Margin> cpuCoreMargin(Double requestsPerSecond) {
        Margin set = overrides.get(Metric.CPU.key());
        if (set != null) {
            return Optional.of(set);
        }
        if (requestsPerSecond == null || !(requestsPerSecond > 0)) {
            return Optional.empty();
        }
        Margin perRequest = of(CPU_MS_PER_REQUEST).orElseThrow();
        return Optional.of(new Margin(perRequest.value() * requestsPerSecond / 10, "pp",
                perRequest.text() + " per request × " + String.format(Locale.ROOT, "%.1f", requestsPerSecond) + "/s"));
    }

    /** Where the margins that differ from the defaults come from ("default" when none does). */
    public String source() {
        return source;
    }

    /** The margins set over the defaults, as "p90 ±3 %, heap ±5 MB" (empty when none is). */
    public String overridesText() {
        return overrides.entrySet().stream().map(e -> e.getKey() + " " + e.getValue().text())
                .collect(java.util.stream.Collectors.joining(", "));
    }
}
