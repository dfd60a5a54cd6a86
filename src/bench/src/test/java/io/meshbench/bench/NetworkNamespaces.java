package io.meshbench.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Hosts of their own on one machine: network namespaces joined by veth pairs to a bridge, with addresses from
 * 198.18.0.0/15 (RFC 2544's benchmarking range), the bridge's own address the root namespace's (where the controller
 * runs). Everything it makes carries the prefix {@value #PREFIX}: a sweep removes such leftovers before it starts, and
 * {@link #close()} (also run by a shutdown hook) removes what it made, whatever the test did.
 */
final class NetworkNamespaces implements AutoCloseable {

    static final String PREFIX = "mbtest-";
    private static final String BRIDGE = PREFIX + "br";
    /** The controller's address: the bridge's, in the root namespace. */
    static final String CONTROLLER = "198.18.0.254";

    private final Map<String, String> hosts = new LinkedHashMap<>();
    private final Thread hook = new Thread(this::removeQuietly, "remove-namespaces");

    private NetworkNamespaces() {
    }

    /** Why this machine cannot make them (not root, no ip, no permission), or null when it can. */
    static String whyNot() {
        try {
            Process id = new ProcessBuilder("id", "-u").redirectErrorStream(true).start();
            String uid = new String(id.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!id.waitFor(10, TimeUnit.SECONDS) || !uid.equals("0")) {
                return "not root (uid " + uid + "): network namespaces need root";
            }
        } catch (IOException | InterruptedException e) {
            return "cannot tell the user id: " + e.getMessage();
        }
        if (!onPath("ip")) {
            return "no `ip` command on the PATH (apt-get install iproute2)";
        }
        String probe = PREFIX + "probe";
        try {
            run("ip", "netns", "add", probe);
            run("ip", "netns", "del", probe);
        } catch (IOException e) {
            return "`ip netns add` is not permitted here: " + e.getMessage();
        }
        return null;
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return Files.isExecutable(Path.of("/usr/sbin", command)) || Files.isExecutable(Path.of("/sbin", command));
    }

    /**
     * Makes one namespace per name, {@code <prefix><name>}, each at 198.18.0.<i+1>/24 behind one bridge, after removing
     * any leftovers of the prefix.
     */
    static NetworkNamespaces create(List<String> names) throws IOException {
        sweep();
        NetworkNamespaces made = new NetworkNamespaces();
        Runtime.getRuntime().addShutdownHook(made.hook);
        try {
            run("ip", "link", "add", BRIDGE, "type", "bridge");
            run("ip", "addr", "add", CONTROLLER + "/24", "dev", BRIDGE);
            run("ip", "link", "set", BRIDGE, "up");
            for (int i = 0; i < names.size(); i++) {
                String namespace = PREFIX + names.get(i);
                String address = "198.18.0." + (i + 1);
                String outside = PREFIX + names.get(i) + "0";
                String inside = PREFIX + names.get(i) + "1";
                run("ip", "netns", "add", namespace);
                made.hosts.put(names.get(i), address);
                run("ip", "link", "add", outside, "type", "veth", "peer", "name", inside);
                run("ip", "link", "set", inside, "netns", namespace);
                run("ip", "link", "set", outside, "master", BRIDGE, "up");
                run("ip", "-n", namespace, "addr", "add", address + "/24", "dev", inside);
                run("ip", "-n", namespace, "link", "set", inside, "up");
                run("ip", "-n", namespace, "link", "set", "lo", "up");
            }
            return made;
        } catch (IOException | RuntimeException e) {
            made.close();
            throw e;
        }
    }

    /** The address of host {@code name}. */
    String address(String name) {
        return hosts.get(name);
    }

    /** The command prefix that runs a command on host {@code name}. */
    List<String> exec(String name) {
        return List.of("ip", "netns", "exec", PREFIX + name);
    }

    /**
     * What listens on TCP in host {@code name}: {@code ss}'s local address:port column, an IPv4-mapped address of a
     * Java socket ({@code [::ffff:198.18.0.1]:8080}) written as the IPv4 one.
     */
    List<String> listeners(String name) throws IOException {
        List<String> command = new ArrayList<>(exec(name));
        command.addAll(List.of("ss", "-ltnH"));
        List<String> listeners = new ArrayList<>();
        for (String line : run(command.toArray(String[]::new)).split("\n")) {
            String[] columns = line.trim().split("\\s+");
            if (columns.length >= 4) {
                listeners.add(columns[3].replaceFirst("^\\[::ffff:([0-9.]+)\\]:", "$1:"));
            }
        }
        return listeners;
    }

    @Override
    public void close() {
        removeQuietly();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs anyway
        }
    }

    private void removeQuietly() {
        try {
            sweep();
        } catch (IOException e) {
            System.err.println("NetworkNamespaces: could not remove every namespace: " + e.getMessage());
        }
    }

    /**
     * Removes every namespace and link whose name starts with the prefix (a veth goes with either end); one that
     * vanished meanwhile is no failure, one still there afterwards is.
     */
    static void sweep() throws IOException {
        for (String namespace : ours(run("ip", "netns", "list"), "\\s+")) {
            deleteQuietly("ip", "netns", "del", namespace);
        }
        for (String link : ours(run("ip", "-o", "link", "show"), ":\\s+")) {
            deleteQuietly("ip", "link", "del", link);
        }
        List<String> left = new ArrayList<>(ours(run("ip", "netns", "list"), "\\s+"));
        left.addAll(ours(run("ip", "-o", "link", "show"), ":\\s+"));
        if (!left.isEmpty()) {
            throw new IOException("still there after removal: " + left);
        }
    }

    /** Names of the prefix in {@code ip netns list} (first column) or {@code ip -o link show} (second, before '@'). */
    private static List<String> ours(String listing, String separator) {
        List<String> names = new ArrayList<>();
        for (String line : listing.split("\n")) {
            String[] columns = line.trim().split(separator);
            String name = separator.startsWith(":") ? (columns.length > 1 ? columns[1].split("@")[0].trim() : "")
                    : columns[0];
            if (name.startsWith(PREFIX)) {
                names.add(name);
            }
        }
        return names;
    }

    private static void deleteQuietly(String... command) {
        try {
            run(command);
        } catch (IOException goneAlready) {
            // checked by the listing after
        }
    }

    /** Runs a command to its end; its output, or an IOException with it when it fails. */
    static String run(String... command) throws IOException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException(String.join(" ", command) + ": " + output.strip());
            }
            return output;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(String.join(" ", command) + ": interrupted", e);
        }
    }
}
