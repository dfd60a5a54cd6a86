package io.meshbench.results.trend;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.MetricComparison;
import io.meshbench.results.gate.Budget;
import io.meshbench.results.gate.GateInput;
import io.meshbench.results.format.BenchmarkFolderLayout;
import org.apache.maven.artifact.versioning.ComparableVersion;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One figure across benchmarks ({@code meshbench trend}): per benchmark folder the treated − baseline delta of one
 * metric for one treatment at one level, with its spread as the report computed it (the 95 % paired Student-t
 * interval over 3 rounds or more, the per-round range with 2, nothing with 1), in date, release or folder order.
 *
 * @param unit     the delta's unit: "% of the baseline" for a relative one, else the metric's (pp, MB, ms, s ...)
 * @param scenario the scenario of every folder, or the scenarios joined by ", " with {@code --allow-mixed}
 * @param notes    folders given but left out, and why (a folder without the {@code --scenario} asked for)
 */
public record BenchmarkTrend(String metric, String unit, String scenario, String treatment, String treatmentLabel,
                    String level, String order, List<TrendPoint> points, List<String> notes) {

    private static final Pattern TIMESTAMP = Pattern.compile("(\\d{8}-\\d{6})(-\\d+)?");
    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
    private static final DateTimeFormatter SHOWN_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    /** Reads every folder (page folders stand for their scenarios) and builds the trend, or says what is wrong. */
    public static BenchmarkTrend of(List<Path> arguments, TrendOptions options) {
        List<TrendSource> sources = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (Path argument : arguments) {
            List<TrendSource> held = TrendFolders.expand(List.of(argument)).stream().map(TrendSource::read).toList();
            List<TrendSource> chosen = options.scenario() == null ? held
                    : held.stream().filter(s -> options.scenario().equals(s.scenario())).toList();
            if (chosen.isEmpty()) { // said, never dropped in silence
                notes.add(argument + " left out: it holds no scenario '" + options.scenario() + "' (it holds "
                        + held.stream().map(TrendSource::scenario).distinct().collect(Collectors.joining(", ")) + ").");
            }
            sources.addAll(chosen);
        }
        if (sources.isEmpty()) {
            throw new ResultsException("--scenario: no folder given holds scenario '" + options.scenario() + "'.");
        }
        Set<String> scenarios = sources.stream().map(TrendSource::scenario).collect(Collectors.toCollection(LinkedHashSet::new));
        if (scenarios.size() > 1 && !options.allowMixed()) {
            throw new ResultsException("the folders hold different scenarios (" + sources.stream()
                    .map(s -> s.scenario() + ": " + s.folder()).collect(Collectors.joining("; ")) + "); a trend "
                    + "follows one scenario: give folders of one, choose one with --scenario, or plot them together "
                    + "with --allow-mixed.");
        }
        String treatment = chosen("--treatment", options.treatment(), sources, GateInput.Compared::treatment);
        String level = chosen("--level", options.level(), sources, GateInput.Compared::level);
        List<TrendPoint> points = new ArrayList<>();
        String style = null;
        String label = treatment;
        for (TrendSource source : sources) {
            GateInput.Compared compared = source.comparisons().stream()
                    .filter(c -> c.treatment().equals(treatment) && c.level().equals(level)).findFirst()
                    .orElseThrow(() -> new ResultsException(BenchmarkFolderLayout.reportJson(source.folder())
                            + ": compares no treatment '" + treatment + "' at level '" + level + "' (it holds " + held(source)
                            + "); give --treatment and --level that every folder holds."));
            MetricComparison metric = compared.metrics().get(options.metric().key());
            if (metric == null || metric.delta() == null) {
                throw new ResultsException(BenchmarkFolderLayout.reportJson(source.folder()) + ": no "
                        + options.metric().key() + " delta for '" + treatment + "' at '" + level + "' (not measured "
                        + "there, or its runs failed); leave the folder out or choose another --metric.");
            }
            style = metric.style();
            label = compared.treatmentLabel();
            points.add(point(source, compared, metric, treatment, options.order()));
        }
        return new BenchmarkTrend(options.metric().key(), unit(style), String.join(", ", scenarios), treatment, label,
                level, options.order().id(), ordered(points, options.order()), List.copyOf(notes));
    }

    /** The option's value, or the one value every folder holds; else one line listing what there is to choose. */
    private static String chosen(String option, String given, List<TrendSource> sources,
                                 java.util.function.Function<GateInput.Compared, String> field) {
        if (given != null) {
            return given;
        }
        Set<String> values = sources.stream().flatMap(s -> s.comparisons().stream()).map(field)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        if (values.size() != 1) {
            throw new ResultsException(option + ": the folders hold several (" + String.join(", ", values)
                    + "); name one with " + option + ".");
        }
        return values.iterator().next();
    }

    private static String held(TrendSource source) {
        return source.comparisons().stream().map(c -> c.treatment() + " at " + c.level()).collect(Collectors.joining(", "));
    }

    private static TrendPoint point(TrendSource source, GateInput.Compared compared, MetricComparison metric,
                                    String treatment, TrendOptions.Order order) {
        Double low = null;
        Double high = null;
        String spread = TrendPoint.NONE;
        if (metric.interval() != null) {
            low = metric.interval().lower();
            high = metric.interval().upper();
            spread = TrendPoint.INTERVAL;
        } else if (metric.deltaMin() != null && metric.deltaMax() != null) {
            low = metric.deltaMin();
            high = metric.deltaMax();
            spread = TrendPoint.RANGE;
        }
        DeltaStyle style = DeltaStyle.valueOf(metric.style());
        String release = source.versions().get(treatment);
        String verdict = metric.verdict() == MetricComparison.Verdict.FINDING ? "finding"
                : metric.verdict() == MetricComparison.Verdict.WITHIN_NOISE ? "within noise" : "no verdict";
        if (metric.aaNoise() != null && metric.aaNoise().within()) {
            verdict += ", within A/A noise";
        }
        return new TrendPoint(x(source, release, order), source.folder().toString(), source.scenario(), release,
                metric.delta(), low, high, spread, Math.max(metric.pairedRounds(), 1), style.delta(metric.delta()),
                low == null ? null : style.delta(low), high == null ? null : style.delta(high), verdict,
                compared.caveats());
    }

    private static String x(TrendSource source, String release, TrendOptions.Order order) {
        return switch (order) {
            case DATE -> SHOWN_TIME.format(date(source.folder()));
            case RELEASE -> {
                if (release == null) {
                    throw new ResultsException(BenchmarkFolderLayout.reportJson(source.folder()) + ": records no "
                            + "agent version for the treatment (report.json agents); --by release needs one: use --by "
                            + "date or --by folder.");
                }
                yield release;
            }
            case FOLDER -> source.folder().getFileName().toString();
        };
    }

    /**
     * The benchmark's start from its folder's name (yyyyMMdd-HHmmss, as results/<scenario>/<time>/ are named), or
     * from its parent's for a page's scenario subfolder.
     */
    static LocalDateTime date(Path folder) {
        for (Path f = folder.toAbsolutePath().normalize(); f != null && f.getFileName() != null; f = f.getParent()) {
            Matcher m = TIMESTAMP.matcher(f.getFileName().toString());
            if (m.matches()) {
                return LocalDateTime.parse(m.group(1), FOLDER_TIME);
            }
        }
        throw new ResultsException(folder + ": its date cannot be told (neither it nor a folder above it is named "
                + "yyyyMMdd-HHmmss, as results/<scenario>/<time>/ are); use --by folder or --by release.");
    }

    private static List<TrendPoint> ordered(List<TrendPoint> points, TrendOptions.Order order) {
        return switch (order) {
            case DATE -> points.stream().sorted(Comparator.comparing(TrendPoint::x)).toList(); // yyyy-MM-dd HH:mm sorts
            case RELEASE -> points.stream()
                    .sorted(Comparator.comparing(TrendPoint::release, BenchmarkTrend::compareVersions)
                            .thenComparing(TrendPoint::folder)).toList();
            case FOLDER -> points;
        };
    }

    /**
     * Releases as Maven orders versions (ComparableVersion): 2.2.0-SNAPSHOT before 2.2.0 before 2.2.0.1, 2.9.0 before
     * 2.10.0; a leading "v" (a tag's name, v2.9.0) is not part of the version.
     */
    static int compareVersions(String a, String b) {
        return version(a).compareTo(version(b));
    }

    private static ComparableVersion version(String release) {
        String text = release.strip();
        return new ComparableVersion(text.matches("[vV]\\d.*") ? text.substring(1) : text);
    }

    private static String unit(String style) {
        DeltaStyle delta = DeltaStyle.valueOf(style);
        return delta.relative() ? "% of the baseline" : Budget.Unit.of(delta).suffix();
    }

    /** The template's model. */
    Map<String, Object> model() {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("trend", io.meshbench.results.report.Json.tree(this));
        return model;
    }
}
