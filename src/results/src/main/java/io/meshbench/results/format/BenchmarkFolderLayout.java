package io.meshbench.results.format;

import java.nio.file.Path;

/**
 * The one place that names the files of a benchmark folder ({@code results/<scenario>/<yyyyMMdd-HHmmss>/},
 * docs/formats.md); a run folder's own files are {@link RunFolderLayout}'s.
 */
public final class BenchmarkFolderLayout {

    /** The machine, the tools and the scenario's settings (docs/formats.md). */
    public static final String META_JSON = "meta.json";
    public static final String REPORT_MD = "report.md";
    public static final String REPORT_JSON = "report.json";
    public static final String REPORT_HTML = "report.html";
    /** The report's charts, each as {@code plots/<name>.png} and {@code .svg}. */
    public static final String PLOTS = "plots";
    /** {@code runs/<treatment>/<level>/<round>/}: one run folder each. */
    public static final String RUNS = "runs";
    /** {@code duets/<treatment>/<level>/<round>/}: a duet's combined files. */
    public static final String DUETS = "duets";
    /** The capacity probe's run folder, when levels are given relative to capacity. */
    public static final String CAPACITY_PROBE = "capacity-probe";
    /** {@code prefilter-priming/<treatment>/}: the runs that fill Sermant's pre-filter caches before the first run. */
    public static final String PREFILTER_PRIMING = "prefilter-priming";
    /** The gate's verdicts as JUnit XML, for CI. */
    public static final String GATE_JUNIT = "gate-junit.xml";

    private BenchmarkFolderLayout() {
    }

    public static Path metaJson(Path benchmark) {
        return benchmark.resolve(META_JSON);
    }

    public static Path reportMd(Path benchmark) {
        return benchmark.resolve(REPORT_MD);
    }

    public static Path reportJson(Path benchmark) {
        return benchmark.resolve(REPORT_JSON);
    }

    public static Path reportHtml(Path benchmark) {
        return benchmark.resolve(REPORT_HTML);
    }

    public static Path plots(Path benchmark) {
        return benchmark.resolve(PLOTS);
    }

    public static Path runs(Path benchmark) {
        return benchmark.resolve(RUNS);
    }

    /** {@code runs/<treatment>/<level>/<round>}. */
    public static Path run(Path benchmark, String treatment, String level, int round) {
        return runs(benchmark).resolve(treatment).resolve(level).resolve(String.valueOf(round));
    }

    public static Path duets(Path benchmark) {
        return benchmark.resolve(DUETS);
    }

    /** {@code duets/<treatment>/<level>/<round>}. */
    public static Path duet(Path benchmark, String treatment, String level, int round) {
        return duets(benchmark).resolve(treatment).resolve(level).resolve(String.valueOf(round));
    }

    public static Path capacityProbe(Path benchmark) {
        return benchmark.resolve(CAPACITY_PROBE);
    }

    public static Path prefilterPriming(Path benchmark, String treatment) {
        return benchmark.resolve(PREFILTER_PRIMING).resolve(treatment);
    }

    public static Path gateJunit(Path benchmark) {
        return benchmark.resolve(GATE_JUNIT);
    }

    /** The benchmark folder of a run folder at {@code runs/<treatment>/<level>/<round>}; null elsewhere. */
    public static Path ofRun(Path runFolder) {
        Path absolute = runFolder.toAbsolutePath().normalize();
        int names = absolute.getNameCount();
        if (names < 4 || !absolute.getName(names - 4).toString().equals(RUNS)) {
            return null;
        }
        return absolute.getParent().getParent().getParent().getParent();
    }
}
