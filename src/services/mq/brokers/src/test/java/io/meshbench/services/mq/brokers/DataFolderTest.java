package io.meshbench.services.mq.brokers;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataFolderTest {

    @TempDir
    Path work;

    @Test
    void aFolderAThreadStillWritesIntoForAMomentIsGoneAfterTheDelete() throws Exception {
        Path data = DataFolder.fresh(work.resolve("mq-data/broker"));
        Files.createDirectories(data.resolve("store/commitlog"));
        Files.writeString(data.resolve("store/commitlog/0000"), "x");
        CountDownLatch writing = new CountDownLatch(1);
        // a broker's thread winding down: a last log line or two written after the delete has begun
        Thread lastWriter = new Thread(() -> {
            writing.countDown();
            long until = System.nanoTime() + 150_000_000L;
            for (int i = 0; System.nanoTime() < until; i++) {
                try {
                    Files.createDirectories(data.resolve("logs"));
                    Files.writeString(data.resolve("logs/broker-" + i + ".log"), "stopping");
                    Thread.sleep(5);
                } catch (Exception e) {
                    // the folder went away under it: write again, as a logger would
                }
            }
        });
        lastWriter.start();
        writing.await();

        DataFolder.delete(data);
        lastWriter.join();

        assertThat(data).doesNotExist();
    }

    @Test
    void freshEmptiesWhatAnEarlierRunLeft() throws Exception {
        Path folder = work.resolve("mq-data/broker");
        Files.createDirectories(folder.resolve("store"));
        Files.writeString(folder.resolve("store/old"), "old");

        Path data = DataFolder.fresh(folder);

        assertThat(data).isEmptyDirectory().isEqualTo(folder.toAbsolutePath());
    }
}
