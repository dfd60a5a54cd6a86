package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.meshbench.harness.scenario.EvidenceSpec;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TreatmentEvidenceTest {

    private static final String SUBSCRIBED = "\"sidecar~[^\"]*\":\\{\"cds\":\"1\",(\"eds\":\"1\",)?\"lds\":\"1\",\"rds\":\"1\"\\}";

    private HttpServer controlPlane;
    private volatile String nodes = "{\"nodes\":{}}";

    @BeforeEach
    void start() throws Exception {
        controlPlane = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        controlPlane.createContext("/nodes", exchange -> {
            byte[] body = nodes.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        controlPlane.start();
    }

    @AfterEach
    void stop() {
        controlPlane.stop(0);
    }

    private URI base() {
        return URI.create("http://127.0.0.1:" + controlPlane.getAddress().getPort());
    }

    @Test
    void aNodeThatAcceptedTheResourcesIsTheEvidence() {
        nodes = "{\"nodes\":{\"envoy\":{\"cds\":\"1\"},\"sidecar~10.0.0.1~null.default~default.svc.cluster.local\":"
                + "{\"cds\":\"1\",\"lds\":\"1\",\"rds\":\"1\"}}}";
        String found = TreatmentEvidence.await("sermant-xds", new EvidenceSpec("xds-control-plane", "/nodes", SUBSCRIBED,
                "subscribed"), base(), Duration.ofSeconds(5));

        assertThat(found).startsWith("subscribed: ").contains("/nodes shows \"sidecar~10.0.0.1");
    }

    @Test
    void withoutTheEvidenceTheTreatmentCountsAsNotLoaded() {
        nodes = "{\"nodes\":{\"xds-client-envoy\":{\"cds\":\"1\",\"eds\":\"1\",\"lds\":\"1\",\"rds\":\"1\"}}}";

        assertThatThrownBy(() -> TreatmentEvidence.await("sermant-xds", new EvidenceSpec("xds-control-plane", "/nodes",
                SUBSCRIBED, "subscribed"), base(), Duration.ofMillis(600)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContaining("Treatment 'sermant-xds' did not show its evidence (subscribed)")
                .hasMessageContaining("xds-client-envoy");
    }
}
