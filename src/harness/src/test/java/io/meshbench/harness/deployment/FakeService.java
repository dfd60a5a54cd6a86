package io.meshbench.harness.deployment;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * A stand-in for a Spring Boot service, started as a real JVM by the deployment tests: it takes the same arguments
 * ({@code --server.address}, {@code --server.port}, ...) and answers 200 on /health and /ready. With
 * {@code -Dfake.fail=true} it dies during start-up; with {@code -Dfake.child=true} it starts a child process of its own.
 */
public final class FakeService {

    public static void main(String[] args) throws Exception {
        String address = "127.0.0.1";
        int port = 0;
        for (String arg : args) {
            if (arg.startsWith("--server.address=")) {
                address = arg.substring(arg.indexOf('=') + 1);
            } else if (arg.startsWith("--server.port=")) {
                port = Integer.parseInt(arg.substring(arg.indexOf('=') + 1));
            }
        }
        System.out.println("fake service starting with " + String.join(" ", args));
        if (Boolean.getBoolean("fake.fail")) {
            System.out.println("boom: the fake service refuses to start");
            System.exit(3);
        }
        if (Boolean.getBoolean("fake.child")) {
            new ProcessBuilder("sleep", "300").start();
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getByName(address), port), 50);
        server.createContext("/", exchange -> {
            byte[] body = "ok".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        System.out.println("fake service listening on " + address + ":" + port);
    }
}
