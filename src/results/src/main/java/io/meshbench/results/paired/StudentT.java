package io.meshbench.results.paired;

/**
 * The 97.5 % quantile of Student's t distribution, for two-sided 95 % intervals: exact table values up to 30 degrees
 * of freedom, then interpolated in 1/df towards the normal's 1.960 (error below 0.001).
 */
final class StudentT {

    private static final double[] UP_TO_30 = {Double.NaN,
            12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
            2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
            2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    private static final int[] BEYOND_DF = {30, 40, 60, 120};
    private static final double[] BEYOND = {2.042, 2.021, 2.000, 1.980};
    private static final double NORMAL = 1.960;

    private StudentT() {
    }

    /** t(0.975, df) for df >= 1. */
    static double quantile975(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom must be >= 1, got " + df);
        }
        if (df <= 30) {
            return UP_TO_30[df];
        }
        for (int i = 1; i < BEYOND_DF.length; i++) {
            if (df <= BEYOND_DF[i]) {
                return interpolate(df, BEYOND_DF[i - 1], BEYOND[i - 1], BEYOND_DF[i], BEYOND[i]);
            }
        }
        double lastInverse = 1.0 / BEYOND_DF[BEYOND_DF.length - 1];
        return NORMAL + (BEYOND[BEYOND.length - 1] - NORMAL) * (1.0 / df) / lastInverse;
    }

    private static double interpolate(int df, int lowDf, double low, int highDf, double high) {
        double x = 1.0 / df;
        double x0 = 1.0 / lowDf;
        double x1 = 1.0 / highDf;
        return low + (high - low) * (x - x0) / (x1 - x0);
    }
}
