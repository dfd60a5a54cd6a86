package io.meshbench.results.samples;

import io.meshbench.results.format.ResourceSample;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** Folds samples.jsonl into mean/max per process over a time window (the same one the JTL was trimmed to). */
public final class ResourceStatistics {

    private ResourceStatistics() {
    }

    /**
     * @param fromMs window start, epoch ms (inclusive)
     * @param toMs   window end, epoch ms (inclusive)
     * @return resources per process, sorted by process name
     */
    public static Map<String, ProcessResources> of(Path samplesFile, long fromMs, long toMs) {
        return of(samplesFile, fromMs, toMs, warning -> { });
    }

    /** The same, with a sentence per tolerated problem (a truncated last line) given to {@code warnings}. */
    public static Map<String, ProcessResources> of(Path samplesFile, long fromMs, long toMs,
                                                   java.util.function.Consumer<String> warnings) {
        Map<String, ProcessAccumulator> processes = new TreeMap<>();
        SamplesReader.read(samplesFile, sample -> {
            if (sample.ts() >= fromMs && sample.ts() <= toMs) {
                processes.computeIfAbsent(sample.process(), ProcessAccumulator::new).add(sample);
            }
        }, warnings);
        Map<String, ProcessResources> result = new LinkedHashMap<>();
        processes.forEach((name, accumulator) -> result.put(name, accumulator.resources()));
        return result;
    }

    private static final class ProcessAccumulator {
        private final String process;
        private long samples;
        private final Figure.Accumulator cpuCore = new Figure.Accumulator();
        private final Figure.Accumulator cpuMachine = new Figure.Accumulator();
        private final Figure.Accumulator heap = new Figure.Accumulator();
        private final Figure.Accumulator metaspace = new Figure.Accumulator();
        private final Figure.Accumulator nonHeap = new Figure.Accumulator();
        private final Figure.Accumulator classes = new Figure.Accumulator();
        private final Figure.Accumulator threads = new Figure.Accumulator();
        private final Figure.Accumulator rss = new Figure.Accumulator();
        private long saturated;
        private final Figure.Accumulator foreign = new Figure.Accumulator();
        private long foreignBusy;
        // the cumulative GC counters at the earliest and the latest ts: lines need not be in time order
        private final Extremes<Long> gcCount = new Extremes<>();
        private final Extremes<Double> gcTimeMs = new Extremes<>();

        ProcessAccumulator(String process) {
            this.process = process;
        }

        void add(ResourceSample sample) {
            samples++;
            cpuCore.add(sample.cpuCorePct());
            cpuMachine.add(sample.cpuMachinePct());
            heap.add(sample.heapUsedBytes());
            metaspace.add(sample.metaspaceUsedBytes());
            nonHeap.add(sample.nonHeapExceptCodeCacheBytes());
            classes.add(sample.classesLoaded());
            threads.add(sample.threads());
            rss.add(sample.rssBytes());
            gcCount.add(sample.ts(), sample.gcCount());
            gcTimeMs.add(sample.ts(), sample.gcTimeMs());
            if (sample.cpuMachinePct() != null && sample.cpuMachinePct() >= ProcessResources.SATURATED_PCT) {
                saturated++;
            }
            foreign.add(sample.foreignCorePct());
            if (sample.foreignCorePct() != null && sample.foreignCorePct() >= ForeignCpu.THRESHOLD_CORE_PCT) {
                foreignBusy++;
            }
        }

        ProcessResources resources() {
            return new ProcessResources(process, samples, cpuCore.figure(), cpuMachine.figure(), heap.figure(),
                    metaspace.figure(), nonHeap.figure(), classes.figure(), threads.figure(), rss.figure(), saturated,
                    gcCount.last == null ? null : gcCount.last - gcCount.first,
                    gcTimeMs.last == null ? null : Math.round((gcTimeMs.last - gcTimeMs.first) * 1000) / 1000.0,
                    foreign.figure() == null ? null : new ForeignCpu(foreign.figure(), foreignBusy));
        }
    }

    /** A value at the earliest and at the latest ts seen (nulls skipped). */
    private static final class Extremes<T> {
        private long firstTs = Long.MAX_VALUE;
        private long lastTs = Long.MIN_VALUE;
        private T first;
        private T last;

        void add(long ts, T value) {
            if (value == null) {
                return;
            }
            if (ts < firstTs) {
                firstTs = ts;
                first = value;
            }
            if (ts >= lastTs) {
                lastTs = ts;
                last = value;
            }
        }
    }
}
