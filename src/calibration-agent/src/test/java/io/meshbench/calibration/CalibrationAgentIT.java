package io.meshbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import javax.servlet.http.HttpServlet;
import org.junit.jupiter.api.Test;

/** The shaded agent jar in child JVMs, as -Pcalibrate mounts it. */
class CalibrationAgentIT {

    private static final Path JAR = Path.of(System.getProperty("calibration.agent.jar", "target/calibration-agent.jar"));
    private static final long MS = 1_000_000;

    @Test
    void loadsExactlyTheClassesItIsToldToAddPlusItsGeneratorOnce() throws Exception {
        long none = loadedClasses("classes=0");
        long one = loadedClasses("classes=1");
        long many = loadedClasses("classes=500");

        assertThat(many - one).isEqualTo(499);
        // the first class also loads the generator: ASM's writer and the generated classes' loader, once
        assertThat(one - none - 1).isBetween(1L, (long) OWN_GENERATOR_CLASSES);
    }

    /** The most classes generating the first one may load besides it (ASM's writer); docs/calibration.md cites it. */
    static final int OWN_GENERATOR_CLASSES = 40;

    private static long loadedClasses(String agentArguments) throws Exception {
        return Long.parseLong(child(agentArguments, "classes").lastLine());
    }

    @Test
    void retainsTheHeapBlockAcrossFullCollections() throws Exception {
        long without = Long.parseLong(child("heapMb=0", "heap").lastLine());
        long with = Long.parseLong(child("heapMb=32", "heap").lastLine());
        assertThat(with - without).isBetween(32L << 20, 34L << 20);
    }

    @Test
    void everyServletRequestPaysTheDelayAndTheCpuDose() throws Exception {
        Child child = child("delayMs=5,cpuMicros=20000", "request");
        String[] cpuAndWall = child.lastLine().split(" ");
        long cpu = Long.parseLong(cpuAndWall[0]);
        long wall = Long.parseLong(cpuAndWall[1]);

        assertThat(child.output).contains("MeshBench calibration agent: hooked javax/servlet/http/HttpServlet#service");
        assertThat(cpu).isBetween(20 * MS, 22 * MS);
        assertThat(wall).isGreaterThanOrEqualTo(25 * MS);
    }

    /**
     * A forward pays neither dose. Bounded by the doses themselves, not by a wall-clock limit: a call that paid would
     * use at least 20 ms of CPU (the thread's own clock) and hold at least 500 ms, every time; of five calls, a busy
     * machine does not delay every one by half a second.
     */
    @Test
    void aForwardOfARequestThatPaidAlreadyCostsNothingMore() throws Exception {
        Child child = child("delayMs=500,cpuMicros=20000", "forwards");
        String[] cpuAndWall = child.lastLine().split(" ");

        assertThat(child.output).contains("MeshBench calibration agent: hooked javax/servlet/http/HttpServlet#service");
        assertThat(Long.parseLong(cpuAndWall[0])).as("least CPU of five forwards").isLessThan(2 * MS);
        assertThat(Long.parseLong(cpuAndWall[1])).as("least wall time of five forwards").isLessThan(500 * MS);
    }

    @Test
    void withoutAPerRequestCostServletsAreLeftUntouched() throws Exception {
        Child child = child("heapMb=1", "request");
        assertThat(child.output).doesNotContain("hooked");
        assertThat(Long.parseLong(child.lastLine().split(" ")[0])).isLessThan(2 * MS);
    }

    @Test
    void aBadArgumentStopsTheJvmWithOneLine() throws Exception {
        Child child = child("delayMs=4,cpu=2", "classes", 2);
        assertThat(child.output.strip()).isEqualTo("MeshBench calibration agent: unknown argument 'cpu=2' (known: "
                + "delayMs, cpuMicros, heapMb, classes): " + InjectedCost.USAGE);
    }

    @Test
    void shadesAsmUnderItsOwnPackage() throws IOException {
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Premain-Class"))
                    .isEqualTo(CalibrationAgent.class.getName());
            assertThat(jar.getEntry("io/meshbench/calibration/shaded/asm/ClassWriter.class")).isNotNull();
            assertThat(jar.stream().map(entry -> entry.getName()).filter(name -> name.startsWith("org/"))).isEmpty();
        }
    }

    private record Child(String output) {
        String lastLine() {
            String[] lines = output.strip().split("\n");
            return lines[lines.length - 1].strip();
        }
    }

    private static Child child(String agentArguments, String probe) throws Exception {
        return child(agentArguments, probe, 0);
    }

    private static Child child(String agentArguments, String probe, int expectedExit) throws Exception {
        assertThat(JAR).as("the shaded agent jar (mvn package)").isRegularFile();
        // the child sees the test classes and the servlet API, not target/classes: the agent comes from its jar only
        String classPath = codeSource(ChildProbe.class) + File.pathSeparator + codeSource(HttpServlet.class);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xms64m", "-Xmx64m", "-XX:+UseG1GC", "-Xshare:off",
                "-javaagent:" + JAR.toAbsolutePath() + "=" + agentArguments, "-cp", classPath,
                ChildProbe.class.getName(), probe));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as(output).isEqualTo(expectedExit);
            return new Child(output);
        } finally {
            process.destroyForcibly();
        }
    }

    private static String codeSource(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
