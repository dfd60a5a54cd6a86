package io.meshbench.services.tagx.client;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.Map;

/** JDK {@link HttpURLConnection} (keep-alive as the JDK does it; {@code -Dhttp.maxConnections} sizes the pool). */
final class JdkHttpStack implements Stack {

    private final URL echo;

    JdkHttpStack(String echoUrl) throws IOException {
        this.echo = new URL(echoUrl);
    }

    @Override
    public String name() {
        return "jdkhttp";
    }

    @Override
    public Map<String, String> call() throws IOException {
        HttpURLConnection connection = (HttpURLConnection) echo.openConnection();
        connection.setConnectTimeout(HttpEcho.CONNECT_TIMEOUT_MS);
        connection.setReadTimeout(HttpEcho.READ_TIMEOUT_MS);
        int status = connection.getResponseCode();
        try (InputStream body = status / 100 == 2 ? connection.getInputStream() : connection.getErrorStream()) {
            return HttpEcho.received(status, body == null ? new byte[0] : body.readAllBytes());
        }
    }
}
