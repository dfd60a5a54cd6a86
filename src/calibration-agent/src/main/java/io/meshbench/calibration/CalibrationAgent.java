package io.meshbench.calibration;

import java.lang.instrument.Instrumentation;

/**
 * A Java agent that adds a known cost to a servlet service, so that a benchmark can show it recovers what was injected
 * (docs/calibration.md): {@code -javaagent:calibration-agent.jar=delayMs=4,cpuMicros=4000,heapMb=32,classes=500}.
 */
public final class CalibrationAgent {

    static final String NAME = "MeshBench calibration agent";
    /** Exit status of a JVM started with a bad agent argument. */
    static final int BAD_ARGUMENT = 2;

    private CalibrationAgent() {
    }

    public static void premain(String arguments, Instrumentation instrumentation) {
        InjectedCost cost;
        try {
            cost = InjectedCost.parse(arguments);
            if (cost.cpuMicros() > 0) {
                CpuDose.requireSupported();
            }
        } catch (RuntimeException e) {
            // one line and a non-zero exit: a JVM silently measured without its injected cost would mislead
            System.err.println(NAME + ": " + e.getMessage());
            System.exit(BAD_ARGUMENT);
            return;
        }
        HeapBlock.retain(cost.heapMb());
        GeneratedClasses.load(cost.classes());
        RequestCost.set(cost);
        if (cost.perRequest()) {
            instrumentation.addTransformer(new ServletEntryHook());
        }
        System.out.println(NAME + " " + cost + ": retained " + HeapBlock.retainedBytes() / (1024 * 1024)
                + " MiB, loaded " + GeneratedClasses.loadedCount() + " generated classes");
    }
}
