package io.meshbench.services.mq.prohibition;

import io.meshbench.services.mq.common.ApplicationServlet;
import io.meshbench.services.mq.common.BrokerAddress;
import io.meshbench.services.mq.common.Responses;
import io.meshbench.services.mq.common.ServiceOptions;
import io.meshbench.services.webserver.WebServer;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * The MQ consume-prohibition service: the consumers {@code -Dmq.clients} names ({@link ConsumerClient}: a Kafka 2.7.0
 * consumer, a RocketMQ 5.0.0 push consumer, a RocketMQ 5.0.0 lite pull consumer; default all three), each subscribed
 * to its topic and polling for the service's life, fed {@code -Dmq.feed.rate} messages a second per topic (default 5;
 * 0: no feed). {@code GET /health}, {@code GET /stats} (messages each consumer got, and {@code consumed}, their sum),
 * {@code GET /ready} (200 once each consumer got a message: the scenario measures from then on).
 * The brokers' services are given as {@code -Dmq.kafka=http://127.0.0.1:<port>} and {@code -Dmq.namesrv=...}; the
 * RocketMQ client's heartbeat and pull idle limit as {@link RocketMqClientSettings}.
 */
public final class MqProhibitionMain {

    private MqProhibitionMain() {
    }

    public static void main(String[] args) throws Exception {
        ServiceOptions options;
        URI kafkaService;
        URI nameServerService;
        int rate;
        RocketMqClientSettings rocketMq;
        Set<ConsumerClient> clients;
        try {
            options = ServiceOptions.parse(args, "mq-prohibition");
            kafkaService = URI.create(ServiceOptions.required("mq.kafka", "http://127.0.0.1:${port:kafka}"));
            nameServerService = URI.create(ServiceOptions.required("mq.namesrv", "http://127.0.0.1:${port:rocketmq-namesrv}"));
            rate = feedRate(System.getProperty("mq.feed.rate", "5"));
            rocketMq = RocketMqClientSettings.read(System::getProperty);
            clients = ConsumerClient.parse(System.getProperty(ConsumerClient.PROPERTY));
        } catch (IllegalArgumentException e) {
            System.err.println("Cannot start mq-prohibition: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.setProperty("rocketmq.client.logUseSlf4j", "true");
        String bootstrap = BrokerAddress.ask(kafkaService, Duration.ofSeconds(60));
        String nameServer = BrokerAddress.ask(nameServerService, Duration.ofSeconds(60));
        ConsumedCounts counts = new ConsumedCounts(clients);
        List<AutoCloseable> parts = new ArrayList<>();
        if (clients.contains(ConsumerClient.KAFKA)) {
            parts.add(new KafkaPollingConsumer(bootstrap, counts.of(ConsumerClient.KAFKA)));
        }
        if (clients.stream().anyMatch(ConsumerClient::rocketMq)) {
            parts.add(new RocketMqConsumers(nameServer, rocketMq, clients, counts));
        }
        if (rate > 0) {
            parts.add(new Feeder(bootstrap, nameServer, clients, rate, counts.fed));
        }
        Map<String, HttpServlet> servlets = new LinkedHashMap<>();
        servlets.put("/health", Responses.textGet("UP"));
        servlets.put("/stats", Responses.jsonGet(counts::toMap));
        servlets.put("/ready", ready(counts, rate));
        WebServer web = WebServer.start(options.address(), options.port(), servlets);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (int i = parts.size() - 1; i >= 0; i--) {
                try {
                    parts.get(i).close();
                } catch (Exception e) {
                    System.err.println("stopping: " + e);
                }
            }
        }, "mq-prohibition-stop"));
        System.out.println("mq-prohibition ready on " + options.address() + ":" + web.port() + ", consumers "
                + clients.stream().map(c -> c.option).toList() + ", feeding " + rate
                + " message(s)/s per topic; " + rocketMq);
    }

    /** {@code GET /ready}: 200 once every consumer got a message (at once without a feed), else 503 with the counts. */
    private static HttpServlet ready(ConsumedCounts counts, int rate) {
        return new ApplicationServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                if (rate == 0 || counts.everyConsumerConsumed()) {
                    Responses.text(response, 200, "READY");
                } else {
                    Responses.json(response, 503, counts.toMap());
                }
            }
        };
    }

    static int feedRate(String text) {
        try {
            int rate = Integer.parseInt(text.trim());
            if (rate >= 0 && rate <= 1000) {
                return rate;
            }
        } catch (NumberFormatException ignored) {
            // below
        }
        throw new IllegalArgumentException("-Dmq.feed.rate=" + text + " is not a whole number of messages a second "
                + "from 0 to 1000, e.g. -Dmq.feed.rate=5");
    }
}
