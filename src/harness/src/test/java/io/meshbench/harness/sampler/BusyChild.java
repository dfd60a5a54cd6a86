package io.meshbench.harness.sampler;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

/**
 * A child JVM the sampler test drives over stdin, one command per line, each answered "ok" once done:
 * {@code alloc <MB>} keeps that much heap reachable, {@code classes <n>} defines n new classes (each in its own loader),
 * {@code threads <n>} starts n sleeping threads, {@code spin} / {@code rest} starts / stops one busy-spinning thread,
 * {@code gc} runs a full collection (HotSpot refreshes its heap and metaspace PerfData counters at collections),
 * {@code nonheap} collects, then prints the JVM's own non-heap figures ({@code nonheap <metaspace> <class space>
 * <code heaps> <MemoryMXBean non-heap>}) before its "ok", {@code cpu} prints the CPU time the process has used,
 * by its own clock ({@code cpu <ns>}), before its "ok".
 */
public final class BusyChild {

    private static final List<Object> KEPT = new ArrayList<>();
    private static volatile boolean spinning;
    public static volatile long sink;

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("ready");
        for (String line; (line = in.readLine()) != null; ) {
            String[] command = line.split(" ");
            switch (command[0]) {
                case "alloc" -> {
                    for (int i = 0; i < Integer.parseInt(command[1]) * 4; i++) {
                        KEPT.add(new byte[256 * 1024]);
                    }
                }
                case "classes" -> defineClasses(Integer.parseInt(command[1]));
                case "threads" -> {
                    for (int i = 0; i < Integer.parseInt(command[1]); i++) {
                        Thread sleeper = new Thread(BusyChild::sleepForever, "sleeper-" + i);
                        sleeper.setDaemon(true);
                        sleeper.start();
                    }
                }
                case "spin" -> {
                    spinning = true;
                    Thread spinner = new Thread(BusyChild::spin, "spinner");
                    spinner.setDaemon(true);
                    spinner.start();
                }
                case "rest" -> spinning = false;
                case "gc" -> System.gc();
                case "nonheap" -> {
                    nonHeap(); // first call loads the management classes
                    System.gc(); // HotSpot refreshes the metaspace PerfData counters now
                    long[] pools = nonHeap();
                    System.out.println(new StringBuilder("nonheap ").append(pools[0]).append(' ').append(pools[1])
                            .append(' ').append(pools[2]).append(' ').append(pools[3]));
                }
                case "cpu" -> System.out.println("cpu " + ((com.sun.management.OperatingSystemMXBean)
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime());
                default -> throw new IllegalArgumentException(line);
            }
            System.out.println("ok");
        }
    }

    /**
     * The JVM's own view: Metaspace pool, Compressed Class Space pool, the CodeHeap pools summed, and
     * MemoryMXBean's non-heap used (the sum of all NON_HEAP pools).
     */
    private static long[] nonHeap() {
        long metaspace = 0;
        long classSpace = 0;
        long codeHeaps = 0;
        for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() != java.lang.management.MemoryType.NON_HEAP) {
                continue;
            }
            long used = pool.getUsage().getUsed();
            if (pool.getName().equals("Metaspace")) {
                metaspace = used;
            } else if (pool.getName().equals("Compressed Class Space")) {
                classSpace = used;
            } else {
                codeHeaps += used;
            }
        }
        long total = java.lang.management.ManagementFactory.getMemoryMXBean().getNonHeapMemoryUsage().getUsed();
        return new long[] {metaspace, classSpace, codeHeaps, total};
    }

    /** Defines class {@link Loaded} again in {@code count} fresh loaders: {@code count} more loaded classes. */
    private static void defineClasses(int count) throws Exception {
        byte[] bytes;
        try (InputStream in = BusyChild.class.getResourceAsStream("Loaded.class")) {
            bytes = in.readAllBytes();
        }
        for (int i = 0; i < count; i++) {
            ClassLoader loader = new ClassLoader(null) {
                @Override
                protected Class<?> findClass(String name) {
                    return defineClass(name, bytes, 0, bytes.length);
                }
            };
            KEPT.add(loader.loadClass(Loaded.class.getName()));
        }
    }

    private static void sleepForever() {
        try {
            Thread.sleep(Long.MAX_VALUE);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void spin() {
        long x = 0;
        while (spinning) {
            x += System.nanoTime() % 7;
        }
        sink = x;
    }
}
