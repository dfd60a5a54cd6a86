package io.meshbench.harness.benchmark;

import io.meshbench.results.ResultsException;
import io.meshbench.results.api.RunAnalysis;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BiFunction;

/**
 * The one analysis of a run's JTL that the harness's checks share (ErrorRateCheck, SidecarTraffic): warm-up trimmed as
 * the report trims it, lenient (a row cut by JMeter's stop is no error), made on first use, so a run that never gets
 * to a check reads nothing, and a run that gets to several reads its JTL once.
 */
final class LoadAnalysis {

    private final Path jtl;
    private final Duration warmup;
    private final BiFunction<Path, Duration, RunAnalysis.Checks> analyzer;
    private RunAnalysis.Checks checks;
    private ResultsException problem;

    LoadAnalysis(Path jtl, Duration warmup) {
        this(jtl, warmup, RunAnalysis::checks);
    }

    /** With another analysis of the results engine's (a test counts its opens). */
    LoadAnalysis(Path jtl, Duration warmup, BiFunction<Path, Duration, RunAnalysis.Checks> analyzer) {
        this.jtl = jtl;
        this.warmup = warmup;
        this.analyzer = analyzer;
    }

    Path jtl() {
        return jtl;
    }

    /** The window's and the whole run's counts; throws what the analysis found wrong (no sample, no file ...). */
    synchronized RunAnalysis.Checks checks() {
        if (checks == null && problem == null) {
            try {
                checks = analyzer.apply(jtl, warmup);
            } catch (ResultsException e) {
                problem = e;
            }
        }
        if (problem != null) {
            throw problem;
        }
        return checks;
    }
}
