package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under the MQ job table, where a job's added time is: the reference page's RocketMQ producer job adds 21.44 s per
 * 100k messages, and its consumer job's untimed fill of the same 100k sends adds as much (18.02 -> 39.51 s), with the
 * measured JVM's CPU per message sent tripled: a cost per send, not a start-up, poll, rebalance or job-end lag.
 */
class MqSendCostTest {

    private static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");

    @TempDir
    Path dir;

    @Test
    void theReferencePageSaysTheAddedTimeRepeatsInTheUntimedFillAndIsCpuPerSend() {
        String md = SermantPage.render(REFERENCE).markdown();

        assertThat(md).contains("Where the added time is: Kafka sends per 1M messages (Baseline / Sermant, "
                + "tag-transmission): the producer job's timed send 7.16 / 8.93 s; the consumer job's untimed fill "
                + "5.95 / 6.66 s; the measured JVM's CPU per message sent in the producer job 5.9 / 8.3 µs. RocketMQ "
                + "sends per 100k messages (Baseline / Sermant, tag-transmission): the producer job's timed send "
                + "41.61 / 69.41 s; the consumer job's untimed fill 31.97 / 69.86 s; the measured JVM's CPU per "
                + "message sent in the producer job 184.2 / 486.2 µs. " + MqSendCost.READING);
    }

    @Test
    void withoutAConsumerJobThereIsNoFillToCompareAndNoLine() throws IOException {
        Path page = PageCommandTest.copy(REFERENCE, dir.resolve("page"));
        Path file = page.resolve("mq-tag-transmission/report.json");
        JsonEdit.edit(file, report -> report.path("runEvidence").forEach(run -> {
            if (run.path("level").asText().endsWith("-consumer-job")) {
                ((ObjectNode) run).put("status", "failed");
            }
        }));

        assertThat(MqSendCost.lines(ScenarioReport.read(file), java.util.List.of("sermant-tag"))).isEmpty();
    }
}
