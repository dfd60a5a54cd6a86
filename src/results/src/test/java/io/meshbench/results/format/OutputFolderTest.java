package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The one writer's guarantees, each against the file system, and its failures injected at its seam. */
@Timeout(value = 60, unit = TimeUnit.SECONDS) // a FIFO opened for writing would block: the test must not hang
class OutputFolderTest {

    @TempDir
    Path dir;

    private Path out() throws IOException {
        return Files.createDirectories(dir.resolve("out"));
    }

    private static OutputFolder.Content text(String text) {
        return OutputFolder.Content.text(text);
    }

    /** Creates and renames as usual, but the {@code failing}-th write or rename (1-based) fails as a full disk would. */
    private static OutputFolder.Seam failingAt(int failing) {
        AtomicInteger count = new AtomicInteger();
        return new OutputFolder.Seam() {
            @Override
            public OutputStream create(Path file) throws IOException {
                OutputStream real = OutputFolder.FILES.create(file);
                boolean fail = count.incrementAndGet() == failing;
                return new FilterOutputStream(real) {
                    @Override
                    public void write(byte[] bytes, int offset, int length) throws IOException {
                        if (fail) {
                            out.write(bytes, offset, Math.min(length, 3)); // half a file, then the disk is full
                            throw new IOException("No space left on device");
                        }
                        out.write(bytes, offset, length);
                    }
                };
            }

            @Override
            public void move(Path from, Path to) throws IOException {
                if (count.incrementAndGet() == failing) {
                    throw new IOException("No space left on device");
                }
                OutputFolder.FILES.move(from, to);
            }
        };
    }

    private List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesAndReplacesARegularFileLeavingNoTemporary() throws IOException {
        Path out = out();
        Files.writeString(out.resolve("report.md"), "old");
        OutputFolder folder = OutputFolder.of("report", out);
        folder.writeString(out.resolve("report.md"), "new");
        folder.writeString(Path.of("plots/tps.svg"), "<svg/>");
        assertThat(out.resolve("report.md")).hasContent("new");
        assertThat(out.resolve("plots/tps.svg")).hasContent("<svg/>");
        assertThat(names(out)).containsExactly("plots", "report.md");
    }

    @Test
    void neverWritesThroughALinkToAnotherFile() throws IOException {
        Path out = out();
        Path jtl = Files.writeString(out.resolve("result.jtl"), "timeStamp,elapsed\n");
        Files.createDirectories(out.resolve("plots"));
        Path link = Files.createSymbolicLink(out.resolve("plots/tps.svg"), jtl);

        assertThatThrownBy(() -> OutputFolder.of("plot", out).writeString(link, "<svg/>"))
                .isInstanceOf(ResultsException.class).hasMessageContaining("plot " + link + ": is a symbolic link to "
                        + jtl).hasMessageContaining("Remove the link");
        assertThat(jtl).hasContent("timeStamp,elapsed\n");
        assertThat(Files.isSymbolicLink(link)).isTrue();
    }

    @Test
    void aDanglingLinkCreatesNothingWhereItPoints() throws IOException {
        Path out = out();
        Path elsewhere = dir.resolve("elsewhere.hlog");
        Path link = Files.createSymbolicLink(out.resolve("latency.hlog"), elsewhere);

        assertThatThrownBy(() -> OutputFolder.of("report", out).writeString(link, "log"))
                .hasMessageContaining("is a symbolic link to " + elsewhere + ", which does not exist");
        assertThat(elsewhere).doesNotExist();
    }

    @Test
    void aLinkedFolderOnTheWayIsRefused() throws IOException {
        Path out = out();
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.createSymbolicLink(out.resolve("plots"), outside);

        assertThatThrownBy(() -> OutputFolder.of("plot", out).writeString(Path.of("plots/tps.png"), "png"))
                .hasMessageContaining(out.toRealPath().resolve("plots") + ": is a symbolic link to " + outside)
                .hasMessageContaining("Replace the link by a folder");
        assertThat(names(outside)).isEmpty();
    }

