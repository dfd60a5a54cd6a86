package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/meshbench with the class-data archive the build wrote beside the jar: the archive is used, it changes
 * nothing the commands print, and one that does not fit is skipped without a word.
 */
class LauncherArchiveIT {

    private static final Path LAUNCHER = Path.of(System.getProperty("meshbench.launcher", "../../scripts/meshbench"));
    private static final Path JAR = Path.of(System.getProperty("meshbench.jar", "target/meshbench.jar"));
    private static final Path ARCHIVE = Path.of(System.getProperty("meshbench.archive", "target/meshbench.jsa"));
    private static final Path JTL = Path.of(System.getProperty("oracle.jtl",
            "../results/src/test/resources/oracle/result.jtl")).toAbsolutePath();

    @TempDir
    Path dir;

    @BeforeAll
    static void theBuildWroteAnArchive() {
        assumeThat(Boolean.getBoolean("cds.skip")).as("-Dcds.skip=true: no archive built").isFalse();
        assumeThat(System.getProperty("java.vm.info", "")).as("a JVM with class data sharing").contains("sharing");
        assertThat(ARCHIVE).as("the archive the package phase writes").isRegularFile();
    }

    @Test
    void theArchiveIsUsedAndChangesNoOutput() throws Exception {
        Path withLog = dir.resolve("with.log");
        Path withoutLog = dir.resolve("without.log");
        for (String format : List.of("json", "md")) {
            Run with = launch(LAUNCHER, Map.of("MESHBENCH_JAVA_OPTS", classLoadLog(withLog)), format);
            Run without = launch(LAUNCHER, Map.of("MESHBENCH_CDS", "off", "MESHBENCH_JAVA_OPTS",
                    classLoadLog(withoutLog)), format);
            Run plain = launch(null, Map.of(), format);

            assertThat(with.exit).isZero();
            assertThat(with.stderr).isEmpty();
            assertThat(with.stdout).contains("3200").isEqualTo(without.stdout).isEqualTo(plain.stdout);
            assertThat(without.exit).isZero();
            assertThat(without.stderr).isEmpty();

            String archived = Files.readString(withLog);
            assertThat(archived).contains("io.meshbench.results.cli.StatsCommand source: shared objects file (top)")
                    .contains("io.meshbench.results.jtl.FastJtlParser source: shared objects file (top)")
                    // picocli's Java 5 class files, rewritten by the build (build/UpgradeClassFiles.java)
                    .contains("picocli.CommandLine source: shared objects file (top)")
                    .doesNotContain("picocli.CommandLine source: file:");
            assertThat(archived.lines().filter(line -> line.contains("shared objects file (top)")).count())
                    .as("classes mapped from the archive").isGreaterThan(200);
            assertThat(Files.readString(withoutLog)).doesNotContain("shared objects file (top)")
                    .contains("io.meshbench.results.cli.StatsCommand source: file:");
        }
    }

    @Test
    void anArchiveThatDoesNotFitIsSkippedSilently() throws Exception {
        String expected = launch(null, Map.of(), "json").stdout;
        // the launcher looks for the jar and the archive under its own repository: a copy of that layout
        Path copy = dir.resolve("repo");
        Path target = Files.createDirectories(copy.resolve("src/harness/target"));
        Files.createDirectories(copy.resolve("scripts"));
        Path launcher = Files.copy(LAUNCHER, copy.resolve("scripts/meshbench"));
        Files.copy(JAR, target.resolve("meshbench.jar"));

        Files.write(target.resolve("meshbench.jsa"), new byte[] {1, 2, 3, 4}); // not an archive at all
        assertSilentAndSame(launch(launcher, Map.of(), "json"), expected);

        Files.copy(ARCHIVE, target.resolve("meshbench.jsa"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        // recorded for another jar (the build's): the class path does not match
        assertSilentAndSame(launch(launcher, Map.of(), "json"), expected);
    }

    private static void assertSilentAndSame(Run run, String expected) {
        assertThat(run.exit).isZero();
        assertThat(run.stderr).isEmpty();
        assertThat(run.stdout).isEqualTo(expected);
    }

    private static String classLoadLog(Path file) {
        return "-Xlog:class+load=info:file=" + file;
    }

    private record Run(int exit, String stdout, String stderr) {
    }

    /** {@code stats} on JMeter's own JTL through a launcher, or through plain {@code java -jar} when it is null. */
    private Run launch(Path launcher, Map<String, String> environment, String format)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (launcher == null) {
            command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                    JAR.toString()));
        } else {
            command.add(launcher.toString());
        }
        command.addAll(List.of("stats", JTL.toString(), "--format", format));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().remove("MESHBENCH_JAVA_OPTS");
        builder.environment().remove("MESHBENCH_CDS");
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("no exit within 120 s: " + command);
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }
}
