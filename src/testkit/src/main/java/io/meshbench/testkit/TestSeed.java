package io.meshbench.testkit;

/**
 * The seed of a test's random numbers, printed so that a failure can be replayed: {@code -Dmeshbench.seed=N} (on the
 * Maven command line with {@code -Dtest=...}) replaces every seed for that run. Tests that want the same draws each time
 * pass a fixed default; tests that explore pass {@link #fresh()}, which differs from run to run.
 */
public final class TestSeed {

    /** The system property that replaces every test's seed. */
    public static final String PROPERTY = "meshbench.seed";

    private TestSeed() {
    }

    /** {@code -Dmeshbench.seed} when given, else {@code seed}; printed with what it seeds. */
    public static long of(String what, long seed) {
        String given = System.getProperty(PROPERTY, "").trim();
        long used = given.isEmpty() ? seed : Long.parseLong(given);
        System.out.println("[seed] " + what + ": " + used + " (replay: -D" + PROPERTY + "=" + used + ")");
        return used;
    }

    /** A seed for tests that draw new data on every run. */
    public static long fresh() {
        return System.nanoTime() ^ Thread.currentThread().getId() * 0x9E3779B97F4A7C15L;
    }
}
