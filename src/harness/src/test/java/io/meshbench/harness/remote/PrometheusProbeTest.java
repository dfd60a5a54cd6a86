package io.meshbench.harness.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.format.ResourceSample;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** Micrometer's metrics in Prometheus' format become samples.jsonl figures, and only those it has. */
class PrometheusProbeTest {

    /** Lines of a real scrape of MeshBench's data service (Spring Boot 2.6, Micrometer 1.8), comments included. */
    static String scrape(double cpuNanos) {
        return """
                # HELP process_cpu_time_ns_total The CPU time used by the Java virtual machine process
                # TYPE process_cpu_time_ns_total counter
                process_cpu_time_ns_total %s
                system_cpu_count 2.0
                jvm_gc_pause_seconds_count{action="end of minor GC",cause="Metadata GC Threshold",} 1.0
                jvm_gc_pause_seconds_sum{action="end of minor GC",cause="Metadata GC Threshold",} 0.055
                jvm_gc_pause_seconds_count{action="end of minor GC",cause="G1 Evacuation Pause",} 3.0
                jvm_gc_pause_seconds_sum{action="end of minor GC",cause="G1 Evacuation Pause",} 0.047
                jvm_threads_live_threads 22.0
                jvm_classes_loaded_classes 8667.0
                process_cpu_usage 0.25
                jvm_memory_used_bytes{area="nonheap",id="CodeHeap 'profiled nmethods'",} 5795200.0
                jvm_memory_used_bytes{area="heap",id="G1 Survivor Space",} 2882048.0
                jvm_memory_used_bytes{area="heap",id="G1 Old Gen",} 1.7005568E7
                jvm_memory_used_bytes{area="nonheap",id="Metaspace",} 3.87748E7
                jvm_memory_used_bytes{area="nonheap",id="CodeHeap 'non-nmethods'",} 1276544.0
                jvm_memory_used_bytes{area="heap",id="G1 Eden Space",} 1.7825792E7
                jvm_memory_used_bytes{area="nonheap",id="Compressed Class Space",} 5168784.0
                """.formatted(cpuNanos);
    }

    final PrometheusProbe probe = new PrometheusProbe("consumer", URI.create("http://127.0.0.1:1/actuator/prometheus"), 4242L);

    @Test
    void memoryClassesThreadsAndGcComeFromMicrometersJvmMetrics() {
        ResourceSample sample = probe.toSample(PrometheusText.parse(scrape(1.073E10)), 0, 1_700_000_000_000L);

        assertThat(sample.process()).isEqualTo("consumer");
        assertThat(sample.pid()).isEqualTo(4242L);
        assertThat(sample.ts()).isEqualTo(1_700_000_000_000L);
        assertThat(sample.heapUsedBytes()).isEqualTo(2_882_048L + 17_005_568L + 17_825_792L);
        assertThat(sample.metaspaceUsedBytes()).isEqualTo(38_774_800L);
        assertThat(sample.classSpaceUsedBytes()).isEqualTo(5_168_784L);
        assertThat(sample.nonHeapExceptCodeCacheBytes()).as("Metaspace + Compressed Class Space, no CodeHeap")
                .isEqualTo(38_774_800L + 5_168_784L);
        assertThat(sample.classesLoaded()).isEqualTo(8667L);
        assertThat(sample.threads()).isEqualTo(22L);
        assertThat(sample.gcCount()).isEqualTo(4L);
        assertThat(sample.gcTimeMs()).isEqualTo(102.0);
        assertThat(sample.rssBytes()).as("not exposed: left empty, never estimated").isNull();
    }

    @Test
    void cpuIsTheChangeOfTheCpuTimeCounterOverTheTimeBetweenScrapes() {
        ResourceSample first = probe.toSample(PrometheusText.parse(scrape(10_000_000_000.0)), 1_000_000_000L, 1L);
        ResourceSample second = probe.toSample(PrometheusText.parse(scrape(10_300_000_000.0)), 3_000_000_000L, 2L);

        assertThat(first.cpuCorePct()).as("a difference: none at the first scrape").isNull();
        assertThat(second.cpuCorePct()).as("0.3 s of CPU in 2 s").isEqualTo(15.0);
        assertThat(second.cpuMachinePct()).as("of the 2 CPUs the JVM sees").isEqualTo(7.5);
    }

    @Test
    void withoutTheCounterCpuIsMicrometersRecentUsageTimesTheCpus() {
        String withoutCounter = scrape(0).lines().filter(line -> !line.startsWith("process_cpu_time"))
                .reduce("", (a, b) -> a + b + "\n");

        ResourceSample sample = probe.toSample(PrometheusText.parse(withoutCounter), 0, 1L);

        assertThat(sample.cpuCorePct()).as("0.25 of 2 CPUs").isEqualTo(50.0);
        assertThat(sample.cpuMachinePct()).isEqualTo(25.0);
    }

    @Test
    void aScrapeWithoutJvmMetricsLeavesThoseFiguresEmpty() {
        ResourceSample sample = probe.toSample(PrometheusText.parse("up 1\n"), 0, 1L);

        assertThat(sample.heapUsedBytes()).isNull();
        assertThat(sample.classesLoaded()).isNull();
        assertThat(sample.cpuCorePct()).isNull();
    }

    @Test
    void labelsWithEscapesAndSpecialValuesParse() {
        PrometheusText text = PrometheusText.parse("""
                a{x="q\\"uote",y="back\\\\slash"} 1 1700000000000
                b +Inf
                c NaN
                """);

        assertThat(text.samples().get(0).labels()).containsEntry("x", "q\"uote").containsEntry("y", "back\\slash");
        assertThat(text.sum("a", "x", "q\"uote").getAsDouble()).isEqualTo(1.0);
        assertThat(text.value("b").getAsDouble()).isInfinite();
    }

    @Test
    void somethingElseThanPrometheusFormatNamesItsLine() {
        assertThatThrownBy(() -> PrometheusText.parse("# fine\nok 1\n<html>\n"))
                .hasMessageContaining("line 3").hasMessageContaining("<html>");
        assertThatThrownBy(() -> PrometheusText.parse("a{x=\"1\" 2\n")).hasMessageContaining("line 1");
    }

    @Test
    void anUnreachableServiceCostsItsLineAndIsCounted() {
        PrometheusProbe unreachable = new PrometheusProbe("consumer",
                URI.create("http://127.0.0.1:" + io.meshbench.harness.machine.LoopbackPorts.free() + "/actuator/prometheus"), null);

        assertThat(unreachable.sample()).isEmpty();
        assertThat(unreachable.failedScrapes()).isEqualTo(1);
        assertThat(unreachable.lastFailure()).contains("ConnectException");
    }
}
