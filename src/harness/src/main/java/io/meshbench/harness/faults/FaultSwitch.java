package io.meshbench.harness.faults;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Turns a service instance faulty or healthy through its {@code POST /fault?mode=error|none} or {@code mode=slow&delayMs=N} endpoint. */
public final class FaultSwitch {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /**
     * @return the instance's answer, for the run's notes
     * @throws IOException when the instance does not accept the fault
     */
    public String set(URI instanceBaseUrl, String mode, int delayMs) throws IOException, InterruptedException {
        URI uri = instanceBaseUrl.resolve("/fault?mode=" + mode + ("slow".equals(mode) ? "&delayMs=" + delayMs : ""));
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException("POST " + uri + " answered HTTP " + response.statusCode() + ": " + response.body());
        }
        return "POST " + uri + " -> " + response.statusCode();
    }
}
