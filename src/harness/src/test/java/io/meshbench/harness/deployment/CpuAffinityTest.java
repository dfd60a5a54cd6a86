package io.meshbench.harness.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.comparison.JavaCommand;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CpuAffinityTest {

    /** Prints what the JVM believes it may use. */
    public static final class AvailableProcessors {
        public static void main(String[] args) {
            System.out.print(Runtime.getRuntime().availableProcessors());
        }
    }

    @Test
    void aPinnedJvmSizesItselfToItsCpus() throws Exception {
        CpuAffinity one = new CpuAffinity(1);
        assertThat(one.prefix()).containsExactly("taskset", "-c", "0");
        assertThat(new CpuAffinity(2).cpuList()).isEqualTo("0-1");

        List<String> command = new ArrayList<>(one.prefix());
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), AvailableProcessors.class.getName()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("1");
    }

    @Test
    void theRecordedCommandIsStillReadAsTheJavaLine() {
        JavaCommand pinned = JavaCommand.parse(List.of("taskset", "-c", "0-1", "/jdk/bin/java", "-Xmx256m", "-jar",
                "app.jar", "--server.port=1"));
        assertThat(pinned.launcher()).isEqualTo("/jdk/bin/java");
        assertThat(pinned.jvmFlags()).containsExactly("-Xmx256m");
        assertThat(pinned.main()).isEqualTo("-jar app.jar");
    }
}
