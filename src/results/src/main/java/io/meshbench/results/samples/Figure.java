package io.meshbench.results.samples;

/** Mean and max of one resource figure over the measured window; {@code count} samples had it. */
public record Figure(double mean, double max, long count) {

    static final class Accumulator {
        private double sum;
        private double max = Double.NEGATIVE_INFINITY;
        private long count;

        void add(Number value) {
            if (value == null) {
                return;
            }
            double v = value.doubleValue();
            sum += v;
            max = Math.max(max, v);
            count++;
        }

        Figure figure() {
            return count == 0 ? null : new Figure(sum / count, max, count);
        }
    }
}
