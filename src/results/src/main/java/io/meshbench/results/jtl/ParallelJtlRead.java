package io.meshbench.results.jtl;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Reads a large file in parallel chunks, one per core, split after a line break. A chunk's start is only a guess
 * (the line break may sit inside a quoted field), which the parse of the chunk before it confirms; on a wrong guess,
 * or any problem in a later chunk, it gives up (null) and the reader reads the whole file again in one pass.
 */
final class ParallelJtlRead {

    private final boolean lenient;
    private final int maxChunks;
    private final long minChunkBytes;

    ParallelJtlRead(boolean lenient, int maxChunks, long minChunkBytes) {
        this.lenient = lenient;
        this.maxChunks = maxChunks;
        this.minChunkBytes = minChunkBytes;
    }

    /** @return the result, or null when the chunks must be read again as one */
    <S extends JtlSampleSink> JtlReader.Result<S> read(Path file, FileChannel channel, List<Long> starts,
                                                       Supplier<S> newSink) throws IOException {
        long size = channel.size();
        // the header line lies within the first 64 KB (JtlFileKind refuses a file without a line break there)
        JtlHeader header = new FastJtlParser(file, new ChunkInputStream(channel, 0, Math.min(size, JtlFileKind.PROBE_BYTES)),
                new RowHandler(file, lenient, (a, b, c, d, e, f) -> { }), true).readHeader();
        ExecutorService pool = Executors.newFixedThreadPool(starts.size(), runnable -> {
            Thread thread = new Thread(runnable, "jtl-chunk");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Chunk<S>>> futures = new ArrayList<>();
            for (int i = 0; i < starts.size(); i++) {
                long start = starts.get(i);
                long end = i + 1 < starts.size() ? starts.get(i + 1) : size;
                boolean first = i == 0;
                boolean last = i + 1 == starts.size();
                futures.add(pool.submit(() -> readChunk(file, channel, start, end, first, last, header, newSink)));
            }
            List<Chunk<S>> chunks = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                try {
                    chunks.add(futures.get(i).get());
                } catch (ExecutionException e) {
                    if (i == 0 && e.getCause() instanceof JtlFormatException problem) {
                        throw problem; // the first chunk starts where the file does: its line numbers are right
                    }
                    return null;
                }
            }
            return merge(file, chunks);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading " + file, e);
        } finally {
            pool.shutdownNow();
        }
    }

    private <S extends JtlSampleSink> Chunk<S> readChunk(Path file, FileChannel channel, long start, long end,
            boolean first, boolean last, JtlHeader header, Supplier<S> newSink) throws IOException {
        S sink = newSink.get();
        RowHandler rows = new RowHandler(file, lenient, sink);
        FastJtlParser parser = new FastJtlParser(file, new ChunkInputStream(channel, start, end), rows, last);
        try {
            if (first) {
                parser.readHeader();
            }
            parser.readRows(header);
        } catch (JtlFormatException problem) {
            if (first) {
                throw problem;
            }
            return new Chunk<>(sink, rows, parser, false); // line numbers are relative here: read again in one pass
        }
        return new Chunk<>(sink, rows, parser, first || rows.clean());
    }

    private record Chunk<S>(S sink, RowHandler rows, FastJtlParser parser, boolean trusted) {
    }

    private static <S> JtlReader.Result<S> merge(Path file, List<Chunk<S>> chunks) {
        long rows = 0;
        List<String> warnings = new ArrayList<>();
        long skipped = 0;
        for (int i = 0; i < chunks.size(); i++) {
            Chunk<S> chunk = chunks.get(i);
            if (!chunk.trusted() || (i + 1 < chunks.size() && chunk.parser().splitLastRecord())) {
                return null;
            }
            JtlReadSummary summary = chunk.rows().summary();
            rows += summary.rows();
            skipped += summary.skippedRows();
            warnings.addAll(summary.warnings());
        }
        return new JtlReader.Result<>(JtlFileCheck.withSamples(file, new JtlReadSummary(rows, skipped, warnings)),
                chunks.stream().map(Chunk::sink).toList());
    }

    /** Chunk starts: 0, then the byte after the first line break past each 1/n of the file. */
    List<Long> starts(FileChannel channel) throws IOException {
        long size = channel.size();
        int chunks = (int) Math.max(1, Math.min(maxChunks, size / minChunkBytes));
        List<Long> starts = new ArrayList<>(List.of(0L));
        ByteBuffer probe = ByteBuffer.allocate(64 * 1024);
        for (int i = 1; i < chunks; i++) {
            long position = size * i / chunks;
            long lineStart = -1;
            while (lineStart < 0 && position < size) {
                probe.clear();
                int read = channel.read(probe, position);
                for (int j = 0; j < read && lineStart < 0; j++) {
                    if (probe.get(j) == '\n') {
                        lineStart = position + j + 1;
                    }
                }
                position += Math.max(read, 1);
            }
            if (lineStart > starts.get(starts.size() - 1) && lineStart < size) {
                starts.add(lineStart);
            }
        }
        return starts;
    }
}
