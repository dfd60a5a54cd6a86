package io.meshbench.results.paired;

import io.meshbench.results.format.ResourceSample;
import io.meshbench.results.samples.SamplesReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each sampled process's CPU per second from samples.jsonl. A sample at {@code ts} holds the CPU used since the one
 * before, so it is filed under the second in which that interval ended ({@code (ts - 1) / 1000}); a duet's two sides
 * are read in the same sampler tick, so their seconds pair exactly whatever the tick's phase.
 */
public final class CpuSeconds {

    private final Map<String, Map<Long, Double>> corePct = new LinkedHashMap<>();
    private final Map<String, Map<Long, Double>> coreMillis = new LinkedHashMap<>();

    public static CpuSeconds read(Path samples) {
        CpuSeconds cpu = new CpuSeconds();
        SamplesReader.read(samples, cpu::add);
        return cpu;
    }

    void add(ResourceSample sample) {
        if (sample.cpuMachinePct() == null || sample.cpuCorePct() == null) {
            return; // a process's first sample has no CPU figure
        }
        long second = Math.floorDiv(sample.ts() - 1, 1000L);
        corePct.computeIfAbsent(sample.process(), p -> new TreeMap<>()).put(second, sample.cpuCorePct());
        // % of one core over one second = CPU milliseconds * 10
        coreMillis.computeIfAbsent(sample.process(), p -> new TreeMap<>()).put(second, sample.cpuCorePct() * 10);
    }

    /** The processes with CPU figures, in the order first seen. */
    public java.util.Set<String> processes() {
        return corePct.keySet();
    }

    /** CPU in % of one core, per second: the one CPU unit of every table. */
    public SecondSeries corePct(String process) {
        return new SecondSeries(corePct.getOrDefault(process, Map.of()));
    }

    /** CPU time in ms per second. */
    public SecondSeries cpuMillis(String process) {
        return new SecondSeries(coreMillis.getOrDefault(process, Map.of()));
    }
}
