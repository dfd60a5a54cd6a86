package io.meshbench.results.benchmark;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The least a JVM program pays to read a JTL: it starts, reads the file in one chunk per core (as the engine's
 * parallel reader does, 64 KB at a time) and counts its line breaks, nothing more. The benchmark's {@code floor}
 * variant runs it beside {@code meshbench stats}: what separates the two is parsing, analysing and the command line,
 * the part an engine can still make faster; the floor itself is the JVM's and the file's.
 *
 * <p>Usage: {@code java -cp src/results/target/test-classes io.meshbench.results.benchmark.ReadFloor <file>}
 */
public final class ReadFloor {

    private ReadFloor() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: ReadFloor <file>");
            System.exit(2);
        }
        System.out.println(lineBreaks(Path.of(args[0]), Runtime.getRuntime().availableProcessors()));
    }

    /** The number of line breaks in {@code file}, counted by {@code threads} threads over equal byte ranges. */
    static long lineBreaks(Path file, int threads) throws Exception {
        try (FileChannel channel = FileChannel.open(file)) {
            long size = channel.size();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Long>> counts = new ArrayList<>();
                for (int i = 0; i < threads; i++) {
                    long start = size * i / threads;
                    long end = size * (i + 1) / threads;
                    counts.add(pool.submit(() -> lineBreaks(channel, start, end)));
                }
                long total = 0;
                for (Future<Long> count : counts) {
                    total += count.get();
                }
                return total;
            } finally {
                pool.shutdown();
            }
        }
    }

    private static long lineBreaks(FileChannel channel, long start, long end) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
        byte[] bytes = buffer.array();
        long count = 0;
        for (long position = start; position < end; ) {
            buffer.clear().limit((int) Math.min(bytes.length, end - position));
            int read = channel.read(buffer, position);
            if (read < 0) {
                break;
            }
            for (int i = 0; i < read; i++) {
                if (bytes[i] == '\n') {
                    count++;
                }
            }
            position += read;
        }
        return count;
    }
}
