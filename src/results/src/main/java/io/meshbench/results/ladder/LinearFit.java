package io.meshbench.results.ladder;

import java.util.List;
import org.apache.commons.math3.stat.regression.SimpleRegression;

/**
 * An ordinary least-squares line (Commons Math's SimpleRegression) {@code y = intercept + slope * x} through points, with its coefficient of
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
        SimpleRegression regression = new SimpleRegression();
        points.forEach(p -> regression.addData(p.x(), p.y()));
        double slope = regression.getSlope();
        if (Double.isNaN(slope)) {
            throw new IllegalArgumentException("a line needs at least two points of different x, got " + points);
        }
        double rSquared = regression.getRSquare();
        return new LinearFit(slope, regression.getIntercept(), Double.isNaN(rSquared) ? 1 : rSquared, points.size());
    }

    public double at(double x) {
        return intercept + slope * x;
    }
}
