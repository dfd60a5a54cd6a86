package io.meshbench.calibration;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the agent adds, from its argument {@code delayMs=4,cpuMicros=4000,heapMb=32,classes=500} (each optional,
 * default 0, whole numbers &ge; 0).
 *
 * @param delayMs   wall-clock delay per HTTP server request (the thread parks, using no CPU)
 * @param cpuMicros CPU per HTTP server request, by the request thread's own CPU clock
 * @param heapMb    heap held for the JVM's lifetime, in MiB
 * @param classes   classes generated and loaded at start
 */
public record InjectedCost(long delayMs, long cpuMicros, long heapMb, long classes) {

    static final String USAGE = "give whole numbers >= 0 as -javaagent:calibration-agent.jar="
            + "delayMs=4,cpuMicros=4000,heapMb=32,classes=500 (each optional, default 0)";

    /** @throws IllegalArgumentException naming the bad part and what to write instead */
    public static InjectedCost parse(String arguments) {
        Map<String, Long> values = new LinkedHashMap<>();
        values.put("delayMs", 0L);
        values.put("cpuMicros", 0L);
        values.put("heapMb", 0L);
        values.put("classes", 0L);
        if (arguments != null && !arguments.isBlank()) {
            for (String part : arguments.split(",")) {
                String[] pair = part.split("=", 2);
                String key = pair[0].strip();
                if (!values.containsKey(key)) {
                    throw new IllegalArgumentException("unknown argument '" + part + "' (known: "
                            + String.join(", ", values.keySet()) + "): " + USAGE);
                }
                values.put(key, wholeNumber(part, pair.length == 2 ? pair[1].strip() : ""));
            }
        }
        return new InjectedCost(values.get("delayMs"), values.get("cpuMicros"), values.get("heapMb"),
                values.get("classes"));
    }

    private static long wholeNumber(String part, String text) {
        try {
            long value = Long.parseLong(text);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below, with the same message as a negative value
        }
        throw new IllegalArgumentException("bad value in '" + part + "': " + USAGE);
    }

    public boolean perRequest() {
        return delayMs > 0 || cpuMicros > 0;
    }

    @Override
    public String toString() {
        return "delayMs=" + delayMs + ",cpuMicros=" + cpuMicros + ",heapMb=" + heapMb + ",classes=" + classes;
    }
}
