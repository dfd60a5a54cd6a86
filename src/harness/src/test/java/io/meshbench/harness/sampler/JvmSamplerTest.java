package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.format.ResourceSample;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Samples a real child JVM ({@link BusyChild}) while the test makes it allocate, load classes, start threads, spin. */
class JvmSamplerTest {

    private static final long MB = 1024 * 1024;

    @TempDir
    Path dir;

    private Process child;
    private PrintWriter commands;
    private BufferedReader answers;

    @BeforeEach
    void startChild() throws Exception {
        String classpath = Path.of(BusyChild.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xms256m", "-Xmx256m", "-XX:+UseG1GC", "-cp", classpath, BusyChild.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        commands = new PrintWriter(child.getOutputStream(), true, StandardCharsets.UTF_8);
        answers = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        assertThat(answers.readLine()).isEqualTo("ready");
    }

    @AfterEach
    void stopChild() throws Exception {
        child.destroyForcibly();
        child.waitFor(10, TimeUnit.SECONDS);
    }

    @Test
    void heapClassesThreadsAndMemoryMoveAsTheChildDoes() throws Exception {
        ProcessProbe probe = new ProcessProbe(new SampledProcess("child", child.pid()), 2);

        ResourceSample first = probe.sample().orElseThrow();
        assertThat(first.cpuCorePct()).as("CPU is a difference: none in the first sample").isNull();
        assertThat(first.process()).isEqualTo("child");
        assertThat(first.pid()).isEqualTo(child.pid());
        assertThat(first.classesLoaded()).isBetween(400L, 5000L);
        assertThat(first.threads()).isBetween(2L, 30L);

        send("threads 5");
        ResourceSample withThreads = probe.sample().orElseThrow();
        assertThat(withThreads.threads()).isEqualTo(first.threads() + 5);
        assertThat(withThreads.cpuCorePct()).isNotNull();

        // Class counts are live counters; metaspace is refreshed at collections, hence the gc before reading it.
        send("classes 1"); // loads the child's own class-defining machinery once, so the next 300 are only Loaded copies
        send("gc");
        ResourceSample beforeClasses = probe.sample().orElseThrow();
        send("classes 300");
        send("gc");
        ResourceSample withClasses = probe.sample().orElseThrow();
        assertThat(withClasses.classesLoaded() - beforeClasses.classesLoaded()).isBetween(300L, 310L);
        assertThat(withClasses.metaspaceUsedBytes()).isGreaterThan(beforeClasses.metaspaceUsedBytes());
        assertThat(withClasses.nonHeapExceptCodeCacheBytes())
                .isEqualTo(withClasses.metaspaceUsedBytes() + withClasses.classSpaceUsedBytes());
        assertThat(withClasses.classSpaceUsedBytes()).isPositive().isLessThan(withClasses.metaspaceUsedBytes());

        send("alloc 64");
        send("gc");
        ResourceSample withHeap = probe.sample().orElseThrow();
        assertThat(withHeap.heapUsedBytes() - withClasses.heapUsedBytes()).isBetween(56 * MB, 80 * MB);
        assertThat(withHeap.rssBytes()).isGreaterThan(withHeap.heapUsedBytes());
        assertThat(withHeap.rssBytes() - withClasses.rssBytes()).isGreaterThanOrEqualTo(48 * MB);
    }

    /**
     * The child prints what its own MemoryMXBean says right after a collection; read from outside, metaspace and class
     * space must match its pools, and the non-heap figure is the JVM's non-heap without the code heaps, which have no
     * PerfData counter (and are not small: they are what the field name admits to leaving out).
     */
    @Test
    void nonHeapIsTheJvmsOwnNonHeapWithoutTheCodeCache() throws Exception {
        ProcessProbe probe = new ProcessProbe(new SampledProcess("child", child.pid()), 2);
        send("classes 50");

        commands.println("nonheap");
        String[] own = answers.readLine().split(" ");
        assertThat(answers.readLine()).isEqualTo("ok");
        long metaspace = Long.parseLong(own[1]);
        long classSpace = Long.parseLong(own[2]);
        long codeHeaps = Long.parseLong(own[3]);
        long jvmNonHeap = Long.parseLong(own[4]);
        ResourceSample sample = probe.sample().orElseThrow();

        // within 64 KB: the JIT compiler threads can add code between the child's reads of its pools and of the total
        assertThat(jvmNonHeap).as("the JVM's non-heap is the sum of its NON_HEAP pools")
                .isCloseTo(metaspace + classSpace + codeHeaps, within(64 * 1024L));
        assertThat(sample.metaspaceUsedBytes()).isCloseTo(metaspace, within(16 * 1024L));
        assertThat(sample.classSpaceUsedBytes()).isCloseTo(classSpace, within(16 * 1024L));
        assertThat(sample.nonHeapExceptCodeCacheBytes()).isCloseTo(jvmNonHeap - codeHeaps, within(32 * 1024L));
        assertThat(codeHeaps).as("the part left out").isGreaterThan(512 * 1024L);
    }

    /** Three collections forced in the child show as three more in the PerfData counters, with their time. */
    @Test
    void collectionsAndTheirTimeAreCountedFromOutside() throws Exception {
        ProcessProbe probe = new ProcessProbe(new SampledProcess("child", child.pid()), 2);
        ResourceSample before = probe.sample().orElseThrow();
        send("gc");
        send("gc");
        send("gc");
        ResourceSample after = probe.sample().orElseThrow();

        assertThat(after.gcCount() - before.gcCount()).isGreaterThanOrEqualTo(3);
        assertThat(after.gcTimeMs()).isGreaterThan(before.gcTimeMs());
    }

    @Test
    void aSpinningThreadReadsAsTheCpuTheChildCountsItselfAndAnIdleJvmAlmostNothing() throws Exception {
        ProcessProbe probe = new ProcessProbe(new SampledProcess("child", child.pid()), 2);
        send("spin");
        Thread.sleep(200);
        probe.sample();
        long fromNanos = System.nanoTime();
        long fromCpu = childCpuNanos();
        Thread.sleep(2000);
        ResourceSample busy = probe.sample().orElseThrow();
        double ownPct = 100.0 * (childCpuNanos() - fromCpu) / (System.nanoTime() - fromNanos);

        send("rest");
        Thread.sleep(300);
        probe.sample();
        Thread.sleep(1500);
        ResourceSample idle = probe.sample().orElseThrow();

        // One spinning thread: up to one core, less when other work on this shared 2-core box takes some of it; the
        // sampler (/proc, in clock ticks) must read what the child's own clock counted over the same 2 s.
        assertThat(busy.cpuCorePct()).isLessThan(115.0)
                .isCloseTo(ownPct, within(Math.max(8.0, ownPct * 0.15)));
        assertThat(busy.cpuMachinePct()).isCloseTo(busy.cpuCorePct() / 2, within(0.01));
        assertThat(idle.cpuCorePct()).isLessThan(Math.min(15.0, busy.cpuCorePct()));
    }

    @Test
    void writesSamplesJsonlAndMeasuresItsOwnCost() throws Exception {
        Path samples = dir.resolve("runs/baseline/50u/1/samples.jsonl");
        JvmSampler sampler = JvmSampler.start(samples, List.of(new SampledProcess("consumer", child.pid())),
                Duration.ofMillis(200));
        sampler.add(new SampledProcess("gone", deadPid()));
        Thread.sleep(1100);

        SamplerCost cost = sampler.stop();

        List<String> all = Files.readAllLines(samples);
        assertThat(cost.samples()).isEqualTo(all.size());
        List<String> machine = all.stream().filter(line -> line.contains("\"process\":\"machine\"")).toList();
        assertThat(machine).hasSizeBetween(3, 8).allSatisfy(line -> assertThat(new ObjectMapper().readTree(line)
                .get("cpuMachinePct").asDouble()).isBetween(0.0, 100.0));
        List<String> lines = all.stream().filter(line -> !machine.contains(line)).toList();
        assertThat(lines).hasSizeBetween(4, 8);
        assertThat(lines.get(0)).startsWith("{\"ts\":").contains("\"process\":\"consumer\",\"pid\":" + child.pid() + ",")
                .doesNotContain("cpuCorePct");
        ObjectMapper json = new ObjectMapper();
        List<Long> timestamps = new ArrayList<>();
        for (String line : lines) {
            JsonNode sample = json.readTree(line);
            assertThat(sample.get("process").asText()).isEqualTo("consumer");
            // heap and metaspace may be 0 in a JVM that has not collected yet (PerfData refreshes them at collections)
            for (String field : List.of("heapUsedBytes", "metaspaceUsedBytes", "nonHeapExceptCodeCacheBytes")) {
                assertThat(sample.get(field).asLong()).as(field).isNotNegative();
            }
            for (String field : List.of("classesLoaded", "threads", "rssBytes")) {
                assertThat(sample.get(field).asLong()).as(field).isPositive();
            }
            timestamps.add(sample.get("ts").asLong());
        }
        assertThat(timestamps).isSorted().doesNotHaveDuplicates();
        assertThat(json.readTree(lines.get(1)).has("cpuCorePct")).isTrue();
        assertThat(cost.cpuNanos()).isPositive();
        assertThat(cost.wallNanos()).isGreaterThanOrEqualTo(Duration.ofMillis(1100).toNanos());
        assertThat(cost.cpuCorePct()).isBetween(0.0, 50.0);
        assertThat(sampler.stop()).isSameAs(cost);
    }

    /**
     * A duet's sides are read one after the other in one tick (/proc and PerfData per process, about a millisecond
     * each here); every line of a tick carries the tick's time, so a pair can never straddle a second.
     */
    @Test
    void everyProcessReadInOneTickCarriesTheTicksTime() throws Exception {
        Path samples = dir.resolve("duets/javaagent/10u/1/samples.jsonl");
        List<SampledProcess> sides = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            sides.add(new SampledProcess("baseline/service-" + i, child.pid()));
            sides.add(new SampledProcess("treated/service-" + i, child.pid()));
        }
        JvmSampler sampler = JvmSampler.start(samples, sides, Duration.ofMillis(250));
        Thread.sleep(1100);
        sampler.stop();

        ObjectMapper json = new ObjectMapper();
        List<List<JsonNode>> ticks = new ArrayList<>();
        for (String line : Files.readAllLines(samples)) {
            JsonNode sample = json.readTree(line);
            if (sample.get("process").asText().equals("baseline/service-1")) {
                ticks.add(new ArrayList<>());
            }
            ticks.get(ticks.size() - 1).add(sample);
        }
        assertThat(ticks).hasSizeGreaterThanOrEqualTo(2);
        for (List<JsonNode> tick : ticks) {
            assertThat(tick.size()).isBetween(40, 41); // the machine's line is missing when no clock tick passed
            assertThat(tick.stream().map(sample -> sample.get("ts").asLong()).distinct().toList())
                    .as("one time per tick").hasSize(1);
        }
    }

    /** The CPU time the child has used by its own clock. */
    private long childCpuNanos() throws Exception {
        commands.println("cpu");
        String answer = answers.readLine();
        assertThat(answer).startsWith("cpu ");
        assertThat(answers.readLine()).isEqualTo("ok");
        return Long.parseLong(answer.substring("cpu ".length()));
    }

    private void send(String command) throws Exception {
        commands.println(command);
        assertThat(answers.readLine()).isEqualTo("ok");
    }

    /** The pid of a process that has exited. */
    private static long deadPid() throws Exception {
        Process done = new ProcessBuilder("true").start();
        done.waitFor();
        return done.pid();
    }
}
