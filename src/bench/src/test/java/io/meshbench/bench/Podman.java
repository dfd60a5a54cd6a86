package io.meshbench.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * podman for the container tests, as root, with a storage of its own under src/bench/target (the machine's images and
 * containers are never touched; removing that storage removes every image the tests built) and a containers.conf of
 * its own: runc, and limits this machine lets a container set. With podman's defaults (crun, nofile 1048576) the
 * container fails: {@code crun: setrlimit `RLIMIT_NOFILE`: Operation not permitted}; runc with the defaults fails too
 * ({@code error setting rlimit type 7: operation not permitted}); runc with {@code nofile=1024:1024, nproc=1000:1000}
 * runs. The conf also reaches {@code podman kube play}, which has no {@code --ulimit}.
 *
 * <p>Built once per test JVM ({@link #get()}): a Debian bookworm minbase (mmdebstrap, the tarball cached in the tools
 * folder) imported locally, the running JDK's jlink'd JRE on it as the base, docker/'s service images built on that
 * base through their {@code BASE_IMAGE} argument and tagged as k8s-manifests/ names them, and a ZooKeeper image (the
 * harness jar's ZooKeeper: the manifests' public zookeeper image is not pulled). Nothing comes from a registry. What it
 * makes is named {@value #PREFIX}...; a shutdown hook removes containers, pods, networks and images, and a leftover of
 * an abrupt end is swept first.
 */
final class Podman {

    static final String PREFIX = "mbpod-";
    static final String BASE = "localhost/meshbench-test/jre:17";
    static final String ZOOKEEPER = "localhost/meshbench-test/zookeeper:3";
    static final List<String> SERVICES = List.of("data", "provider", "consumer");
    private static final String DEBIAN = "localhost/meshbench-test/debian:bookworm-minbase";
    /** How many /24s {@link #network} tries: the tests use four networks, a killed run leaves a few bridges. */
    private static final int SUBNETS_TRIED = 40;
    private static final String LIMITS = "default_ulimits = [\"nofile=1024:1024\", \"nproc=1000:1000\"]";

    private static Podman instance;
    private static String whyNot;

    private final Path storage;
    private final Path runRoot;
    private final Path conf;

    private Podman(Path storage, Path runRoot) {
        this.storage = storage;
        this.runRoot = runRoot;
        this.conf = storage.resolve("containers.conf");
    }

    /** The built images, or null with {@link #whyNot()} saying why this machine cannot run them. */
    static synchronized Podman get() {
        if (instance == null && whyNot == null) {
            try {
                whyNot = missingTool();
                if (whyNot == null) {
                    instance = build();
                }
            } catch (NotRunnable e) {
                whyNot = e.getMessage();
            } catch (IOException e) {
                whyNot = "the images could not be prepared: " + e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                whyNot = "interrupted while preparing the images";
            }
        }
        return instance;
    }

    static synchronized String whyNot() {
        return whyNot;
    }

    /** The tag of docker/{service}'s image, as k8s-manifests/ names it ({@code meshbench/consumer:0.1.0}). */
    static String image(String service) {
        return "localhost/meshbench/" + service + ":0.1.0";
    }

    private static String missingTool() throws IOException, InterruptedException {
        Exec id = Exec.run(List.of("id", "-u"), Path.of("/"));
        if (!id.output().strip().equals("0")) {
            return "not root (uid " + id.output().strip() + "): the containers run under rootful podman with runc";
        }
        for (String tool : List.of("podman", "runc")) {
            if (!onPath(tool)) {
                return tool + " is not installed (apt-get install podman runc; .ci/run does)";
            }
        }
        if (!Files.exists(minbaseTarball()) && !onPath("mmdebstrap")) {
            return "mmdebstrap is not installed and no Debian base is cached at " + minbaseTarball()
                    + " (apt-get install mmdebstrap; .ci/run does)";
        }
        return null;
    }

    private static Podman build() throws IOException, InterruptedException {
        Path storage = TestPaths.repoRoot().resolve("src/bench/target/podman-storage");
        // podman wants its run root short (at most 50 characters): under /tmp, one per checkout
        Path runRoot = Path.of("/tmp", PREFIX + Integer.toHexString(storage.toString().hashCode()));
        Podman podman = new Podman(storage, runRoot);
        podman.removeAll();
        Files.createDirectories(storage);
        Files.writeString(podman.conf, "[containers]\n" + LIMITS + "\n[engine]\nruntime = \"runc\"\n");
        Runtime.getRuntime().addShutdownHook(new Thread(podman::removeAll, "remove-podman-storage"));

        podman.run("import", "--change", "CMD [\"/bin/bash\"]", minbase().toString(), DEBIAN);
        Path context = Files.createDirectories(storage.resolve("base"));
        Exec.check(List.of(Path.of(System.getProperty("java.home"), "bin", "jlink").toString(), "--add-modules",
                "java.se,jdk.unsupported,jdk.management,jdk.crypto.ec,jdk.zipfs,jdk.httpserver,jdk.naming.dns",
                "--strip-debug", "--no-man-pages", "--no-header-files", "--output", context.resolve("jre").toString()),
                context);
        Files.writeString(context.resolve("Containerfile"), "FROM " + DEBIAN + "\n"
                + "COPY jre/ /opt/java/openjdk/\n"
                + "ENV JAVA_HOME=/opt/java/openjdk PATH=/opt/java/openjdk/bin:/usr/sbin:/usr/bin:/sbin:/bin\n");
        podman.run("build", "--pull=never", "-t", BASE, context.toString());
        Exec started = podman.exec("run", "--rm", BASE, "java", "-version");
        if (started.code() != 0) {
            throw new NotRunnable("podman cannot run a container here: " + started.output().strip());
        }
        for (String service : SERVICES) {
            podman.buildImage("docker/" + service + "/Dockerfile", image(service));
        }
        // its own context: the repository's .dockerignore keeps the harness jar out of docker/'s
        Path zookeeper = Files.createDirectories(storage.resolve("zookeeper"));
        Files.copy(TestPaths.repoRoot().resolve("src/harness/target/meshbench.jar"), zookeeper.resolve("meshbench.jar"));
        Files.writeString(zookeeper.resolve("Containerfile"), "FROM " + BASE + "\n"
                + "COPY meshbench.jar /app/meshbench.jar\n"
                + "USER 10001:10001\nEXPOSE 2181\n"
                + "ENTRYPOINT [\"java\", \"-Xmx128m\", \"-XX:+UseSerialGC\", \"-cp\", \"/app/meshbench.jar\", "
                + "\"org.apache.zookeeper.server.ZooKeeperServerMain\", \"2181\", \"/tmp/zookeeper\"]\n");
        podman.run("build", "--pull=never", "-t", ZOOKEEPER, zookeeper.toString());
        return podman;
    }

    /** podman build from the repository root on the test base, nothing pulled. */
    void buildImage(String containerfile, String tag) throws IOException, InterruptedException {
        run("build", "--pull=never", "--build-arg", "BASE_IMAGE=" + BASE, "-f", containerfile, "-t", tag, ".");
    }

    /** The Debian minbase tarball, made once by mmdebstrap from Debian's archive and kept in the tools folder. */
    private static Path minbase() throws IOException, InterruptedException {
        Path tarball = minbaseTarball();
        if (!Files.exists(tarball)) {
            Files.createDirectories(tarball.getParent());
            // mmdebstrap takes the format from the name: a tarball's must end in .tar
            Path partial = tarball.resolveSibling("partial-" + tarball.getFileName());
            Exec made = Exec.run(List.of("mmdebstrap", "--variant=minbase", "bookworm", partial.toString()),
                    tarball.getParent());
            if (made.code() != 0) {
                Exec.run(List.of("rm", "-rf", partial.toString()), tarball.getParent());
                throw new NotRunnable("mmdebstrap could not make a Debian base: " + made.lastLine());
            }
            Files.move(partial, tarball);
        }
        return tarball;
    }

    private static Path minbaseTarball() {
        return K8sManifestsIT.tools().resolve("debian-bookworm-minbase.tar");
    }

    /** {@code podman <args>} on the tests' storage; fails the test with podman's output unless it exits 0. */
    String run(String... args) throws IOException, InterruptedException {
        Exec exec = exec(args);
        if (exec.code() != 0) {
            throw new AssertionError(String.join(" ", command(args)) + " exited " + exec.code() + ":\n" + exec.output());
        }
        return exec.output();
    }

    /** {@code podman <args>} on the tests' storage, whatever it exits with. */
    Exec exec(String... args) throws IOException, InterruptedException {
        return Exec.run(command(args), TestPaths.repoRoot(), conf);
    }

    /** podman with the tests' storage, as a command line to which arguments are appended. */
    List<String> command(String... args) {
        List<String> command = new ArrayList<>(List.of("podman", "--root", storage.resolve("root").toString(),
                "--runroot", runRoot.toString()));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * A network of the tests ({@value #PREFIX}name-pid) on a free /24 of RFC 2544's 198.18.0.0/15, from
     * 198.19.{@code firstSubnet}.0 on. Its name is this run's own: podman keeps the addresses it hands out machine-wide
     * by network name (/run/containers/networks), so an address a killed run (or another checkout's run) still holds
     * under a shared name refused the fixed --ip of the next ("requested ip address 198.19.1.10 is already
     * allocated"). Its subnet is the first one free: a killed run's bridge keeps its subnet on the host, and netavark
     * refuses it ("subnet 198.19.1.0/24 is already used on the host or by another config").
     */
    Network network(String name, int firstSubnet) throws IOException, InterruptedException {
        String network = networkName(name);
        exec("network", "rm", "-f", network);
        Exec last = null;
        for (int subnet = firstSubnet; subnet < firstSubnet + SUBNETS_TRIED; subnet++) {
            String prefix = "198.19." + subnet + ".";
            last = exec("network", "create", "--subnet", prefix + "0/24", network);
            if (last.code() == 0) {
                return new Network(network, prefix);
            }
            if (!last.output().contains("already used")) {
                break;
            }
        }
        throw new AssertionError(String.join(" ", command("network", "create", network)) + " exited " + last.code()
                + " (subnets from 198.19." + firstSubnet + ".0/24 tried):\n" + last.output());
    }

    /** A network made by {@link #network}: its name and its addresses' prefix ({@code 198.19.7.}). */
    record Network(String name, String prefix) {
    }

    /** The name {@link #network} gives the network {@code name} in this run. */
    static String networkName(String name) {
        return PREFIX + name + "-" + ProcessHandle.current().pid();
    }

    /** Removes the pods, containers and volumes whose name starts with {@code prefix}, and the network. */
    void remove(String prefix, String network) {
        try {
            for (String pod : exec("pod", "ps", "-a", "--format", "{{.Name}}").output().lines()
                    .filter(name -> name.startsWith(prefix)).toList()) {
                exec("pod", "rm", "-f", "-t", "0", pod);
            }
            for (String container : exec("ps", "-a", "--format", "{{.Names}}").output().lines()
                    .filter(name -> name.startsWith(prefix)).toList()) {
                exec("rm", "-f", "-t", "0", container);
            }
            exec("network", "rm", "-f", network);
            for (String volume : exec("volume", "ls", "--format", "{{.Name}}").output().lines()
                    .filter(name -> name.startsWith(prefix)).toList()) {
                exec("volume", "rm", "-f", volume);
            }
        } catch (IOException e) {
            System.err.println("podman cleanup failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Every container, pod, network and image of the tests, then the storage itself. */
    private void removeAll() {
        try {
            if (Files.exists(storage.resolve("root"))) {
                exec("pod", "rm", "-af", "-t", "0");
                exec("rm", "-af", "-t", "0");
                exec("rmi", "-af");
            }
            for (String network : Exec.run(List.of("podman", "network", "ls", "--format", "{{.Name}}"), Path.of("/"))
                    .output().lines().filter(name -> name.startsWith(PREFIX)).toList()) {
                Exec.run(List.of("podman", "network", "rm", "-f", network), Path.of("/"));
            }
            Exec.run(List.of("rm", "-rf", storage.toString(), runRoot.toString()), Path.of("/"));
        } catch (IOException e) {
            System.err.println("podman cleanup failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean onPath(String program) {
        return Stream.concat(Stream.of(System.getenv().getOrDefault("PATH", "").split(":")), Stream.of("/usr/sbin", "/sbin"))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }

    /** Why the containers cannot run here, in one line: the test is skipped with it. */
    private static final class NotRunnable extends IOException {
        NotRunnable(String message) {
            super(message);
        }
    }

    /** A finished command: exit code and its output (stdout and stderr together). */
    record Exec(int code, String output) {

        static Exec run(List<String> command, Path dir) throws IOException, InterruptedException {
            return run(command, dir, null);
        }

        static Exec run(List<String> command, Path dir, Path containersConf) throws IOException, InterruptedException {
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
            if (containersConf != null) {
                builder.environment().put("CONTAINERS_CONF", containersConf.toString());
            }
            Process process = builder.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(5, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new IOException("timed out after 5 minutes: " + String.join(" ", command));
            }
            return new Exec(process.exitValue(), output);
        }

        static String check(List<String> command, Path dir) throws IOException, InterruptedException {
            Exec exec = run(command, dir);
            if (exec.code() != 0) {
                throw new IOException(String.join(" ", command) + " exited " + exec.code() + ": " + exec.lastLine());
            }
            return exec.output();
        }

        String lastLine() {
            List<String> lines = output.strip().lines().toList();
            return lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1);
        }
    }
}
