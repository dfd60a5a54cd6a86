package io.meshbench.harness.sampler;

import io.meshbench.results.format.ResourceSample;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Takes samples of one process and remembers what the next CPU figure needs: the previous CPU time and instant.
 * Not thread-safe: the sampler thread alone uses it.
 */
final class ProcessProbe implements SampleSource {

    private static final double ROUNDING = 100.0;

    private final SampledProcess target;
    private final int cores;
    private Path perfDataFile;
    private long previousCpuNanos = -1;
    private long previousNanoTime;

    ProcessProbe(SampledProcess target, int cores) {
        this.target = target;
        this.cores = cores;
    }

    /** A sample taken now, or empty when the process has exited. */
    @Override
    public Optional<ResourceSample> sample() {
        return sample(System.currentTimeMillis());
    }

    /**
     * A sample taken now and stamped {@code tickMillis}: the sampler's tick, the same for every process it reads in
     * that tick, so that a duet's two sides, read one after the other, can never fall into two different seconds.
     */
    Optional<ResourceSample> sample(long tickMillis) {
        long now = System.nanoTime();
        Optional<Long> cpuNanos = ProcFs.cpuNanos(target.pid());
        if (cpuNanos.isEmpty()) {
            return Optional.empty();
        }
        Double corePct = corePercent(cpuNanos.get(), now);
        Optional<PerfData> perf = perfData();
        return Optional.of(new ResourceSample(
                tickMillis,
                target.name(),
                target.pid(),
                corePct,
                corePct == null ? null : round(corePct / cores),
                perf.flatMap(PerfData::heapUsedBytes).orElse(null),
                perf.flatMap(PerfData::metaspaceUsedBytes).orElse(null),
                perf.flatMap(PerfData::nonHeapExceptCodeCacheBytes).orElse(null),
                perf.flatMap(PerfData::classesLoaded).orElse(null),
                perf.flatMap(PerfData::liveThreads).orElse(null),
                ProcFs.rssBytes(target.pid()).orElse(null),
                perf.flatMap(PerfData::classSpaceUsedBytes).orElse(null),
                perf.flatMap(PerfData::gcCount).orElse(null),
                perf.flatMap(PerfData::gcTimeMs).orElse(null)));
    }

    private Double corePercent(long cpuNanos, long now) {
        Double pct = null;
        if (previousCpuNanos >= 0 && now > previousNanoTime) {
            pct = round(100.0 * (cpuNanos - previousCpuNanos) / (now - previousNanoTime));
        }
        previousCpuNanos = cpuNanos;
        previousNanoTime = now;
        return pct;
    }

    /** The JVM creates its PerfData file early in start-up: look until it is there, then keep the path. */
    private Optional<PerfData> perfData() {
        if (perfDataFile == null) {
            perfDataFile = PerfData.locate(target.pid()).orElse(null);
        }
        return perfDataFile == null ? Optional.empty() : PerfData.read(perfDataFile);
    }

    private static double round(double value) {
        return Math.round(value * ROUNDING) / ROUNDING;
    }

    SampledProcess target() {
        return target;
    }
}
