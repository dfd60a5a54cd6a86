package io.meshbench.harness.probe;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TrafficProbeTest {

    HttpServer consumer;
    final AtomicInteger calls = new AtomicInteger();

    /** Answers round-robin from three providers; every fifth call fails; a request with header id=1 always goes to provider-3. */
    @BeforeEach
    void startConsumer() throws IOException {
        consumer = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        consumer.createContext("/chain", exchange -> {
            int call = calls.incrementAndGet();
            boolean pinned = "1".equals(exchange.getRequestHeaders().getFirst("id"));
            int status = !pinned && call % 5 == 0 ? 500 : 200;
            String provider = pinned ? "provider-3" : "provider-" + (call % 3 + 1);
            byte[] body = ("{\"provider\":{\"instance\":\"" + provider + "\",\"tags\":{\"version\":\"1.0.0\"}}}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        consumer.createContext("/echo", exchange -> {
            String lane = exchange.getRequestHeaders().getFirst("x-sermant-lane");
            byte[] body = ("{\"received\":{" + (lane == null ? "" : "\"x-sermant-lane\":\"" + lane + "\"") + "}}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        consumer.start();
    }

    @AfterEach
    void stopConsumer() {
        consumer.stop(0);
    }

    URI chain() {
        return URI.create("http://127.0.0.1:" + consumer.getAddress().getPort() + "/chain");
    }

    @Test
    void countsTheAnsweringInstanceAndTheFailures() throws InterruptedException {
        Map<String, Integer> split = new TrafficProbe("/provider/instance").probe(chain(), Map.of(), 15);

        assertThat(split).containsExactlyInAnyOrderEntriesOf(Map.of(
                "provider-1", 4, "provider-2", 4, "provider-3", 4, "HTTP 500", 3));
    }

    @Test
    void sendsTheScenariosHeaders() throws InterruptedException {
        Map<String, Integer> split = new TrafficProbe("/provider/instance").probe(chain(), Map.of("id", "1"), 6);

        assertThat(split).containsExactly(Map.entry("provider-3", 6));
    }

    @Test
    void aBodyWithoutTheFieldIsCountedAsUnnamedAndADeadTargetAsError() throws InterruptedException {
        assertThat(new TrafficProbe("/instance").probe(chain(), Map.of("id", "1"), 2)).containsExactly(Map.entry("unnamed", 2));
        consumer.stop(0);
        assertThat(new TrafficProbe("/instance").probe(chain(), Map.of(), 2)).containsExactly(Map.entry("error", 2));
    }

    @Test
    void aTagsProbeCountsWhetherItsHeadersCameBack() throws InterruptedException {
        URI echo = URI.create("http://127.0.0.1:" + consumer.getAddress().getPort() + "/echo");
        TrafficProbe probe = new TrafficProbe("/received", true);

        assertThat(probe.probe(echo, Map.of("x-sermant-lane", "gray"), 3)).containsExactly(Map.entry("tags crossed", 3));
        assertThat(probe.probe(echo, Map.of("x-sermant-lane", "gray", "meshbench-tag", "1"), 2))
                .containsExactly(Map.entry("some tags: x-sermant-lane", 2));
    }
}
