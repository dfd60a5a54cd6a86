package io.meshbench.harness.duet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run folder's files go through the one writer: a side's file that is a link is refused, its target untouched. */
class SideSplitLinkTest {

    @TempDir
    Path dir;

    @Test
    void aSidesSamplesFileThatIsALinkIsRefusedAndWhatItPointsAtKept() throws Exception {
        Path combined = Files.write(dir.resolve("samples.jsonl"),
                List.of("{\"ts\":1,\"process\":\"baseline/consumer\",\"pid\":10,\"cpuCorePct\":20.0}"));
        Path jtl = Files.writeString(dir.resolve("result.jtl"), "timeStamp,elapsed\n");
        Path link = Files.createSymbolicLink(dir.resolve("b.jsonl"), jtl);

        assertThatThrownBy(() -> SideSplit.samples(combined, Map.of(DuetSide.BASELINE, link)))
                .hasMessageContaining(link.getFileName() + ": is a symbolic link to " + jtl);
        assertThat(jtl).hasContent("timeStamp,elapsed\n"); // before the one writer, the samples replaced the JTL
    }
}
