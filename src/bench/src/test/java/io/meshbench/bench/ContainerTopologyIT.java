package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docker/'s images run: the quickstart topology (one provider, as RemoteModeIT) in containers, one per service, on a
 * podman network per treatment, built on a Debian base made here (nothing pulled), ports published on 127.0.0.1 only,
 * and benchmarked by the remote mode: Micrometer sampling and the treatment checked over HTTP, as against
 * {@code meshbench deploy}. The javaagent treatment enters as the manifests' treatments do, through
 * {@code JAVA_TOOL_OPTIONS} and the agent on a mounted volume. Skipped, saying why, where podman cannot run.
 */
class ContainerTopologyIT {

    private static final Map<String, Integer> TREATMENTS = Map.of("baseline", 1, "javaagent", 41);
    private static final String LEVEL = "4u-20tps";

    @TempDir
    static Path dir;

    private static Podman podman;

    @BeforeAll
    static void images() {
        podman = Podman.get();
        Assumptions.assumeTrue(podman != null, () -> "ContainerTopologyIT skipped: " + Podman.whyNot());
    }

    @AfterAll
    static void removeContainers() {
        if (podman != null) {
            TREATMENTS.keySet().forEach(t -> podman.remove(Podman.PREFIX + t + "-", Podman.networkName(t)));
        }
    }

    @Test
    void theImagesServeAQuickstartBenchmarkInRemoteMode() throws Exception {
        Map<String, Map<String, String>> services = new LinkedHashMap<>();
        for (String treatment : List.of("baseline", "javaagent")) {
            services.put(treatment, start(treatment));
        }
        assertThat(services.values()).as("published on loopback only").allSatisfy(urls ->
                assertThat(urls.values()).allSatisfy(url -> assertThat(url).startsWith("http://127.0.0.1:")));

        Path benchmark = RemoteBenchmark.run(dir, services, LEVEL);
        RemoteBenchmark.assertCheckedOverHttp(benchmark, LEVEL);
        RemoteBenchmark.printExcerpt("ContainerTopologyIT", benchmark);
    }

    /**
     * ZooKeeper, then data, provider and consumer, on the treatment's network ({@code zookeeper} resolves there);
     * returns each process's base URL as published on 127.0.0.1.
     */
    private static Map<String, String> start(String treatment) throws Exception {
        Podman.Network network = podman.network(treatment, TREATMENTS.get(treatment));
        String prefix = Podman.PREFIX + treatment + "-";
        List<String> zookeeper = new ArrayList<>(List.of("run", "-d", "--name", prefix + "zookeeper",
                "--network", network.name(), "--network-alias", "zookeeper"));
        zookeeper.addAll(RemoteBenchmark.untreatedJvmOptions());
        zookeeper.add(Podman.ZOOKEEPER);
        podman.run(zookeeper.toArray(String[]::new));
        Map<String, String> urls = new LinkedHashMap<>();
        for (String service : Podman.SERVICES) {
            String port = service.equals("data") ? "18080" : service.equals("provider") ? "18081" : "18088";
            // the address it listens on and registers in ZooKeeper (the services' default is 127.0.0.1)
            String address = network.prefix() + (10 + urls.size());
            List<String> run = new ArrayList<>(List.of("run", "-d", "--name", prefix + service, "--network", network.name(),
                    "--ip", address, "-e", "SERVER_ADDRESS=" + address,
                    "--network-alias", service, "-p", "127.0.0.1::" + port,
                    "-e", "MESHBENCH_REMOTE_VIEW=true", "-e", "MESHBENCH_INSTANCE=" + service,
                    "-e", "SPRING_CLOUD_ZOOKEEPER_CONNECTSTRING=zookeeper:2181"));
            if (treatment.equals("javaagent") && !service.equals("data")) {
                run.addAll(RemoteBenchmark.agentMount());
            } else {
                run.addAll(RemoteBenchmark.untreatedJvmOptions());
            }
            run.add(Podman.image(service));
            podman.run(run.toArray(String[]::new));
            String published = podman.run("port", prefix + service, port + "/tcp").strip();
            assertThat(published).as(service + "'s published port").startsWith("127.0.0.1:");
            urls.put(service, "http://" + published);
        }
        return urls;
    }
}
