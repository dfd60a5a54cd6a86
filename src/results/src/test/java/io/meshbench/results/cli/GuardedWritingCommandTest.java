package io.meshbench.results.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.report.BenchmarkFixture;
import io.meshbench.testkit.TestFolders;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Issue 35's writing cases, each through the real command: a link, a FIFO or a folder where a command writes is
 * refused in one line with exit 2, and every file, inside and outside the folder, keeps its bytes. Before the one
 * writer, each of these changed a file or created one outside the folder with exit 0.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // the old code's write into a FIFO blocked for ever
class GuardedWritingCommandTest {

    private static final Path PAGE_FIXTURE = Path.of("src/test/resources/page");

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int execute(DeclaredCommand command, String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        CommandLine commandLine = new CommandLine(command.spec());
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        return commandLine.execute(args);
    }

    private Path benchmark() throws IOException {
        Path folder = dir.resolve("router/20261120-020000");
        BenchmarkFixture fixture = new BenchmarkFixture(folder);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("otel", "OTel agent", "l", 1, 4, 50, 3, 150, 12.5, false, null);
        return folder;
    }

    private static void mkfifo(Path path) throws Exception {
        assertThat(new ProcessBuilder("mkfifo", path.toString()).start().waitFor()).isZero();
    }

    private static boolean isFifo(Path path) throws Exception {
        return new ProcessBuilder("test", "-p", path.toString()).start().waitFor() == 0;
    }

    private void assertRefusedInOneLine(int exit, String... parts) {
        assertThat(exit).as(err.toString()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).doesNotContain("\n").doesNotContain("Exception").contains(parts);
    }

    private List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.map(file -> folder.relativize(file).toString()).sorted().toList();
        }
    }

    @Test
    void reportNeverWritesAPlotThroughALinkToTheRunsJtl() throws Exception {
        Path folder = benchmark();
        Path jtl = folder.resolve("runs/baseline/l/1/result.jtl");
        byte[] before = Files.readAllBytes(jtl);
        Files.createDirectories(folder.resolve("plots"));
        Path link = Files.createSymbolicLink(folder.resolve("plots/tps-l.svg"), jtl);

        int exit = execute(new ReportCommand(), folder.toString());

        assertRefusedInOneLine(exit, "plots/tps-l.svg", "is a symbolic link to " + jtl, "Remove the link");
        assertThat(Files.readAllBytes(jtl)).isEqualTo(before);
        assertThat(folder.resolve("report.md")).doesNotExist(); // all or none: nothing of the report either
    }

    @Test
    void reportCreatesNoFileWhereADanglingLatencyLogPoints() throws Exception {
        Path folder = benchmark();
        Path outside = dir.resolve("outside.hlog");
        Files.createSymbolicLink(folder.resolve("runs/otel/l/1/latency.hlog"), outside);

        int exit = execute(new ReportCommand(), folder.toString());

        assertRefusedInOneLine(exit, "runs/otel/l/1/latency.hlog", "is a symbolic link to " + outside
                + ", which does not exist");
        assertThat(outside).doesNotExist();
        assertThat(folder.resolve("report.md")).doesNotExist();
    }

    @Test
    void trendOutRefusesAFifoAndAnEmptyFolder() throws Exception {
        Path folder = benchmark();
        assertThat(execute(new ReportCommand(), folder.toString())).as(err.toString()).isZero();
        Path fifo = dir.resolve("trend.md");
        mkfifo(fifo);
        Path emptyFolder = Files.createDirectories(dir.resolve("trend.html"));

        assertRefusedInOneLine(execute(new TrendCommand(), folder.toString(), "--metric", "p90", "--out",
                fifo.toString()), "--out " + fifo, "is a FIFO (named pipe), not a regular file");
        assertThat(isFifo(fifo)).isTrue();
        assertRefusedInOneLine(execute(new TrendCommand(), folder.toString(), "--metric", "p90", "--out",
                emptyFolder.toString()), "--out " + emptyFolder, "is a folder, not a regular file");
        assertThat(Files.isDirectory(emptyFolder)).isTrue();
        // and a regular --out is written, with no temporary beside it
        Path md = dir.resolve("ok.md");
        assertThat(execute(new TrendCommand(), folder.toString(), "--metric", "p90", "--out", md.toString()))
                .as(err.toString()).isZero();
        assertThat(Files.readString(md)).contains("| ");
        assertThat(names(dir)).noneMatch(name -> name.endsWith(".partial"));
    }

    @Test
    void pageRefusesAFifoPageMd() throws Exception {
        Path page = TestFolders.copy(PAGE_FIXTURE, dir.resolve("page"));
        mkfifo(page.resolve("page.md"));

        assertRefusedInOneLine(execute(new PageCommand(), page.toString()), "page.md",
                "is a FIFO (named pipe), not a regular file");
        assertThat(isFifo(page.resolve("page.md"))).isTrue();
        assertThat(page.resolve("page.html")).doesNotExist();
    }

    @Test
    void whenPageHtmlCannotBeWrittenPageMdIsNotReplaced() throws Exception {
        Path page = TestFolders.copy(PAGE_FIXTURE, dir.resolve("page"));
        Files.writeString(page.resolve("page.md"), "the previous page");
        Files.createDirectories(page.resolve("page.html/kept")); // a folder where page.html goes: it cannot be written

        int exit = execute(new PageCommand(), page.toString());

        assertThat(page.resolve("page.md")).hasContent("the previous page"); // the old code had replaced it already
        assertRefusedInOneLine(exit, "page.html", "is a folder");
        assertThat(page.resolve("page.html/kept")).isDirectory();
        assertThat(names(page)).noneMatch(name -> name.contains(".partial") || name.contains(".previous"));
    }
}
