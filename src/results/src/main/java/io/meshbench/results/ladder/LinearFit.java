package io.meshbench.results.ladder;

import java.util.List;

/**
 * An ordinary least-squares line {@code y = intercept + slope * x} through points, with its coefficient of
 * determination; how OSM and the Spring Cloud vs. Istio comparison turn a load sweep into "CPU per 100 RPS".
 *
 * @param points how many points the line was fitted to
 */
public record LinearFit(double slope, double intercept, double rSquared, int points) {

    /** A point of the fit. */
    public record Point(double x, double y) {
    }

    /**
     * @throws IllegalArgumentException with fewer than two points of distinct x: no line is defined
     */
    public static LinearFit of(List<Point> points) {
        int n = points.size();
        double meanX = points.stream().mapToDouble(Point::x).average().orElse(Double.NaN);
        double meanY = points.stream().mapToDouble(Point::y).average().orElse(Double.NaN);
        double sxx = 0;
        double sxy = 0;
        double syy = 0;
        for (Point p : points) {
            sxx += (p.x() - meanX) * (p.x() - meanX);
            sxy += (p.x() - meanX) * (p.y() - meanY);
            syy += (p.y() - meanY) * (p.y() - meanY);
        }
        if (n < 2 || sxx == 0) {
            throw new IllegalArgumentException("a line needs at least two points of different x, got " + points);
        }
        double slope = sxy / sxx;
        double rSquared = syy == 0 ? 1 : sxy * sxy / (sxx * syy);
        return new LinearFit(slope, meanY - slope * meanX, rSquared, n);
    }

    public double at(double x) {
        return intercept + slope * x;
    }
}
