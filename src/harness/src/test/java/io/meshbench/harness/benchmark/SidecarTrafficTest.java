package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import io.meshbench.harness.treatment.Sidecar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proof that a run's traffic went through its Envoy sidecar, against a stand-in for Envoy's admin interface
 * ({@code GET /stats}, as Envoy 1.40 prints it): the run passes only when the sidecar's upstream requests grew by at
 * least JMeter's successful samples. The loop IT ({@code EnvoySidecarLoopIT}) shows the positive case with a real Envoy;
 * a real client cannot be made to bypass its sidecar there, so the negative case is shown here.
 */
class SidecarTrafficTest {

    @TempDir
    Path dir;

    private final AtomicLong upstreamV1 = new AtomicLong(7);
    private final AtomicLong upstreamV2 = new AtomicLong(3);
    private final AtomicLong handshakes = new AtomicLong(0);
    private final AtomicLong withoutCertificate = new AtomicLong(0);
    private HttpServer admin;

    @BeforeEach
    void startAdmin() throws IOException {
        admin = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        admin.createContext("/stats", exchange -> {
            byte[] body = ("cluster.outbound|8080|v1|xds-server.default.svc.cluster.local.upstream_rq_total: "
                    + upstreamV1.get() + "\n"
                    + "cluster.outbound|8080|v2|xds-server.default.svc.cluster.local.upstream_rq_total: "
                    + upstreamV2.get() + "\n"
                    + "cluster.xds-grpc.upstream_rq_total: 500\n" // the control plane's: no run traffic
                    + "listener.127.0.0.1_4443.ssl.handshake: " + handshakes.get() + "\n"
                    + "listener.127.0.0.1_4443.ssl.no_certificate: " + withoutCertificate.get() + "\n"
                    + "http.inbound.downstream_rq_time: P0(nan,1.0) P25(nan,1.05)\n").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        admin.start();
    }

    @AfterEach
    void stopAdmin() {
        admin.stop(0);
    }

    /** 100 samples, {@code failed} of them failed. */
    private Path jtl(int failed) throws IOException {
        StringBuilder rows = new StringBuilder(ErrorRateCheckTest.HEADER);
        for (int i = 0; i < 100; i++) {
            boolean ok = i >= failed;
            rows.append(ErrorRateCheckTest.T0 + i * 100L).append(",5,httpclient4,").append(ok ? "200,OK" : "502,Bad Gateway")
                    .append(",Thread Group 1-1,text,").append(ok).append(",,100,50,1,1,http://127.0.0.1/httpclient4,5,0,1\n");
        }
        Path file = dir.resolve("result.jtl");
        Files.writeString(file, rows);
        return file;
    }

    private SidecarTraffic before() throws Exception {
        return SidecarTraffic.before(Map.of("xds-client-envoy", admin.getAddress().getPort()));
    }

    @Test
    void trafficThroughTheSidecarPassesAndIsNoted() throws Exception {
        SidecarTraffic traffic = before();
        upstreamV1.addAndGet(80);
        upstreamV2.addAndGet(15); // 95 upstream requests for 95 successful samples (5 failed)
        List<String> notes = new ArrayList<>();

        Optional<String> failure = traffic.failureAfter(jtl(5), notes);

        assertThat(failure).isEmpty();
        assertThat(notes).containsExactly("sidecars [xds-client-envoy] carried 95 requests upstream (upstream_rq_total), "
                + "JMeter recorded 95 successful samples: the traffic went through the sidecar");
    }

    @Test
    void trafficThatBypassedTheSidecarFailsTheRunWithTheCounts() throws Exception {
        SidecarTraffic traffic = before();
        upstreamV1.addAndGet(40); // only the probe's and a few requests went through Envoy, the load went around it
        List<String> notes = new ArrayList<>();

        Optional<String> failure = traffic.failureAfter(jtl(0), notes);

        assertThat(failure).contains("sidecars [xds-client-envoy] carried 40 requests upstream (upstream_rq_total), "
                + "JMeter recorded 100 successful samples: traffic bypassed the sidecar, so the run did not measure it");
        assertThat(notes).isEmpty();
    }

    @Test
    void aSidecarThatCarriedNothingFailsTheRunEvenWhenOtherClustersMoved() throws Exception {
        SidecarTraffic traffic = before();

        assertThat(traffic.failureAfter(jtl(0), new ArrayList<>())).hasValueSatisfying(why ->
                assertThat(why).contains("carried 0 requests upstream").contains("bypassed the sidecar"));
    }

    @Test
    void withoutSidecarsNothingIsChecked() throws Exception {
        SidecarTraffic none = SidecarTraffic.before(Map.of());

        assertThat(none.failureAfter(jtl(0), new ArrayList<>())).isEmpty();
    }

    private SidecarTraffic withTlsProof() throws Exception {
        return SidecarTraffic.before(Map.of("provider-1-envoy", admin.getAddress().getPort()), Map.of("provider-1-envoy",
                List.of(new Sidecar.CounterProof("listener.127.0.0.1_4443.ssl.handshake", true, "TLS handshakes"),
                        new Sidecar.CounterProof("listener.127.0.0.1_4443.ssl.no_certificate", false,
                                "handshakes without a client certificate"))));
    }

    @Test
    void aSidecarWhoseProofHoldsPassesAndEveryCounterIsNoted() throws Exception {
        SidecarTraffic traffic = withTlsProof();
        upstreamV1.addAndGet(100);
        handshakes.set(3);
        List<String> notes = new ArrayList<>();

        assertThat(traffic.failureAfter(jtl(0), notes)).isEmpty();
        assertThat(notes).last().isEqualTo("sidecars proved their job: provider-1-envoy "
                + "listener.127.0.0.1_4443.ssl.handshake = 3 (TLS handshakes); provider-1-envoy "
                + "listener.127.0.0.1_4443.ssl.no_certificate = 0 (handshakes without a client certificate)");
    }

    @Test
    void trafficWithoutTlsHandshakesFailsTheRunThoughItWentThroughTheSidecar() throws Exception {
        SidecarTraffic traffic = withTlsProof();
        upstreamV1.addAndGet(100); // the load went through, but in plain text: handshakes stay 0

        assertThat(traffic.failureAfter(jtl(0), new ArrayList<>())).contains("provider-1-envoy "
                + "listener.127.0.0.1_4443.ssl.handshake = 0 (TLS handshakes), expected above zero: the sidecar did not "
                + "do its job, so the run did not measure it");
    }

    @Test
    void aHandshakeWithoutAClientCertificateFailsAMutualTlsRun() throws Exception {
        SidecarTraffic traffic = withTlsProof();
        upstreamV1.addAndGet(100);
        handshakes.set(3);
        withoutCertificate.set(1);

        assertThat(traffic.failureAfter(jtl(0), new ArrayList<>())).hasValueSatisfying(why -> assertThat(why)
                .startsWith("provider-1-envoy listener.127.0.0.1_4443.ssl.no_certificate = 1").contains("expected zero"));
    }

    /**
     * The run's checks share one analysis (issue 26 §4): the sidecar check counts the whole run's successful samples
     * (warm-up included), the error-rate check the measured window's, and the JTL is opened once for both.
     */
    @Test
    void theSidecarAndErrorRateChecksReadTheJtlOnce() throws Exception {
        SidecarTraffic traffic = before();
        upstreamV1.addAndGet(95);
        java.util.concurrent.atomic.AtomicInteger opens = new java.util.concurrent.atomic.AtomicInteger();
        LoadAnalysis analysis = new LoadAnalysis(jtl(5), java.time.Duration.ofSeconds(2),
                (file, warmup) -> io.meshbench.results.api.RunAnalysis.checks(file, warmup, path -> {
                    opens.incrementAndGet();
                    return java.nio.channels.FileChannel.open(path);
                }));
        List<String> notes = new ArrayList<>();

        assertThat(traffic.failureAfter(analysis, notes)).isEmpty();
        ErrorRateCheck errors = ErrorRateCheck.of(analysis, 1.0);

        assertThat(notes).singleElement().asString().contains("JMeter recorded 95 successful samples");
        assertThat(errors.errorRatePct()).isEqualTo(0.0); // the 5 failed samples lie in the 2 s warm-up
        assertThat(opens).hasValue(1);
    }
}
