package io.meshbench.harness.benchmark;

import io.meshbench.results.api.RunAnalysis;
import io.meshbench.results.ResultsException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether a run that JMeter ended normally measured anything: JMeter exits 0 whatever its samples answered, so a run
 * whose results file holds no sample, or whose measured window holds more failed samples than the scenario's
 * threshold (jmeter-maven-plugin's errorRateThresholdInPercent), is failed with the reason. Counted by the results
 * engine over the window the report uses (warm-up trimmed), from the run's one analysis ({@link LoadAnalysis}).
 *
 * @param errorRatePct the window's error rate, null when there was no sample to count
 * @param failure      why the run fails, empty when it passes
 */
record ErrorRateCheck(Double errorRatePct, Optional<String> failure) {

    static ErrorRateCheck of(Path jtl, Duration warmup, double thresholdPct) {
        return of(new LoadAnalysis(jtl, warmup), thresholdPct);
    }

    /** From the run's analysis, which the other checks share (the JTL is read once). */
    static ErrorRateCheck of(LoadAnalysis analysis, double thresholdPct) {
        RunAnalysis.Counts window;
        try {
            window = analysis.checks().window();
        } catch (ResultsException e) {
            return new ErrorRateCheck(null, Optional.of(noSample(e)));
        }
        double rate = window.errorPct();
        if (rate > thresholdPct) {
            return new ErrorRateCheck(rate, Optional.of(String.format(Locale.ROOT,
                    "error rate %.2f%% (%d of %d samples of the measured window) is above the threshold of %s%%: "
                            + "see result.jtl and jmeter.log; if the scenario expects errors, declare them with "
                            + "errorRateThresholdPct (or --error-threshold)",
                    rate, window.errors(), window.samples(), format(thresholdPct))));
        }
        return new ErrorRateCheck(rate, Optional.empty());
    }

    /** Nothing in the window: either JMeter wrote no sample at all, or none after the warm-up. */
    private static String noSample(ResultsException problem) {
        if (problem instanceof RunAnalysis.NoSampleInWindow window) {
            return "no sample in the measured window (" + window.wholeRun().samples()
                    + " sample(s) in all, all in the warm-up): " + problem.getMessage();
        }
        return "JMeter wrote no sample to result.jtl: " + problem.getMessage();
    }

    private static String format(double pct) {
        return pct == Math.rint(pct) ? String.valueOf((long) pct) : String.valueOf(pct);
    }
}
