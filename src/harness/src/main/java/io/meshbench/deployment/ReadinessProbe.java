package io.meshbench.deployment;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Waits until a started service answers 200 on its health and readiness paths, or explains why it did not. */
final class ReadinessProbe {

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
        URI uri = service.baseUrl().resolve(path);
        String lastAnswer = "no answer";
        while (true) {
            if (!service.isAlive()) {
                throw new DeploymentException(service.name() + " exited during start-up, before " + uri
                        + " answered 200. Its log, " + service.outputLog() + ", ends with:\n"
                        + LogTail.of(service.outputLog(), 30));
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
                throw new DeploymentException(service.name() + " (pid " + service.pid() + ") did not answer 200 on "
                        + uri + " in time (last: " + lastAnswer + "). Its log, " + service.outputLog()
                        + ", ends with:\n" + LogTail.of(service.outputLog(), 30));
            }
            Pause.briefly();
        }
    }

    /** Polls a sidecar's admin readiness path until it answers 200 (e.g. Envoy's /ready: LIVE, its listeners fetched). */
    static void awaitSidecar(SidecarProcess sidecar, long deadlineNanos) {
        URI uri = sidecar.adminUrl().resolve(sidecar.sidecar().readinessPath());
        String lastAnswer = "no answer";
        while (true) {
            if (!sidecar.isAlive()) {
                throw new DeploymentException(sidecar.name() + " exited during start-up, before " + uri
                        + " answered 200. Its log, " + sidecar.managed().outputLog() + ", ends with:\n"
                        + LogTail.of(sidecar.managed().outputLog(), 30));
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
                throw new DeploymentException(sidecar.name() + " (pid " + sidecar.pid() + ") did not answer 200 on "
                        + uri + " in time (last: " + lastAnswer + "). Its log, " + sidecar.managed().outputLog()
                        + ", ends with:\n" + LogTail.of(sidecar.managed().outputLog(), 30));
            }
            Pause.briefly();
        }
    }

    private static String abbreviate(String body) {
        String oneLine = body.replaceAll("\\s+", " ").strip();
        return oneLine.length() > 120 ? oneLine.substring(0, 120) + "..." : oneLine;
    }
}
