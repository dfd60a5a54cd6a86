package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs src/test/harness/EnginesRun.java on meshbench.jar's classpath: one load through the harness's JMeterRunner. */
final class EnginesRunProcess {

    private EnginesRunProcess() {
    }

    /** @return its output, after asserting that it ended by itself within 4 minutes */
    static String run(Path work, Path plan, Path folder, int engines, List<String> hosts, Map<String, String> properties)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", Harness.path("meshbench.harness.jar").toString(),
                TestPaths.repoRoot().resolve("src/bench/src/test/harness/EnginesRun.java").toString(),
                TestPaths.jmeterHome().toString(), plan.toString(), folder.toString(), String.valueOf(engines),
                hosts.isEmpty() ? "-" : String.join(",", hosts)));
        properties.forEach((key, value) -> command.add(key + "=" + value));
        Path log = work.resolve(folder.getFileName() + ".out");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean ended = process.waitFor(4, TimeUnit.MINUTES);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        String output = Files.readString(log);
        assertThat(ended).as("EnginesRun ended: " + output).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        return output;
    }
}
