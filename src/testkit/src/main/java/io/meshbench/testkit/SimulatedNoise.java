package io.meshbench.testkit;

import java.util.SplittableRandom;

/** Noise for the seeded simulations of the statistical tests, drawn the same way on every JDK. */
public final class SimulatedNoise {

    private SimulatedNoise() {
    }

    /** A standard normal, Box–Muller from one stream (nextGaussian's algorithm is not specified across JDKs). */
    public static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    /** Student's t(3), heavy-tailed (variance 3), as a normal over the root of a chi-square(3) / 3. */
    public static double studentT3(SplittableRandom random) {
        double chiSquare = 0;
        for (int i = 0; i < 3; i++) {
            double normal = gaussian(random);
            chiSquare += normal * normal;
        }
        return gaussian(random) / Math.sqrt(chiSquare / 3);
    }
}
