package io.meshbench.results.benchmark;

import io.meshbench.testkit.TestSeed;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a synthetic JTL in JMeter's default CSV format (its 17 default columns): a steady load at a given TPS over
 * three HTTP labels (or, given a number of labels, as many URLs in turn: JTLs labelled by URL), log-normal latencies,
 * 1% errors, some quoted fields. Deterministic for a seed. Used by the benchmark (scripts/bench-results-engine.sh)
 * and the tests.
 *
 * <p>Usage: {@code java -cp src/results/target/test-classes:... io.meshbench.results.benchmark.JtlGenerator <rows> <file> [tps] [labels]}
 */
public final class JtlGenerator {

    static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
            + "failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n";
    private static final String[] LABELS = {"GET /router", "POST /order", "GET /data/{id}"};
    private static final String[] URLS = {"http://127.0.0.1:8080/router", "http://127.0.0.1:8080/order",
        "http://127.0.0.1:8080/data/42"};

    private final long rows;
    private final double tps;
    private final long seed;
    /** 0: the three labels above; else this many URL labels, each row the next one in turn. */
    private final int urlLabels;

    public JtlGenerator(long rows, double tps, long seed) {
        this(rows, tps, seed, 0);
    }

    public JtlGenerator(long rows, double tps, long seed, int urlLabels) {
        this.rows = rows;
        this.tps = tps;
        this.seed = TestSeed.of("JtlGenerator(" + rows + " rows)", seed);
        this.urlLabels = urlLabels;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: JtlGenerator <rows> <file> [tps] [labels]");
            System.exit(2);
        }
        long rows = Long.parseLong(args[0]);
        double tps = args.length > 2 ? Double.parseDouble(args[2]) : 1000;
        int labels = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        new JtlGenerator(rows, tps, 42, labels).write(Path.of(args[1]));
    }

    public void write(Path file) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            write(out);
        }
    }

    public void write(OutputStream out) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder row = new StringBuilder(256);
        out.write(HEADER.getBytes(StandardCharsets.US_ASCII));
        long start = 1_732_262_400_000L;
        for (long i = 0; i < rows; i++) {
            long startMs = start + (long) (i * 1000 / tps);
            int labelIndex = (int) (i % LABELS.length);
            long elapsed = Math.round(Math.exp(2.5 + 0.6 * random.nextGaussian(0, 1)));
            boolean error = random.nextInt(100) == 0;
            int thread = 1 + (int) (i % 50);
            row.setLength(0);
            row.append(startMs).append(',').append(elapsed).append(',');
            if (urlLabels > 0) {
                row.append("GET /api/items/").append(i % urlLabels);
            } else {
                row.append(LABELS[labelIndex]);
            }
            row.append(',');
            if (error) {
                row.append("Non HTTP response code: java.net.SocketTimeoutException,")
                        .append("\"Non HTTP response message: Read timed out, after 1000 ms\",");
            } else {
                row.append("200,OK,");
            }
            row.append("Thread Group 1-").append(thread).append(",text,").append(!error).append(',');
            row.append(error ? "\"Response was null, \"\"timeout\"\"\"" : "").append(',');
            row.append(error ? 2415 : 1520 + random.nextInt(100)).append(',').append(180 + labelIndex * 40).append(',');
            row.append("50,50,");
            if (urlLabels > 0) {
                row.append("http://127.0.0.1:8080/api/items/").append(i % urlLabels);
            } else {
                row.append(URLS[labelIndex]);
            }
            row.append(',');
            row.append(Math.max(0, elapsed - 1)).append(",0,").append(random.nextInt(3)).append('\n');
            for (int c = 0; c < row.length(); c++) {
                out.write(row.charAt(c));
            }
        }
    }
}
