package io.meshbench.harness.sampler;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The numeric counters of a HotSpot JVM's PerfData file ({@code /tmp/hsperfdata_<user>/<pid>}), the file {@code jstat}
 * reads. Reading it attaches nothing to the JVM and starts no thread in it.
 *
 * <p>Layout (HotSpot {@code perfMemory.hpp}): a prologue (magic {@code 0xcafec0c0} big-endian, byte order, versions,
 * ..., entry offset at 24, entry count at 28), then entries of {@code entry_length, name_offset, vector_length,
 * data_type, flags, data_units, data_variability, data_offset}; a scalar {@code 'J'} entry holds one 64-bit value.
 */
final class PerfData {

    private static final int MAGIC = 0xcafec0c0;
    private static final Path TMP = Path.of("/tmp");
    private static final Pattern GC_INVOCATIONS = Pattern.compile("sun\\.gc\\.collector\\.\\d+\\.invocations");
    private static final Pattern GC_TIME = Pattern.compile("sun\\.gc\\.collector\\.\\d+\\.time");
    private static final Pattern GC_SPACE_USED = Pattern.compile("sun\\.gc\\.generation\\.\\d+\\.space\\.\\d+\\.used");

    private final Map<String, Long> longs;

    private PerfData(Map<String, Long> longs) {
        this.longs = longs;
    }

    /** The PerfData file of {@code pid}, in whichever user's {@code /tmp/hsperfdata_*} folder holds it. */
    static Optional<Path> locate(long pid) {
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(TMP, "hsperfdata_*")) {
            for (Path dir : dirs) {
                Path file = dir.resolve(Long.toString(pid));
                if (Files.isRegularFile(file)) {
                    return Optional.of(file);
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** Reads every scalar long counter of the file; empty when it is gone or not (yet) a PerfData file. */
    static Optional<PerfData> read(Path file) {
        try {
            return parse(ByteBuffer.wrap(Files.readAllBytes(file)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static Optional<PerfData> parse(ByteBuffer buffer) {
        if (buffer.limit() < 32 || buffer.order(ByteOrder.BIG_ENDIAN).getInt(0) != MAGIC) {
            return Optional.empty();
        }
        buffer.order(buffer.get(4) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        int entry = buffer.getInt(24);
        int count = buffer.getInt(28);
        Map<String, Long> longs = new HashMap<>(count * 2);
        for (int i = 0; i < count && entry + 20 <= buffer.limit(); i++) {
            int length = buffer.getInt(entry);
            if (length <= 0) {
                break;
            }
            int vectorLength = buffer.getInt(entry + 8);
            if (buffer.get(entry + 12) == 'J' && vectorLength == 0) {
                longs.put(nameAt(buffer, entry + buffer.getInt(entry + 4)), buffer.getLong(entry + buffer.getInt(entry + 16)));
            }
            entry += length;
        }
        return Optional.of(new PerfData(longs));
    }

    private static String nameAt(ByteBuffer buffer, int offset) {
        int end = offset;
        while (end < buffer.limit() && buffer.get(end) != 0) {
            end++;
        }
        byte[] name = new byte[end - offset];
        buffer.get(offset, name);
        return new String(name, StandardCharsets.US_ASCII);
    }

    Optional<Long> get(String counter) {
        return Optional.ofNullable(longs.get(counter));
    }

    /** The sum of every counter whose name matches {@code names}; empty when none does. */
    Optional<Long> sum(Pattern names) {
        return longs.entrySet().stream()
                .filter(e -> names.matcher(e.getKey()).matches())
                .map(Map.Entry::getValue)
                .reduce(Long::sum);
    }

    /** Java heap used: every GC space's used counter, as {@code jstat -gc} adds them (eden, survivors, old). */
    Optional<Long> heapUsedBytes() {
        return sum(GC_SPACE_USED);
    }

    /** Metaspace used, class space included (HotSpot's combined statistics; {@code jstat -gc} MU). */
    Optional<Long> metaspaceUsedBytes() {
        return get("sun.gc.metaspace.used");
    }

    /** The compressed class space part of {@link #metaspaceUsedBytes()} ({@code jstat -gc} CCSU). */
    Optional<Long> classSpaceUsedBytes() {
        return get("sun.gc.compressedclassspace.used");
    }

    /**
     * The JVM's non-heap (MemoryMXBean: the sum of its NON_HEAP pools) without the code cache: the Metaspace pool
     * (class space included) plus the Compressed Class Space pool, added as the JVM adds them. HotSpot 17 has no
     * PerfData counter of the CodeHeap pools' use ({@code sun.ci.nmethodSize} only ever grows), so they are left out.
     */
    Optional<Long> nonHeapExceptCodeCacheBytes() {
        return metaspaceUsedBytes().map(metaspace -> metaspace + classSpaceUsedBytes().orElse(0L));
    }

    /** Classes loaded now: loaded minus unloaded, from the archive (CDS) and not, as JMX counts them. */
    Optional<Long> classesLoaded() {
        Optional<Long> loaded = get("java.cls.loadedClasses");
        if (loaded.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(loaded.get()
                + get("java.cls.sharedLoadedClasses").orElse(0L)
                - get("java.cls.unloadedClasses").orElse(0L)
                - get("java.cls.sharedUnloadedClasses").orElse(0L));
    }

    /**
     * Collections since the JVM started, of every collector (G1: young, full, concurrent cycle pauses), as
     * {@code jstat -gc} counts YGC + FGC + CGC.
     */
    Optional<Long> gcCount() {
        return sum(GC_INVOCATIONS);
    }

    /** Time in collections since the JVM started, in ms: the collectors' ticks over the high-resolution timer's rate. */
    Optional<Double> gcTimeMs() {
        Optional<Long> frequency = get("sun.os.hrt.frequency");
        return frequency.filter(f -> f > 0)
                .flatMap(f -> sum(GC_TIME).map(ticks -> Math.round(ticks * 1000_000.0 / f) / 1000.0));
    }

    /** Live Java threads as JMX counts them (compiler and other hidden threads excluded). */
    Optional<Long> liveThreads() {
        return get("java.threads.live");
    }
}
