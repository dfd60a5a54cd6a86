package io.meshbench.results.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadFloorTest {

    @TempDir
    Path folder;

    @Test
    void countsEveryLineBreakWhateverTheSplit() throws Exception {
        Path jtl = folder.resolve("result.jtl");
        new JtlGenerator(50_000, 1000, 7).write(jtl);
        long expected = Files.readAllLines(jtl).size();

        for (int threads = 1; threads <= 5; threads++) {
            assertThat(ReadFloor.lineBreaks(jtl, threads)).as("%d threads", threads).isEqualTo(expected);
        }
    }

    @Test
    void aFileWithoutLineBreaksHasNone() throws Exception {
        Path file = Files.writeString(folder.resolve("one.jtl"), "timeStamp,elapsed");

        assertThat(ReadFloor.lineBreaks(file, 3)).isZero();
    }
}
