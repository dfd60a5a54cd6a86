package io.meshbench.results.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A seeded Monte Carlo check of the steadiness test ({@link Trend}): per-second means as an AR(1) series around 10 ms
 * with unit innovations (marginal standard deviation 1/√(1−φ²)), steady, with a linear drift across the window, or
 * with a step halfway, each in marginal standard deviations. Run {@code main} to print the table
 * docs/results-engine.md shows.
 */
final class TrendSimulation {

    static final long DEFAULT_SEED = 20261126L;
    static final int DEFAULT_RUNS = 2000;
    static final double[] PHIS = {0, 0.5, 0.8};
    static final int[] WINDOWS = {40, 60, 150};

    /** One configuration's share of flagged runs. */
    record Row(int seconds, double phi, double driftSds, double stepSds, long seed, int runs, double flagged) {

        String series() {
            if (driftSds == 0 && stepSds == 0) {
                return String.format(Locale.ROOT, "steady, φ = %s", phi(phi));
            }
            if (stepSds != 0) {
                return String.format(Locale.ROOT, "second half slower by %.0f sd (a step), φ = %s", stepSds, phi(phi));
            }
            return String.format(Locale.ROOT, "linear drift of %+.0f marginal sd across the window, φ = %s",
                    driftSds, phi(phi));
        }

        /** Three binomial standard errors of the flagged share. */
        double threeSe() {
            return 3 * Math.sqrt(flagged * (1 - flagged) / runs);
        }

        String line() {
            return String.format(Locale.ROOT, "| %s | %d s | %.1f %% | %d |", series(), seconds, 100 * flagged, seed);
        }

        private static String phi(double phi) {
            return phi == 0 ? "0" : String.format(Locale.ROOT, "%.1f", phi);
        }
    }

    static final String HEADER = """
            | series | window | flagged | seed |
            |---|---|---:|---:|""";

    private TrendSimulation() {
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : DEFAULT_SEED;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_RUNS;
        List<Row> rows = new ArrayList<>(size(seed, runs));
        rows.addAll(power(seed, runs));
        System.out.println(table(rows, seed, runs));
    }

    static String table(List<Row> rows, long seed, int runs) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "seed %d, %d simulated runs per row%n%n", seed, runs)).append(HEADER).append('\n');
        rows.forEach(row -> text.append(row.line()).append('\n'));
        return text.toString();
    }

    /** Steady series: every φ and window of the null family. */
    static List<Row> size(long seed, int runs) {
        List<Row> rows = new ArrayList<>();
        int index = 0;
        for (double phi : PHIS) {
            for (int seconds : WINDOWS) {
                rows.add(row(seconds, phi, 0, 0, seed + index++, runs));
            }
        }
        return rows;
    }

    /** Drifts of 3 marginal sd both ways and a step of 2 sd in the second half. */
    static List<Row> power(long seed, int runs) {
        List<Row> rows = new ArrayList<>();
        long index = 100;
        for (double phi : PHIS) {
            for (int seconds : WINDOWS) {
                rows.add(row(seconds, phi, 3, 0, seed + index++, runs));
                rows.add(row(seconds, phi, -3, 0, seed + index++, runs));
                rows.add(row(seconds, phi, 0, 2, seed + index++, runs));
            }
        }
        return rows;
    }

    static Row row(int seconds, double phi, double driftSds, double stepSds, long seed, int runs) {
        Random random = new Random(seed);
        double sd = 1 / Math.sqrt(1 - phi * phi);
        int flagged = 0;
        for (int run = 0; run < runs; run++) {
            if (Trend.ofSeconds(ar1(random, seconds, phi, driftSds * sd, stepSds * sd)).drifting()) {
                flagged++;
            }
        }
        return new Row(seconds, phi, driftSds, stepSds, seed, runs, (double) flagged / runs);
    }

    static double[] ar1(Random random, int seconds, double phi, double linearDrift, double step) {
        double[] series = new double[seconds];
        double noise = random.nextGaussian() / Math.sqrt(1 - phi * phi);
        for (int i = 0; i < seconds; i++) {
            series[i] = 10 + noise + linearDrift * i / (seconds - 1) + (i >= seconds / 2 ? step : 0);
            noise = phi * noise + random.nextGaussian();
        }
        return series;
    }
}
