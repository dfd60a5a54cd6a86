package io.meshbench.harness.remote;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** GETs of what deployed services expose, with bounded timeouts: a slow service costs a sample, never a hang. */
final class RemoteHttp {

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(2)).build();
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(3);

    private RemoteHttp() {
    }

    /**
     * The body of a 200 answer.
     *
     * @throws IOException saying what came back instead (an error status, no connection)
     */
    static String get(URI uri) throws IOException, InterruptedException {
        HttpResponse<String> response;
        try {
            response = HTTP.send(HttpRequest.newBuilder(uri).timeout(REQUEST_TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IOException(e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
        }
        if (response.statusCode() != 200) {
            String body = response.body().replaceAll("\\s+", " ").strip();
            throw new IOException("HTTP " + response.statusCode() + " " + (body.length() > 120 ? body.substring(0, 120) + "..." : body));
        }
        return response.body();
    }
}
