package io.meshbench.harness.benchmark;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.jtl.JtlOpener;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The one analysis of a run's JTL that the harness's checks share (ErrorRateCheck, SidecarTraffic): warm-up trimmed as
 * the report trims it, lenient (a row cut by JMeter's stop is no error), made on first use, so a run that never gets
 * to a check reads nothing, and a run that gets to several reads its JTL once.
 */
final class LoadAnalysis {

    private final Path jtl;
    private final Duration warmup;
    private final JtlOpener opener;
    private RunStatistics statistics;
    private ResultsException problem;

    LoadAnalysis(Path jtl, Duration warmup) {
        this(jtl, warmup, JtlOpener.FILES);
    }

    /** Opening the JTL with {@code opener} (a test counts the opens). */
    LoadAnalysis(Path jtl, Duration warmup, JtlOpener opener) {
        this.jtl = jtl;
        this.warmup = warmup;
        this.opener = opener;
    }

    Path jtl() {
        return jtl;
    }

    /** The statistics of the measured window; throws what the analysis found wrong (no sample, no file ...). */
    synchronized RunStatistics statistics() {
        if (statistics == null && problem == null) {
            try {
                statistics = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true).withWarmup(warmup), opener)
                        .analyze(jtl);
            } catch (ResultsException e) {
                problem = e;
            }
        }
        if (problem != null) {
            throw problem;
        }
        return statistics;
    }
}
