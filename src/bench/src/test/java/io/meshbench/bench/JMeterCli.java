package io.meshbench.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the provisioned JMeter non-GUI the way the harness does (docs/jmeter.md), bounded in time. */
final class JMeterCli {

    private JMeterCli() {
    }

    /** The outcome of one run: JMeter's exit code and how long it took. */
    record Outcome(int exitCode, Duration elapsed) {
    }

    static Outcome run(Path plan, Path resultFile, Map<String, String> properties, Duration limit)
            throws IOException, InterruptedException {
        Path home = TestPaths.jmeterHome();
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", home.resolve("bin/ApacheJMeter.jar").toString(),
                "-n", "-t", plan.toString(),
                "-q", TestPaths.plan("user.properties").toString(),
                "-l", resultFile.toString(),
                "-j", resultFile.resolveSibling("jmeter.log").toString()));
        properties.forEach((key, value) -> command.add("-J" + key + "=" + value));

        long start = System.nanoTime();
        Process jmeter = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(resultFile.resolveSibling("jmeter.out").toFile())
                .start();
        if (!jmeter.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            jmeter.descendants().forEach(ProcessHandle::destroyForcibly);
            jmeter.destroyForcibly().waitFor();
            throw new AssertionError("JMeter did not end by itself within " + limit + ": " + command);
        }
        return new Outcome(jmeter.exitValue(), Duration.ofNanos(System.nanoTime() - start));
    }
}
