package io.meshbench.harness.deployment;

import io.meshbench.harness.machine.BindAddress;
import io.meshbench.results.format.OutputFolder;
import io.meshbench.harness.machine.LoopbackPorts;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A ZooKeeper server in a JVM of its own (the services' registry and Sermant's dynamic configuration), bound to
 * 127.0.0.1 with the admin server off.
 *
 * <p>Sessions are capped at {@value #MAX_SESSION_TIMEOUT_MS} ms, so the registration of an instance that died without
 * deregistering expires within seconds rather than the clients' default minute.
 */
public final class LocalZooKeeper implements AutoCloseable {

    static final int MAX_SESSION_TIMEOUT_MS = 10_000;
    private static final String MAIN_CLASS = "org.apache.zookeeper.server.ZooKeeperServerMain";

    private final ProcessRegistry registry;
    private final ManagedProcess process;
    private final int port;

    private LocalZooKeeper(ProcessRegistry registry, ManagedProcess process, int port) {
        this.registry = registry;
        this.process = process;
        this.port = port;
    }

    /**
     * Starts a server with its data in {@code dataDir} (which should be empty: a clean registry per deployment) and
     * waits until it answers {@code ruok}.
     *
     * @param port a configured port, or 0 for a free one
     */
    public static LocalZooKeeper start(ProcessRegistry registry, Path dataDir, int port, Path outputLog, Duration timeout) {
        if (port != 0) {
            ConfiguredPorts.requireFree(port, "ZooKeeper (option zookeeperPort)");
        }
        int chosen = port != 0 ? port : LoopbackPorts.free();
        Path config = writeConfig(dataDir, chosen);
        List<String> command = List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:+UseSerialGC",
                // The harness logs warnings only; ZooKeeper's own log keeps its INFO lines.
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=info",
                "-cp", absoluteClassPath(System.getProperty("java.class.path")),
                MAIN_CLASS, config.toString());
        ManagedProcess process = registry.startStoppedLast("zookeeper", command, dataDir, outputLog);
        LocalZooKeeper zookeeper = new LocalZooKeeper(registry, process, chosen);
        try {
            zookeeper.awaitReady(timeout);
        } catch (RuntimeException e) {
            zookeeper.close();
            throw e;
        }
        return zookeeper;
    }

    /**
     * The harness's class path with every entry made absolute: ZooKeeper runs in its data folder, where a relative
     * entry (as in {@code java -jar src/harness/target/meshbench.jar}) would point nowhere.
     */
    static String absoluteClassPath(String classPath) {
        return Arrays.stream(classPath.split(File.pathSeparator))
                .filter(entry -> !entry.isBlank())
                .map(entry -> Path.of(entry).toAbsolutePath().normalize().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }

    public int port() {
        return port;
    }

    /** {@code <bind address>:<port>} (127.0.0.1 by default): the connect string for clients. */
    public String address() {
        return BindAddress.host() + ":" + port;
    }

    public ManagedProcess process() {
        return process;
    }

    /** Whether the server answers ZooKeeper's {@code ruok} four-letter command with {@code imok}. */
    public boolean isServing() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(BindAddress.address(), port), 500);
            socket.setSoTimeout(1000);
            OutputStream out = socket.getOutputStream();
            out.write("ruok".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).equals("imok");
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() {
        registry.stop(process);
    }

    private void awaitReady(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!isServing()) {
            if (!process.isAlive()) {
                throw new DeploymentException("ZooKeeper exited during start-up. Its log, " + process.outputLog()
                        + ", ends with:\n" + LogTail.of(process.outputLog(), 20));
            }
            if (System.nanoTime() > deadline) {
                throw new DeploymentException("ZooKeeper did not answer on " + address() + " within "
                        + timeout.toSeconds() + " s. Its log, " + process.outputLog() + ", ends with:\n"
                        + LogTail.of(process.outputLog(), 20));
            }
            Pause.briefly();
        }
    }

    private static Path writeConfig(Path dataDir, int port) {
        Path config = dataDir.resolve("zoo.cfg");
        OutputFolder.of("ZooKeeper's data folder", dataDir).writeString(config.getFileName(), String.join("\n",
                "tickTime=500",
                "initLimit=10",
                "syncLimit=5",
                "dataDir=" + dataDir.toAbsolutePath(),
                "clientPort=" + port,
                "clientPortAddress=" + BindAddress.host(),
                "maxClientCnxns=0",
                "minSessionTimeout=1000",
                "maxSessionTimeout=" + MAX_SESSION_TIMEOUT_MS,
                "admin.enableServer=false",
                "4lw.commands.whitelist=ruok,srvr,stat",
                ""));
        return config;
    }
}