    @Test
    void pathsOutsideTheFolderAreRefused() throws IOException {
        Path out = out();
        OutputFolder folder = OutputFolder.of("--out", out);
        for (Path target : List.of(Path.of("../escaped.md"), out.resolve("../escaped.md"), dir.resolve("escaped.md"),
                Path.of("sub/../../escaped.md"))) {
            assertThatThrownBy(() -> folder.writeString(target, "x")).as(target.toString())
                    .hasMessageContaining("--out " + target + ": lies outside " + out);
        }
        assertThat(dir.resolve("escaped.md")).doesNotExist();
    }

    @Test
    void aFifoADeviceAndAFolderAreNeverReplaced() throws Exception {
        Path out = out();
        Path fifo = out.resolve("page.md");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        Path emptyFolder = Files.createDirectories(out.resolve("trend.md"));
        OutputFolder folder = OutputFolder.of("page", out);

        assertThatThrownBy(() -> folder.writeString(fifo, "page")).hasMessageContaining("page " + fifo
                + ": exists and is a FIFO (named pipe), not a regular file");
        assertThatThrownBy(() -> folder.writeString(emptyFolder, "trend")).hasMessageContaining("exists and is a folder");
        assertThat(Files.isDirectory(emptyFolder)).isTrue();
        assertThat(new ProcessBuilder("test", "-p", fifo.toString()).start().waitFor()).isZero();
        assertThatThrownBy(() -> OutputFolder.of("--junit", Path.of("/dev")).writeString(Path.of("/dev/null"), "x"))
                .hasMessageContaining("exists and is a character device");
    }

    @Test
    void anInputIsNeverReplaced() throws IOException {
        Path out = out();
        Path input = Files.writeString(out.resolve("report.json"), "{}");
        Path sameFile = Files.createLink(out.resolve("junit.xml"), input); // a hard link: one file, two names

        assertThatThrownBy(() -> OutputFolder.of("--junit", out, input).writeString(sameFile, "<xml/>"))
                .hasMessageContaining("--junit " + sameFile + ": is " + input + ", a file this command reads");
        assertThat(input).hasContent("{}");
    }

    @Test
    void aFailedSecondWriteReplacesNeitherFileAndLeavesNoTemporary() throws IOException {
        Path out = out();
        Files.writeString(out.resolve("page.md"), "old md");
        Files.writeString(out.resolve("page.html"), "old html");
        OutputFolder folder = OutputFolder.of("page", out, failingAt(2));

        assertThatThrownBy(() -> folder.batch().add(Path.of("page.md"), text("new md"))
                .add(Path.of("page.html"), text("new html")).commit())
                .hasMessageContaining("page " + out.toRealPath().resolve("page.html") + ": cannot be written (No space "
                        + "left on device); nothing was replaced");
        assertThat(out.resolve("page.md")).hasContent("old md");
        assertThat(out.resolve("page.html")).hasContent("old html");
        assertThat(names(out)).containsExactly("page.html", "page.md");
    }

    @Test
    void aFailedRenameAfterTheFirstFileWasMovedInPutsThePreviousPairBack() throws IOException {
        Path out = out();
        Files.writeString(out.resolve("report.md"), "old md");
        Files.writeString(out.resolve("report.json"), "old json");
        // 1, 2 write the temporaries; 3, 4 set the old pair aside; 5 moves the new report.md in; 6 fails
        OutputFolder folder = OutputFolder.of("report", out, failingAt(6));

        assertThatThrownBy(() -> folder.batch().add(Path.of("report.md"), text("new md"))
                .add(Path.of("report.json"), text("new json")).commit()).hasMessageContaining("No space left on device");
        assertThat(out.resolve("report.md")).hasContent("old md");
        assertThat(out.resolve("report.json")).hasContent("old json");
        assertThat(names(out)).containsExactly("report.json", "report.md");
    }

