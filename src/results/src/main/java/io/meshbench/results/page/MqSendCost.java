package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where an MQ producer job's added time comes from, in figures report.json already holds: the same sends timed in the
 * producer job, and untimed in the consumer job's fill (its request's time less its timed consume), and the measured
 * JVM's CPU per message sent in the producer job. Time a treatment adds to the fill too is a cost per message sent:
 * a fill has no poll, no rebalance, no job-end to wait for.
 */
final class MqSendCost {

    private static final List<String> QUEUES = List.of("kafka", "rocketmq");

    /** How to read the lines: what the fill rules out (docs/mq.md, "Where a job's added time is"). */
    static final String READING = "Time a treatment adds to the consumer job's fill as well as to the producer job is "
            + "a cost per message sent: a fill has no poll, no rebalance and no job end to wait for (docs/mq.md).";

    private MqSendCost() {
    }

    /** One line per queue with a producer and a consumer job, treatments in report order; empty without them. */
    static List<String> lines(ScenarioReport report, List<String> treatments) {
        List<String> lines = new ArrayList<>();
        for (String queue : QUEUES) {
            List<String> sides = new ArrayList<>();
            sides.add(report.baselineName());
            sides.addAll(treatments);
            List<String> sent = new ArrayList<>();
            List<String> filled = new ArrayList<>();
            List<String> cpu = new ArrayList<>();
            List<String> labels = new ArrayList<>();
            for (String treatment : sides) {
                Side side = side(report, treatment, queue);
                if (side == null) {
                    break;
                }
                sent.add(seconds(side.sentSeconds()));
                filled.add(seconds(side.fillSeconds()));
                cpu.add(String.format(Locale.ROOT, "%.1f", side.cpuMicrosPerMessage()));
                labels.add(treatment.equals(report.baselineName()) ? report.baselineLabel()
                        : MqJobTable.label(report, treatment));
            }
            if (labels.size() == sides.size() && sides.size() > 1) {
                String unit = queue.equals("kafka") ? "1M" : "100k";
                lines.add(String.format(Locale.ROOT, "%s sends per %s messages (%s): the producer job's timed send "
                                + "%s s; the consumer job's untimed fill %s s; the measured JVM's CPU per message "
                                + "sent in the producer job %s µs.", queue.equals("kafka") ? "Kafka" : "RocketMQ", unit,
                        String.join(" / ", labels), String.join(" / ", sent), String.join(" / ", filled),
                        String.join(" / ", cpu)));
            }
        }
        return lines;
    }

    /** A treatment's sends on one queue: means over its ok rounds; null when a job or a figure is missing. */
    private record Side(double sentSeconds, double fillSeconds, double cpuMicrosPerMessage) {
    }

    private static Side side(ScenarioReport report, String treatment, String queue) {
        double sent = 0;
        double fill = 0;
        double cpu = 0;
        int producers = 0;
        int consumers = 0;
        for (JsonNode evidence : report.runEvidence()) {
            if (!treatment.equals(ScenarioReport.text(evidence, "treatment"))
                    || !"ok".equals(ScenarioReport.text(evidence, "status"))) {
                continue;
            }
            String level = String.valueOf(ScenarioReport.text(evidence, "level"));
            JsonNode run = run(report, treatment, level, evidence.path("round").asInt());
            Double messages = MqJobTable.moved(evidence.path("probe"), "messages");
            Double wallMs = MqJobTable.moved(evidence.path("probe"), "wallMs");
            Double requestMs = run == null ? null : ScenarioReport.number(run.path("total"), "mean");
            if (messages == null || messages <= 0 || wallMs == null || requestMs == null) {
                continue;
            }
            double perUnit = (queue.equals("kafka") ? 1_000_000 : 100_000) / messages;
            if (level.equals(queue + "-producer-job")) {
                Double cpuPct = ScenarioReport.number(run.path("measured").path("cpuCorePct"), "mean");
                if (cpuPct == null) {
                    continue;
                }
                sent += wallMs / 1000 * perUnit;
                cpu += cpuPct / 100 * requestMs * 1000 / messages;
                producers++;
            } else if (level.equals(queue + "-consumer-job")) {
                fill += (requestMs - wallMs) / 1000 * perUnit;
                consumers++;
            }
        }
        return producers == 0 || consumers == 0 ? null
                : new Side(sent / producers, fill / consumers, cpu / producers);
    }

    /** report.json's run of this treatment, level and round; null when absent. */
    private static JsonNode run(ScenarioReport report, String treatment, String level, int round) {
        for (JsonNode run : ScenarioReport.list(report.root().path("runs"))) {
            if (treatment.equals(ScenarioReport.text(run, "treatment")) && level.equals(ScenarioReport.text(run, "level"))
                    && run.path("round").asInt() == round) {
                return run;
            }
        }
        return null;
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
