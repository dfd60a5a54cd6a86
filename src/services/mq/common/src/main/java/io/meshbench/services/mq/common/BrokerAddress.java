package io.meshbench.services.mq.common;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Asks a broker service where its broker listens: {@code GET <service>/address}. */
public final class BrokerAddress {

    private BrokerAddress() {
    }

    /** Retries until the service answers 200 or {@code timeout} passed. */
    public static String ask(URI service, Duration timeout) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        URI uri = service.resolve("/address");
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> answer = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return answer.body().strip();
                }
                last = "HTTP " + answer.statusCode();
            } catch (IOException e) {
                last = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while asking " + uri);
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while asking " + uri);
            }
        }
        throw new IllegalStateException(uri + " did not give a broker address within " + timeout.toSeconds() + " s: " + last);
    }
}
