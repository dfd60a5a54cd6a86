package io.meshbench.harness.deployment;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Waits until a service answers 200 on its health and readiness paths, or explains why it did not: one the suite
 * started (and watches for exiting), or one already deployed elsewhere.
 */
public final class ReadinessProbe {

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(1)).build();

    private ReadinessProbe() {
    }

    /** Polls {@code /health}, then {@code readinessPath} (when given), until both answer 200 or the deadline passes. */
    static void await(ServiceProcess service, String readinessPath, long deadlineNanos) {
        awaitOk(service, "/health", deadlineNanos);
        if (readinessPath != null && !readinessPath.isBlank()) {
            awaitOk(service, readinessPath, deadlineNanos);
        }
    }

    private static void awaitOk(ServiceProcess service, String path, long deadlineNanos) {
        awaitOk(service.name(), service.pid(), service::isAlive, service.outputLog(), service.baseUrl().resolve(path),
                deadlineNanos);
    }

    /** Polls a sidecar's admin readiness path until it answers 200 (e.g. Envoy's /ready: LIVE, its listeners fetched). */
    static void awaitSidecar(SidecarProcess sidecar, long deadlineNanos) {
        awaitOk(sidecar.name(), sidecar.pid(), sidecar::isAlive, sidecar.managed().outputLog(),
                sidecar.adminUrl().resolve(sidecar.sidecar().readinessPath()), deadlineNanos);
    }

    /** Polls {@code uri} until it answers 200; a process that exits or a deadline passed fails naming its log's tail. */
    private static void awaitOk(String name, long pid, java.util.function.BooleanSupplier alive, java.nio.file.Path log,
                                URI uri, long deadlineNanos) {
        String lastAnswer = "no answer";
        while (true) {
            if (!alive.getAsBoolean()) {
                throw new DeploymentException(name + " exited during start-up, before " + uri
                        + " answered 200. Its log, " + log + ", ends with:\n" + LogTail.of(log, 30));
            }
            try {
                HttpResponse<String> response = HTTP.send(
                        HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(2)).GET().build(),
                        HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    return;
                }
                lastAnswer = "HTTP " + response.statusCode() + " " + abbreviate(response.body());
            } catch (IOException e) {
                lastAnswer = e.getClass().getSimpleName();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DeploymentException("Interrupted while waiting for " + uri);
            }
            if (System.nanoTime() > deadlineNanos) {
                throw new DeploymentException(name + " (pid " + pid + ") did not answer 200 on " + uri
                        + " in time (last: " + lastAnswer + "). Its log, " + log + ", ends with:\n"
                        + LogTail.of(log, 30));
            }
            Pause.briefly();
        }
    }

    /**
     * Polls {@code healthPath}, then {@code readinessPath} (when given), of a service the suite did not start, until
     * both answer 200 or {@code timeout} passes.
     *
     * @param origin where the address came from, for the message (e.g. the option and file that named it)
     * @throws DeploymentException naming the process, the URL, the last answer and {@code origin}
     */
    public static void awaitDeployed(String process, URI baseUrl, String healthPath, String readinessPath,
                                     Duration timeout, String origin) {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (String path : readinessPath == null || readinessPath.isBlank() ? java.util.List.of(healthPath)
                : java.util.List.of(healthPath, readinessPath)) {
            URI uri = baseUrl.resolve(path);
            String lastAnswer = "no answer";
            while (true) {
                try {
                    HttpResponse<String> response = HTTP.send(
                            HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(2)).GET().build(),
                            HttpResponse.BodyHandlers.ofString());
                    if (response.statusCode() == 200) {
                        break;
                    }
                    lastAnswer = "HTTP " + response.statusCode() + " " + abbreviate(response.body());
                } catch (IOException e) {
                    lastAnswer = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + e.getMessage());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new DeploymentException("Interrupted while waiting for " + uri);
                }
                if (System.nanoTime() > deadline) {
                    throw new DeploymentException(process + " at " + baseUrl + " did not answer 200 on " + uri
                            + " within " + timeout.toSeconds() + " s (last: " + lastAnswer + "). Check " + origin
                            + ": is the address right and reachable from here (a Service, a kubectl port-forward "
                            + "still running)?");
                }
                Pause.briefly();
            }
        }
    }

    private static String abbreviate(String body) {
        String oneLine = body.replaceAll("\\s+", " ").strip();
        return oneLine.length() > 120 ? oneLine.substring(0, 120) + "..." : oneLine;
    }
}
