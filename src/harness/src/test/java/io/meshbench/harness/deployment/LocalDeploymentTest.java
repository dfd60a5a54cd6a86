package io.meshbench.harness.deployment;

import io.meshbench.harness.scenario.ServiceSpec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.benchmark.TreatmentVerification;
import io.meshbench.harness.treatment.Baseline;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real child JVMs (a fake service that takes the services' arguments) and a real ZooKeeper. */
class LocalDeploymentTest {

    private static final JvmOptions SMALL = new JvmOptions("32m", List.of());

    @TempDir
    Path dir;

    private Path serviceJar;
    private long descendantsBefore;

    @BeforeEach
    void buildFakeService() {
        serviceJar = TestJars.executable(dir.resolve("fake.jar"), FakeService.class);
        descendantsBefore = ProcessHandle.current().descendants().count();
    }

    @Test
    void startsEveryInstanceWithIdenticalFlagsAndStopsThemAll() throws Exception {
        ServiceSpec backend = new ServiceSpec("provider", serviceJar.toString(), 2, true, Map.of("a", "1"),
                List.of(Map.of("service.meta.version", "1.0.0"), Map.of("service.meta.version", "1.0.1")), null, List.of());
        ServiceSpec front = new ServiceSpec("consumer", serviceJar.toString(), 1, true,
                Map.of("upstream", "http://127.0.0.1:${port:provider-2}/x"), List.of(), "/ready?providers=2", List.of());
        DeploymentSpec spec = new DeploymentSpec(List.of(backend, front), SMALL, Duration.ofSeconds(60), 0);
        Path runDir = dir.resolve("run");
        List<ProcessHandle> started;
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5));
             RunningDeployment deployment = new LocalDeployment(spec, registry).start(new Baseline()::jvmArguments, runDir)) {
            assertThat(deployment.services()).extracting(ServiceProcess::name)
                    .containsExactly("provider-1", "provider-2", "consumer");
            assertThat(get(deployment.baseUrl("consumer").resolve("/health"))).isEqualTo(200);
            ServiceProcess provider2 = deployment.service("provider-2");
            List<String> command = commandLine(provider2.pid());
            assertThat(command).containsSubsequence(SMALL.flags());
            assertThat(command).contains("-Da=1", "-Dservice.meta.version=1.0.1", "--server.address=127.0.0.1",
                    "--server.port=" + provider2.port(), "--meshbench.instance=provider-2",
                    "--spring.cloud.zookeeper.connect-string=" + deployment.zookeeperAddress());
            assertThat(commandLine(deployment.service("consumer").pid())).containsSubsequence(SMALL.flags())
                    .as("${port:<process>} is the port of a process started before")
                    .contains("-Dupstream=http://127.0.0.1:" + provider2.port() + "/x");
            assertThat(Files.readString(runDir.resolve("logs/provider-2.log"))).contains("fake service listening");
            assertThat(runDir.resolve("logs/zookeeper.log")).exists();
            assertThat(TreatmentVerification.of(new Baseline(), deployment)).hasSize(3);
            started = deployment.services().stream().map(s -> ProcessHandle.of(s.pid()).orElseThrow()).toList();
        }
        assertThat(started).noneMatch(ProcessHandle::isAlive);
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(descendantsBefore);
    }

    /** Started together, a later service is launched before an earlier one is awaited; a failure still stops all. */
    @Test
    void servicesStartedTogetherAreAllLaunchedBeforeAnyIsAwaited() throws Exception {
        ServiceSpec broken = new ServiceSpec("data", serviceJar.toString(), 1, false, Map.of("fake.fail", "true"),
                List.of(), null, List.of());
        ServiceSpec front = new ServiceSpec("consumer", serviceJar.toString(), 1, true, Map.of(), List.of(), null, List.of());
        DeploymentSpec together = new DeploymentSpec(List.of(broken, front), SMALL, Duration.ofSeconds(60), 0)
                .startingTogether(true);
        Path runDir = dir.resolve("together");
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            assertThatThrownBy(() -> new LocalDeployment(together, registry).start(new Baseline()::jvmArguments, runDir))
                    .isInstanceOf(DeploymentException.class)
                    .hasMessageStartingWith("data exited during start-up");
            assertThat(registry.running()).isEmpty();
        }
        assertThat(runDir.resolve("logs/consumer.log")).as("consumer launched with data, not after it").exists();
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(descendantsBefore);

        Path oneByOne = dir.resolve("one-by-one");
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            DeploymentSpec sequential = together.startingTogether(false);
            assertThatThrownBy(() -> new LocalDeployment(sequential, registry).start(new Baseline()::jvmArguments, oneByOne))
                    .hasMessageStartingWith("data exited during start-up");
        }
        assertThat(oneByOne.resolve("logs/consumer.log")).as("one by one, consumer waits for data").doesNotExist();
    }

    @Test
    void aPortReferenceToAProcessNotStartedBeforeFailsNamingItAndStopsWhatWasStarted() {
        ServiceSpec first = new ServiceSpec("data", serviceJar.toString(), 1, false, Map.of("db", "${port:dbservers}"),
                List.of(), null, List.of());
        DeploymentSpec spec = new DeploymentSpec(List.of(first), SMALL, Duration.ofSeconds(60), 0);
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            assertThatThrownBy(() -> new LocalDeployment(spec, registry).start(new Baseline()::jvmArguments, dir.resolve("run")))
                    .isInstanceOf(DeploymentException.class)
                    .hasMessage("Service 'data': a property names ${port:dbservers}, but no process 'dbservers' started "
                            + "before it; started: []. List the service it names earlier in topology.services");
        }
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(descendantsBefore);
    }

    @Test
    void aServiceDyingAtStartUpFailsWithItsLogAndStopsWhatWasStarted() {
        ServiceSpec healthy = new ServiceSpec("data", serviceJar.toString(), 1, false, Map.of("fake.child", "true"),
                List.of(), null, List.of());
        ServiceSpec broken = new ServiceSpec("consumer", serviceJar.toString(), 1, true, Map.of("fake.fail", "true"),
                List.of(), null, List.of());
        DeploymentSpec spec = new DeploymentSpec(List.of(healthy, broken), SMALL, Duration.ofSeconds(60), 0);
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            assertThatThrownBy(() -> new LocalDeployment(spec, registry).start(new Baseline()::jvmArguments, dir.resolve("run")))
                    .isInstanceOf(DeploymentException.class)
                    .hasMessageStartingWith("consumer exited during start-up")
                    .hasMessageContaining("logs/consumer.log")
                    .hasMessageContaining("boom: the fake service refuses to start");
            assertThat(registry.running()).isEmpty();
        }
        // the healthy service, its own child process and ZooKeeper are all gone
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(descendantsBefore);
    }

    @Test
    void aConfiguredServicePortInUseNamesThePortTheServiceAndTheHolder() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
             ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            ServiceSpec consumer = new ServiceSpec("consumer", serviceJar.toString(), 1, true, Map.of(), List.of(),
                    null, List.of(taken.getLocalPort()));
            DeploymentSpec spec = new DeploymentSpec(List.of(consumer), SMALL, Duration.ofSeconds(60), 0);

            assertThatThrownBy(() -> new LocalDeployment(spec, registry).start(new Baseline()::jvmArguments, dir.resolve("run")))
                    .isInstanceOf(PortInUseException.class)
                    .hasMessage("Port " + taken.getLocalPort() + " on 127.0.0.1, configured for consumer (port 1 of "
                            + "service 'consumer' in the scenario), is already in use by pid "
                            + ProcessHandle.current().pid() + " (" + commandLineText() + "). Stop that process or "
                            + "configure another port.");
            assertThat(registry.running()).isEmpty();
        }
    }

    @Test
    void aMissingServiceJarSaysHowToBuildIt() {
        ServiceSpec consumer = ServiceSpec.of("consumer", dir.resolve("nope/consumer.jar"), 1, true);
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            assertThatThrownBy(() -> new LocalDeployment(new DeploymentSpec(List.of(consumer)), registry)
                    .start(new Baseline()::jvmArguments, dir.resolve("run")))
                    .isInstanceOf(DeploymentException.class)
                    .hasMessageContaining("nope/consumer.jar does not exist")
                    .hasMessageContaining("./mvnw -B -pl src/services -am package");
        }
    }

    private static int get(URI uri) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    private static List<String> commandLine(long pid) throws Exception {
        return List.of(Files.readString(Path.of("/proc/" + pid + "/cmdline")).split("\0"));
    }

    private static String commandLineText() throws Exception {
        String text = String.join(" ", commandLine(ProcessHandle.current().pid())).strip();
        return text.length() > 160 ? text.substring(0, 160) + " ..." : text;
    }
}
