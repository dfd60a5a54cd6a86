package io.meshbench.harness.duet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SideSplitTest {

    @TempDir
    Path dir;

    @Test
    void jtlRowsGoToTheSideTheirThreadBelongsTo() throws Exception {
        Path combined = dir.resolve("result.jtl");
        Files.write(combined, List.of(
                "timeStamp,elapsed,label,responseCode,responseMessage,threadName,success",
                "1763900000000,12,chain,200,OK,duet-baseline users 1-1,true",
                "1763900000003,15,chain,500,\"Internal, error\",duet-treated users 1-1,false",
                "1763900000010,11,chain,200,OK,duet-treated users 1-2,true",
                "1763900000011,9,chain,200,OK,someone else 1-1,true"));
        Path baseline = dir.resolve("b/result.jtl");
        Path treated = dir.resolve("t/result.jtl");

        Map<DuetSide, Long> rows = SideSplit.jtl(combined, Map.of(DuetSide.BASELINE, baseline, DuetSide.TREATED, treated));

        assertThat(rows).containsEntry(DuetSide.BASELINE, 1L).containsEntry(DuetSide.TREATED, 2L);
        assertThat(Files.readAllLines(baseline)).containsExactly(
                "timeStamp,elapsed,label,responseCode,responseMessage,threadName,success",
                "1763900000000,12,chain,200,OK,duet-baseline users 1-1,true");
        assertThat(Files.readAllLines(treated)).contains("1763900000003,15,chain,500,\"Internal, error\",duet-treated users 1-1,false");
    }

    @Test
    void aJtlWithoutThreadNamesCannotBeSplit() throws Exception {
        Path combined = dir.resolve("result.jtl");
        Files.write(combined, List.of("timeStamp,elapsed,label", "1763900000000,12,chain"));
        assertThatThrownBy(() -> SideSplit.jtl(combined, Map.of(DuetSide.BASELINE, dir.resolve("b.jtl"))))
                .isInstanceOf(DuetPlanException.class).hasMessageContaining("no threadName column");
    }

    @Test
    void samplesGoToTheirSideUnderTheirOwnNameAndSharedProcessesToBoth() throws Exception {
        Path combined = dir.resolve("samples.jsonl");
        Files.write(combined, List.of(
                "{\"ts\":1,\"process\":\"baseline/consumer\",\"pid\":10,\"cpuCorePct\":20.0}",
                "{\"ts\":1,\"process\":\"treated/consumer\",\"pid\":20,\"cpuCorePct\":25.0}",
                "{\"ts\":1,\"process\":\"jmeter\",\"pid\":30,\"cpuCorePct\":5.0}",
                "{\"ts\":1,\"process\":\"machine\",\"cpuMachinePct\":40.0}",
                "{\"ts\":2,\"process\":\"treated/zook"));
        Path baseline = dir.resolve("b.jsonl");
        Path treated = dir.resolve("t.jsonl");

        SideSplit.samples(combined, Map.of(DuetSide.BASELINE, baseline, DuetSide.TREATED, treated));

        assertThat(Files.readAllLines(baseline)).containsExactly(
                "{\"ts\":1,\"process\":\"consumer\",\"pid\":10,\"cpuCorePct\":20.0}",
                "{\"ts\":1,\"process\":\"jmeter\",\"pid\":30,\"cpuCorePct\":5.0}",
                "{\"ts\":1,\"process\":\"machine\",\"cpuMachinePct\":40.0}");
        assertThat(Files.readAllLines(treated)).first().asString().contains("\"process\":\"consumer\",\"pid\":20");
        assertThat(Files.readAllLines(treated)).hasSize(3);
    }

    @Test
    void theModeOptionIsSequentialOrDuet() {
        assertThat(RunMode.parse("")).isEqualTo(RunMode.SEQUENTIAL);
        assertThat(RunMode.parse("Duet")).isEqualTo(RunMode.DUET);
        assertThatThrownBy(() -> RunMode.parse("parallel")).hasMessageStartingWith("--mode: 'parallel' is not a mode");
    }
}