    @Test
    void aFailureWithoutAPreviousPairLeavesNothing() throws IOException {
        Path out = out();
        OutputFolder folder = OutputFolder.of("report", out, failingAt(1));
        assertThatThrownBy(() -> folder.batch().add(Path.of("report.md"), text("new md"))
                .add(Path.of("report.json"), text("new json")).commit()).hasMessageContaining("No space left");
        assertThat(names(out)).isEmpty();
    }

    @Test
    void staleTemporariesOfThisFileAreSweptAndOthersKept() throws IOException {
        Path out = out();
        Files.writeString(out.resolve("report.md.partial"), "left by an older version");
        Files.writeString(out.resolve("report.md.0123456789abcdef.partial"), "left by a killed process");
        Files.writeString(out.resolve("notes.partial"), "the user's");
        Files.setLastModifiedTime(out.resolve("notes.partial"), FileTime.fromMillis(0));

        OutputFolder.of("report", out).writeString(Path.of("report.md"), "new");

        assertThat(names(out)).containsExactly("notes.partial", "report.md");
    }

    @Test
    void aStreamIsWrittenInPlaceAndNeverThroughALink() throws IOException {
        Path out = out();
        OutputFolder folder = OutputFolder.of("samples", out);
        Files.createDirectories(out.resolve("runs/a"));
        Files.writeString(out.resolve("runs/a/samples.jsonl"), "an earlier attempt's, longer");
        try (OutputStream samples = folder.stream(Path.of("runs/a/samples.jsonl"))) {
            samples.write('x');
        }
        assertThat(out.resolve("runs/a/samples.jsonl")).hasContent("x");
        Path elsewhere = Files.writeString(dir.resolve("elsewhere.log"), "kept");
        Files.createSymbolicLink(out.resolve("console.log"), elsewhere);
        assertThatThrownBy(() -> folder.stream(Path.of("console.log"))).hasMessageContaining("is a symbolic link");
        assertThat(elsewhere).hasContent("kept");
    }

    @Test
    void aChildsLogIsAppendedToAndNeverThroughALink() throws Exception {
        Path out = out();
        OutputFolder folder = OutputFolder.of("process log", out);
        Files.createDirectories(out.resolve("logs"));
        Files.writeString(out.resolve("logs/provider.log"), "first start\n");
        Process echo = new ProcessBuilder("echo", "second start")
                .redirectOutput(folder.appendRedirect(Path.of("logs/provider.log"))).start();
        assertThat(echo.waitFor()).isZero();
        assertThat(out.resolve("logs/provider.log")).hasContent("first start\nsecond start");
        Path jtl = Files.writeString(out.resolve("result.jtl"), "timeStamp\n");
        Files.createSymbolicLink(out.resolve("logs/consumer.log"), jtl);
        assertThatThrownBy(() -> folder.appendRedirect(Path.of("logs/consumer.log")))
                .hasMessageContaining("is a symbolic link to " + jtl);
        assertThat(jtl).hasContent("timeStamp\n");
    }

    @Test
    void addIfAbsentKeepsAnExistingFileAndSkipsALinkedFolder() throws IOException {
        Path out = out();
        Path run = Files.createDirectories(out.resolve("runs/baseline/l/1"));
        Files.writeString(run.resolve("latency.hlog"), "kept");
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.createSymbolicLink(out.resolve("runs/baseline/l/2"), elsewhere);

        OutputFolder.of("report", out).batch()
                .addIfAbsent(run.resolve("latency.hlog"), text("new"))
                .addIfAbsent(out.resolve("runs/baseline/l/2/latency.hlog"), text("new"))
                .add(Path.of("report.md"), text("md")).commit();

        assertThat(run.resolve("latency.hlog")).hasContent("kept");
        assertThat(names(elsewhere)).isEmpty();
        assertThat(out.resolve("report.md")).hasContent("md");
    }
}
