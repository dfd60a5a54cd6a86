package io.meshbench.services.xds.client;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/** The JDK's HttpURLConnection (keep-alive pool sized by {@code http.maxConnections}). */
final class JdkHttpLibrary implements HttpLibrary {

    @Override
    public String name() {
        return "jdkhttp";
    }

    @Override
    public String get(URI uri) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection();
        connection.setConnectTimeout(ClientSettings.TIMEOUT_MILLIS);
        connection.setReadTimeout(ClientSettings.TIMEOUT_MILLIS);
        int status = connection.getResponseCode();
        try (InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
            String text = body == null ? "" : new String(body.readAllBytes(), StandardCharsets.UTF_8);
            if (status != 200) {
                throw HttpLibrary.unexpected(uri, status);
            }
            return text;
        }
    }
}
