package io.meshbench.services.common.metrics;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * {@code process.cpu.time} (Prometheus: {@code process_cpu_time_ns_total}), the CPU time the JVM has used, as newer
 * Micrometer versions publish it. Micrometer 1.8 (Spring Boot 2.6) has only {@code process.cpu.usage}, a ratio over
 * the time since whoever read it last, which a second scraper (Prometheus itself) would cut short; a counter read at
 * two instants gives the CPU in between exactly, as {@code /proc/<pid>/stat} does locally.
 */
public final class ProcessCpuTimeMetrics implements MeterBinder {

    @Override
    public void bindTo(MeterRegistry registry) {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean hotspot) {
            FunctionCounter.builder("process.cpu.time", hotspot,
                            bean -> (double) Math.max(0, bean.getProcessCpuTime()))
                    .baseUnit("ns")
                    .description("The CPU time used by the Java virtual machine process")
                    .register(registry);
        }
    }
}
