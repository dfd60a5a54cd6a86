package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import org.junit.jupiter.api.Test;

/** A full disk is told apart from other write failures, however deep the I/O error sits. */
class DiskFullTest {

    @Test
    void aFullDiskUnderAnUncheckedWrapperIsFoundWithItsOwnMessage() {
        FileSystemException full = new FileSystemException("/r/runs/a/1/run.json.partial", null, "No space left on device");
        RuntimeException wrapped = new UncheckedIOException("Cannot write /r/runs/a/1/run.json", full);

        assertThat(DiskFull.in(new IllegalStateException("run failed", wrapped)))
                .contains("/r/runs/a/1/run.json.partial: No space left on device");
    }

    @Test
    void anotherWriteFailureIsNoFullDisk() {
        assertThat(DiskFull.in(new UncheckedIOException(new IOException("Permission denied")))).isEmpty();
    }
}
