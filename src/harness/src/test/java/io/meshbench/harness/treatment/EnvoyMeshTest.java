package io.meshbench.harness.treatment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.scenario.MeshSpec;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyFactory;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The static hop's sidecars (issue 38 §2): what each process gets to put its sidecar in the path, what each sidecar's
 * bootstrap holds for TLS off, on and mutual, and what it must prove after the load; and the certificates keytool
 * makes, checked with java.security (signed by the CA, the right names and usages, a key that matches).
 */
class EnvoyMeshTest {

    static final String PORT_PROPERTY = "spring.cloud.zookeeper.discovery.instance-port";

    @TempDir
    Path dir;

    @TempDir
    static Path shared;

    /** One real set for the tests that need real files: each keytool run starts a JVM (seconds on a busy machine). */
    private static MeshCertificates real;

    @org.junit.jupiter.api.BeforeAll
    static void makeCertificatesOnce() {
        real = MeshCertificates.make(shared.resolve("certs"), "provider");
    }

    /** Certificate paths without files, for the tests that read bootstraps only. */
    private MeshCertificates named() {
        Path folder = dir.resolve("run/envoy/certs");
        return new MeshCertificates(folder, folder.resolve("ca.pem"), "provider",
                new MeshCertificates.Leaf(folder.resolve("server.pem"), folder.resolve("server.key.pem")),
                new MeshCertificates.Leaf(folder.resolve("client.pem"), folder.resolve("client.key.pem")));
    }

    private static EnvoyMesh mesh(MeshSpec.Tls tls, Path binary) {
        return new EnvoyMesh(new MeshSpec("consumer", "provider", tls, PORT_PROPERTY), binary, 2);
    }

