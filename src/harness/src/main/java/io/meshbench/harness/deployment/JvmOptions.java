package io.meshbench.harness.deployment;

import java.util.ArrayList;
import java.util.List;

/**
 * The JVM flags every service JVM gets, identical in every treatment, so the treatment's own arguments are the only
 * difference between a baseline and a treated process.
 *
 * @param heap  -Xms and -Xmx (a fixed heap keeps heap sizing out of the comparison), e.g. {@code 256m}
 * @param extra further flags, appended as given
 */
public record JvmOptions(String heap, List<String> extra) {

    /**
     * What Sermant needs on JDK 17 (Spring config injection fails with InaccessibleObjectException otherwise); given to
     * the baseline too.
     */
    public static final List<String> ADD_OPENS = List.of(
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.math=ALL-UNNAMED",
            "--add-opens=java.base/sun.net.www=ALL-UNNAMED",
            "--add-opens=java.base/sun.net.www.protocol.http=ALL-UNNAMED");

    public static final JvmOptions DEFAULTS = new JvmOptions("256m", List.of());

    public JvmOptions {
        heap = heap == null || heap.isBlank() ? "256m" : heap;
        extra = extra == null ? List.of() : List.copyOf(extra);
    }

    public List<String> flags() {
        List<String> flags = new ArrayList<>();
        flags.add("-Xms" + heap);
        flags.add("-Xmx" + heap);
        flags.add("-XX:+UseG1GC");
        // The sampler reads PerfData counters (hsperfdata): make sure they are on and in the shared file.
        flags.add("-XX:+UsePerfData");
        flags.add("-XX:-PerfDisableSharedMem");
        // A JDK HttpServer otherwise delays every response by about 40 ms (Nagle + delayed ACK).
        flags.add("-Dsun.net.httpserver.nodelay=true");
        flags.addAll(ADD_OPENS);
        flags.addAll(extra);
        return flags;
    }
}
