package io.meshbench.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** scripts/LoopbackServer.java as a child process: deterministic latencies, every 25th request of a path HTTP 500. */
final class LoopbackServerProcess {

    private LoopbackServerProcess() {
    }

    /** Starts it on a free port of 127.0.0.1 with {@code paths} (its --paths), its files in {@code work}. */
    static Process start(Path work, String paths) throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dsun.net.httpserver.nodelay=true", TestPaths.repoRoot().resolve("scripts/LoopbackServer.java").toString(),
                "--port", "0", "--port-file", work.resolve("server.port").toString(), "--paths", paths,
                "--error-every", "25");
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(work.resolve("server.log").toFile()).start();
    }

    /** Its port, once it wrote it (within 60 s). */
    static int port(Path work, Process server) throws IOException, InterruptedException {
        Path file = work.resolve("server.port");
        for (int i = 0; i < 300; i++) {
            if (Files.isRegularFile(file) && !Files.readString(file).isBlank()) {
                return Integer.parseInt(Files.readString(file).strip());
            }
            if (!server.isAlive()) {
                break;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("LoopbackServer did not start: " + Files.readString(work.resolve("server.log")));
    }
}