    private EnvoySidecar envoy(MeshSpec mesh) throws Exception {
        Path binary = dir.resolve("envoy");
        Files.writeString(binary, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(binary, PosixFilePermissions.fromString("rwxr-xr-x"));
        return EnvoySidecar.onHop("envoy-mtls", null, binary, mesh);
    }

    private TreatedProcess process(String name, String service, int port) {
        return new TreatedProcess(name, service, dir.resolve("run"), "127.0.0.1:2181", port);
    }

    private static String bootstrap(Sidecar sidecar) throws Exception {
        return Files.readString(Path.of(sidecar.command().get(sidecar.command().indexOf("-c") + 1)));
    }

    @Test
    void theClientCallsThroughItsSidecarAsHttpProxyAndTheServerRegistersItsSidecarsPort() throws Exception {
        EnvoySidecar envoy = envoy(new MeshSpec("consumer", "provider", MeshSpec.Tls.OFF, PORT_PROPERTY));

        Sidecar client = envoy.sidecarFor(process("consumer", "consumer", 8080), v -> v).orElseThrow();
        Sidecar server = envoy.sidecarFor(process("provider-1", "provider", 8081), v -> v).orElseThrow();

        assertThat(client.name()).isEqualTo("consumer-envoy");
        assertThat(client.serviceProperties()).containsEntry("http.proxyHost", "127.0.0.1")
                .containsEntry("http.nonProxyHosts", "") // loopback addresses are proxied too
                .containsKey("http.proxyPort");
        String clientYaml = bootstrap(client);
        assertThat(clientYaml).contains("port_value: " + client.serviceProperties().get("http.proxyPort"),
                "envoy.filters.http.dynamic_forward_proxy", "name: \"outbound|provider\"").doesNotContain("tls");
        assertThat(client.proof()).as("plain HTTP: the traffic check alone").isEmpty();

        String inbound = server.serviceProperties().get(PORT_PROPERTY);
        assertThat(server.serviceProperties()).containsOnlyKeys(PORT_PROPERTY);
        String serverYaml = bootstrap(server);
        assertThat(serverYaml).contains("address: 127.0.0.1, port_value: " + inbound, "port_value: 8081",
                "name: \"inbound|8081\"").doesNotContain("tls", "0.0.0.0");
        assertThat(server.proof()).extracting(Sidecar.CounterProof::counter)
                .containsExactly("cluster.inbound|8081.upstream_rq_total");
        assertThat(envoy.sidecarFor(process("data", "data", 8082), v -> v)).as("not on the hop").isEmpty();
        assertThat(envoy.verifyLoaded(new StartedProcess(process("data", "data", 8082), 1, dir), java.time.Duration.ZERO)
                .findings()).singleElement().asString().contains("not on the sidecars' hop", "runs as the baseline's");
    }

    @Test
    void mutualTlsGivesBothSidesTheCaAndACertificateAndRequiresTheClientsWhileTlsShowsOnlyTheServers() throws Exception {
        EnvoyMesh mutual = mesh(MeshSpec.Tls.MUTUAL, dir.resolve("envoy"));
        Sidecar client = mutual.sidecarFor(process("consumer", "consumer", 8080), this::named).orElseThrow();
        Sidecar server = mutual.sidecarFor(process("provider-1", "provider", 8081), this::named).orElseThrow();
        Path certs = dir.resolve("run/envoy/certs");

        assertThat(bootstrap(client)).contains("UpstreamTlsContext", "sni: provider", certs.resolve("ca.pem").toString(),
                certs.resolve("client.pem").toString(), "exact: provider");
        assertThat(bootstrap(server)).contains("DownstreamTlsContext", "require_client_certificate: true",
                certs.resolve("server.pem").toString(), certs.resolve("ca.pem").toString());
        String listener = "listener.127.0.0.1_" + server.serviceProperties().get(PORT_PROPERTY);
        assertThat(client.proof()).containsExactly(new Sidecar.CounterProof("cluster.outbound|provider.ssl.handshake",
                true, "TLS handshakes with the server's sidecars"));
        assertThat(server.proof()).extracting(Sidecar.CounterProof::counter, Sidecar.CounterProof::aboveZero)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("cluster.inbound|8081.upstream_rq_total", true),
                        org.assertj.core.groups.Tuple.tuple(listener + ".ssl.handshake", true),
                        org.assertj.core.groups.Tuple.tuple(listener + ".ssl.no_certificate", false));

        EnvoyMesh tls = mesh(MeshSpec.Tls.TLS, dir.resolve("envoy"));
        Sidecar tlsClient = tls.sidecarFor(process("consumer", "consumer", 8080), this::named).orElseThrow();
        Sidecar tlsServer = tls.sidecarFor(process("provider-1", "provider", 8081), this::named).orElseThrow();
        assertThat(bootstrap(tlsClient)).contains("UpstreamTlsContext").doesNotContain("client.pem");
        assertThat(bootstrap(tlsServer)).contains("DownstreamTlsContext").doesNotContain("require_client_certificate");
        assertThat(tlsServer.proof()).extracting(Sidecar.CounterProof::counter).doesNotContain(listener + ".ssl.no_certificate")
                .hasSize(2);
    }

    @Test
    void certificatesAreMadeOnlyWhenTlsRunsAndAServerWhosePortIsUnknownIsRefused() {
        AtomicInteger made = new AtomicInteger();
        MeshCertificates certificates = new MeshCertificates(dir, dir.resolve("ca.pem"), "provider",
                new MeshCertificates.Leaf(dir.resolve("s.pem"), dir.resolve("s.key")),
                new MeshCertificates.Leaf(dir.resolve("c.pem"), dir.resolve("c.key")));
        java.util.function.Supplier<MeshCertificates> counted = () -> {
            made.incrementAndGet();
            return certificates;
        };
        EnvoyMesh plain = new EnvoyMesh(new MeshSpec("consumer", "provider", MeshSpec.Tls.OFF, PORT_PROPERTY),
                dir.resolve("envoy"), 2);
        assertThat(plain.sidecarFor(process("consumer", "consumer", 1), counted)).isPresent();
        assertThat(made).as("plain HTTP needs no certificate").hasValue(0);
        EnvoyMesh tls = new EnvoyMesh(new MeshSpec("consumer", "provider", MeshSpec.Tls.TLS, PORT_PROPERTY),
                dir.resolve("envoy"), 2);
        assertThat(tls.sidecarFor(process("consumer", "consumer", 1), counted)).isPresent();
        assertThat(made).hasValue(1);
        assertThatThrownBy(() -> tls.sidecarFor(process("provider-1", "provider", 0), counted))
                .isInstanceOf(InvalidTreatmentException.class).hasMessageContaining("port is not known");
    }

