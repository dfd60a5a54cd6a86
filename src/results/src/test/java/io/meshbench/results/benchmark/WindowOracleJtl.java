package io.meshbench.results.benchmark;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * The JTL of the oracle of JMeter's percentile window (src/test/resources/oracle-window, made by
 * scripts/make-window-oracle.sh): 66,000 rows over three labels, 22,000 each, so each label and the total exceed the
 * 20,000 samples JMeter's dashboard keeps per percentile. The first 40 % of rows are slow (40-99 ms), the rest fast
 * (5-34 ms), so percentiles over the last 20,000 samples differ from those over every sample. Deterministic (seed
 * {@value #SEED}): the test writes it again rather than keeping 4 MB of JTL.
 *
 * <p>Usage: {@code java -cp src/results/target/test-classes io.meshbench.results.benchmark.WindowOracleJtl <file>}
 */
public final class WindowOracleJtl {

    public static final int ROWS = 66_000;
    static final long SEED = 20_000;
    private static final String[] LABELS = {"alpha", "beta", "gamma"};

    private WindowOracleJtl() {
    }

    public static void main(String[] args) throws IOException {
        write(Path.of(args[0]));
    }

    public static void write(Path file) throws IOException {
        SplittableRandom random = new SplittableRandom(SEED);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            out.write(JtlGenerator.HEADER);
            long start = 1_732_262_400_000L;
            for (int i = 0; i < ROWS; i++) {
                boolean slow = i < ROWS * 2 / 5;
                int elapsed = slow ? 40 + random.nextInt(60) : 5 + random.nextInt(30);
                String label = LABELS[i % LABELS.length];
                out.write((start + i) + "," + elapsed + "," + label + ",200,OK,Thread Group 1-" + (1 + i % 20)
                        + ",text,true,,100,50,20,20,http://127.0.0.1:8080/" + label + "," + elapsed + ",0,0\n");
            }
        }
    }
}
