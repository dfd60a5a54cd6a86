package io.meshbench.services.mq.tags;

import io.meshbench.services.mq.common.BrokerAddress;
import io.meshbench.services.mq.common.Responses;
import io.meshbench.services.mq.common.ServiceOptions;
import io.meshbench.services.webserver.WebServer;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;

/**
 * The MQ tag-transmission service: producer and consumer jobs on Kafka (client 2.7.0) and RocketMQ (client 4.8.0),
 * each triggered by an HTTP request that carries the tags (embedded Tomcat, where Sermant reads them):
 * {@code POST /kafka/produce}, {@code /kafka/consume}, {@code /rocketmq/produce}, {@code /rocketmq/consume}, and
 * {@code GET /stats/kafka}, {@code /stats/rocketmq} (the jobs' counters). The brokers' services are given as
 * {@code -Dmq.kafka=http://127.0.0.1:<port>} and {@code -Dmq.namesrv=...}.
 */
public final class MqTagsMain {

    /** Sermant's published figures are per 1M Kafka and per 100k RocketMQ messages. */
    static final int KAFKA_MESSAGES = 1_000_000;
    static final int ROCKETMQ_MESSAGES = 100_000;

    private MqTagsMain() {
    }

    public static void main(String[] args) throws Exception {
        ServiceOptions options;
        URI kafkaService;
        URI nameServerService;
        try {
            options = ServiceOptions.parse(args, "mq-tags");
            kafkaService = URI.create(ServiceOptions.required("mq.kafka", "http://127.0.0.1:${port:kafka}"));
            nameServerService = URI.create(ServiceOptions.required("mq.namesrv", "http://127.0.0.1:${port:rocketmq-namesrv}"));
        } catch (IllegalArgumentException e) {
            System.err.println("Cannot start mq-tags: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.setProperty("rocketmq.client.logUseSlf4j", "true");
        KafkaQueue kafka = new KafkaQueue(BrokerAddress.ask(kafkaService, Duration.ofSeconds(60)));
        RocketMqQueue rocketmq = new RocketMqQueue(BrokerAddress.ask(nameServerService, Duration.ofSeconds(60)));
        JobCounters kafkaCounters = new JobCounters();
        JobCounters rocketmqCounters = new JobCounters();
        Map<String, HttpServlet> servlets = new LinkedHashMap<>();
        servlets.put("/health", Responses.textGet("UP"));
        servlets.put("/kafka/produce", new JobServlet(kafka, true, KAFKA_MESSAGES, kafkaCounters));
        servlets.put("/kafka/consume", new JobServlet(kafka, false, KAFKA_MESSAGES, kafkaCounters));
        servlets.put("/rocketmq/produce", new JobServlet(rocketmq, true, ROCKETMQ_MESSAGES, rocketmqCounters));
        servlets.put("/rocketmq/consume", new JobServlet(rocketmq, false, ROCKETMQ_MESSAGES, rocketmqCounters));
        servlets.put("/stats/kafka", Responses.jsonGet(kafkaCounters::toMap));
        servlets.put("/stats/rocketmq", Responses.jsonGet(rocketmqCounters::toMap));
        WebServer web = WebServer.start(options.address(), options.port(), servlets);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            kafka.close();
            rocketmq.close();
        }, "mq-tags-stop"));
        System.out.println("mq-tags ready on " + options.address() + ":" + web.port() + " (tag header " + TagHeader.KEY + ")");
    }
}
