package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The PerfData layout, on buffers written here in HotSpot's format (the real file is tested in JvmSamplerTest). */
class PerfDataTest {

    @Test
    void readsLongCountersInEitherByteOrderAndDerivesTheSampleFigures() {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("sun.gc.generation.0.space.0.used", 4_000_000L);
        counters.put("sun.gc.generation.0.space.2.used", 1_000_000L);
        counters.put("sun.gc.generation.1.space.0.used", 20_000_000L);
        counters.put("sun.gc.generation.1.space.0.capacity", 99_000_000L);
        counters.put("sun.gc.metaspace.used", 37_000_000L);
        counters.put("sun.gc.compressedclassspace.used", 4_900_000L);
        counters.put("java.cls.loadedClasses", 9_000L);
        counters.put("java.cls.sharedLoadedClasses", 700L);
        counters.put("java.cls.unloadedClasses", 50L);
        counters.put("java.threads.live", 31L);

        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            PerfData perf = PerfData.parse(perfDataFile(counters, order)).orElseThrow();

            assertThat(perf.heapUsedBytes()).contains(25_000_000L);
            assertThat(perf.metaspaceUsedBytes()).contains(37_000_000L);
            assertThat(perf.classSpaceUsedBytes()).contains(4_900_000L);
            assertThat(perf.classesLoaded()).contains(9_650L);
            assertThat(perf.liveThreads()).contains(31L);
            assertThat(perf.get("sun.os.hrt.frequency")).isEmpty();
        }
    }

    @Test
    void aFileWithoutTheMagicNumberIsNoPerfData() {
        assertThat(PerfData.parse(ByteBuffer.wrap(new byte[64]))).isEmpty();
        assertThat(PerfData.parse(ByteBuffer.wrap(new byte[4]))).isEmpty();
    }

    /** Prologue (32 bytes) then one 'J' scalar entry per counter, as HotSpot's perfMemory.hpp lays them out. */
    private static ByteBuffer perfDataFile(Map<String, Long> counters, ByteOrder order) {
        ByteBuffer buffer = ByteBuffer.allocate(4096);
        buffer.order(ByteOrder.BIG_ENDIAN).putInt(0, 0xcafec0c0);
        buffer.put(4, (byte) (order == ByteOrder.LITTLE_ENDIAN ? 1 : 0));
        buffer.order(order);
        buffer.putInt(24, 32);
        buffer.putInt(28, counters.size());
        int entry = 32;
        for (Map.Entry<String, Long> counter : counters.entrySet()) {
            byte[] name = (counter.getKey() + "\0").getBytes(StandardCharsets.US_ASCII);
            int dataOffset = 20 + ((name.length + 7) / 8) * 8;
            int length = dataOffset + 8;
            buffer.putInt(entry, length);
            buffer.putInt(entry + 4, 20);
            buffer.putInt(entry + 8, 0);
            buffer.put(entry + 12, (byte) 'J');
            buffer.put(entry + 20, name);
            buffer.putLong(entry + dataOffset, counter.getValue());
            buffer.putInt(entry + 16, dataOffset);
            entry += length;
        }
        return buffer;
    }
}
