package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Independent engines through the harness's own JMeterRunner (src/test/harness/EnginesRun.java on meshbench.jar's
 * classpath), with the provisioned JMeter, against the deterministic LoopbackServer: the oracle plan sends a fixed
 * number of requests (users x loops x 2), every 25th of each path answered 500, latencies from a fixed cycle. Two
 * engines with half the threads each and one engine with all of them must give the same count and error count, and
 * percentiles that agree within the timing noise of two separate runs (JMeter's own client-side time on a busy machine,
 * two JVMs against one); the merge itself must be exact: the merged JTL gives the very figures of the engines' rows
 * taken together unmerged.
 */
class IndependentEnginesIT {

    private static final Pattern MERGED = Pattern.compile(
            "merged samples=(\\d+) errors=(\\d+) p50=([\\d.]+) p90=([\\d.]+) p99=([\\d.]+)");
    /**
     * Two separate runs' own timing on a busy 2-core machine (each run lasts seconds, in JVMs still compiling): 15 % of
     * the server's latencies (30 to 100 ms, so that they, not the client, dominate), at least 4 ms.
     */
    private static final double PERCENTILE_TOLERANCE = 0.15;

    @TempDir
    Path work;

    @Test
    void twoEnginesAndOneGiveTheSameMergedFigures() throws Exception {
        Run one = run(1);
        Run two = run(2);

        assertThat(one.samples).isEqualTo(8 * 40 * 2);
        assertThat(two.samples).as("same count").isEqualTo(one.samples);
        // every 25th request per path fails, whichever engine sent it
        assertThat(two.errors).as("same errors").isEqualTo(one.errors).isEqualTo(2 * (8 * 40 / 25));
        assertThat(two.p50).isCloseTo(one.p50, org.assertj.core.data.Offset.offset(Math.max(4, one.p50 * PERCENTILE_TOLERANCE)));
        assertThat(two.p90).isCloseTo(one.p90, org.assertj.core.data.Offset.offset(Math.max(4, one.p90 * PERCENTILE_TOLERANCE)));
        String merged = two.output.lines().filter(line -> line.startsWith("merged ")).findFirst().orElseThrow();
        assertThat(two.output).as("the merge is exact").contains("union " + merged.substring("merged ".length()));

        assertThat(two.engines).hasSize(2);
        long engineRows = 0;
        for (String engine : two.engines) {
            assertThat(engine).contains("host=local", "users=4", "exitCode=0", "clockOffsetMs=", "achievedTps=");
            engineRows += Long.parseLong(field(engine, "rows"));
        }
        assertThat(engineRows).as("the merged JTL's rows are the engines' rows").isEqualTo(two.samples);
        assertThat(Files.isRegularFile(work.resolve("engines-2/engines/1/result.jtl"))).isTrue();
        assertThat(Files.isRegularFile(work.resolve("engines-2/engines/2/result.jtl"))).isTrue();
        assertThat(two.output).contains("beyondBound=false");
    }

    static String field(String entry, String name) {
        Matcher matcher = Pattern.compile("\\b" + name + "=([^,}]+)").matcher(entry);
        assertThat(matcher.find()).as(name + " in " + entry).isTrue();
        return matcher.group(1);
    }

    private record Run(long samples, long errors, double p50, double p90, List<String> engines, String output) {
    }

    /** A run against a server of its own: its error and latency cycles start afresh, as the other run's did. */
    private Run run(int engines) throws IOException, InterruptedException {
        Path folder = Files.createDirectories(work.resolve("server-" + engines));
        Process server = LoopbackServerProcess.start(folder, "/chain:30:20,/other:60:40");
        try {
            return run(LoopbackServerProcess.port(folder, server), engines);
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private Run run(int port, int engines) throws IOException, InterruptedException {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("port", String.valueOf(port));
        properties.put("users", "8");
        properties.put("loops", "40");
        String output = EnginesRunProcess.run(work, TestPaths.repoRoot().resolve("scripts/oracle.jmx"),
                work.resolve("engines-" + engines), engines, List.of(), properties);
        System.out.println("EnginesRun with " + engines + " engine(s):\n" + output);
        Matcher merged = MERGED.matcher(output);
        assertThat(merged.find()).as(output).isTrue();
        List<String> engineLines = new ArrayList<>();
        output.lines().filter(line -> line.startsWith("engine ")).forEach(engineLines::add);
        assertThat(output).contains("exit 0");
        return new Run(Long.parseLong(merged.group(1)), Long.parseLong(merged.group(2)),
                Double.parseDouble(merged.group(3)), Double.parseDouble(merged.group(4)), engineLines, output);
    }
}