    @Test
    void keytoolsCertificatesChainToTheCaWithTheNamesAndUsagesEnvoyChecksAndKeysThatMatch() throws Exception {
        MeshCertificates made = real;

        X509Certificate ca = certificate(made.caPem());
        X509Certificate server = certificate(made.server().certificatePem());
        X509Certificate client = certificate(made.client().certificatePem());
        server.verify(ca.getPublicKey());
        client.verify(ca.getPublicKey());
        assertThat(ca.getBasicConstraints()).as("a CA").isGreaterThanOrEqualTo(0);
        assertThat(server.getSubjectAlternativeNames().stream().map(name -> String.valueOf(name.get(1))).toList())
                .containsExactlyInAnyOrder("provider", "127.0.0.1");
        assertThat(server.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.1"); // serverAuth
        assertThat(client.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.2"); // clientAuth
        assertThat(server.getNotAfter().getTime() - System.currentTimeMillis()).as("throwaway: two days")
                .isLessThanOrEqualTo(2L * 24 * 3600 * 1000);
        for (MeshCertificates.Leaf leaf : List.of(made.server(), made.client())) {
            String pem = Files.readString(leaf.keyPem());
            assertThat(pem).startsWith("-----BEGIN PRIVATE KEY-----\n").endsWith("-----END PRIVATE KEY-----\n");
            byte[] der = Base64.getMimeDecoder().decode(pem.replaceAll("-----[A-Z ]+-----", ""));
            Signature signature = Signature.getInstance("SHA256withECDSA");
            signature.initSign(KeyFactory.getInstance("EC").generatePrivate(new PKCS8EncodedKeySpec(der)));
            signature.update(new byte[] {1, 2, 3});
            byte[] signed = signature.sign();
            signature.initVerify(certificate(leaf.certificatePem()).getPublicKey());
            signature.update(new byte[] {1, 2, 3});
            assertThat(signature.verify(signed)).as("the key belongs to the certificate").isTrue();
        }
    }

    /** Every bootstrap, for each TLS mode, is one the real Envoy accepts ({@code --mode validate}); needs Envoy. */
    @Test
    void everyBootstrapValidatesWithTheRealEnvoy() throws Exception {
        java.util.Optional<Path> envoy = EnvoyBinary.installed(Path.of("../../target/envoy-venv").toAbsolutePath());
        org.junit.jupiter.api.Assumptions.assumeTrue(envoy.isPresent(), "no Envoy below target/envoy-venv: run "
                + "scripts/install-envoy.sh to validate the bootstraps with it");
        for (MeshSpec.Tls mode : MeshSpec.Tls.values()) {
            EnvoyMesh mesh = mesh(mode, envoy.get());
            Path run = dir.resolve(mode.name());
            for (TreatedProcess process : List.of(new TreatedProcess("consumer", "consumer", run, "z", 8080),
                    new TreatedProcess("provider-1", "provider", run, "z", 8081))) {
                Sidecar sidecar = mesh.sidecarFor(process, () -> real).orElseThrow();
                Process validate = new ProcessBuilder(envoy.get().toString(), "--mode", "validate", "-c",
                        sidecar.command().get(sidecar.command().indexOf("-c") + 1), "--disable-hot-restart")
                        .redirectErrorStream(true).start();
                String out = new String(validate.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(validate.waitFor()).as("%s %s:%n%s%n%s", mode, sidecar.name(), out, bootstrap(sidecar))
                        .isZero();
            }
        }
    }

    private static X509Certificate certificate(Path pem) throws Exception {
        return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(
                new ByteArrayInputStream(Files.readString(pem).getBytes(StandardCharsets.US_ASCII)));
    }
}
