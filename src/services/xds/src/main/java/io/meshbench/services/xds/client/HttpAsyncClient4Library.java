package io.meshbench.services.xds.client;

import java.io.IOException;
import java.net.URI;
import java.util.concurrent.ExecutionException;
import org.apache.http.HttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.nio.client.CloseableHttpAsyncClient;
import org.apache.http.impl.nio.client.HttpAsyncClients;
import org.apache.http.util.EntityUtils;

/** Apache HttpAsyncClient 4.1, pooled; the servlet thread waits for the future. */
final class HttpAsyncClient4Library implements HttpLibrary {

    private final CloseableHttpAsyncClient client = HttpAsyncClients.custom()
            .setMaxConnTotal(ClientSettings.MAX_CONNECTIONS).setMaxConnPerRoute(ClientSettings.MAX_CONNECTIONS).build();

    HttpAsyncClient4Library() {
        client.start();
    }

    @Override
    public String name() {
        return "httpasyncclient4";
    }

    @Override
    public String get(URI uri) throws IOException {
        try {
            HttpResponse response = client.execute(new HttpGet(uri), null).get();
            String body = EntityUtils.toString(response.getEntity());
            if (response.getStatusLine().getStatusCode() != 200) {
                throw HttpLibrary.unexpected(uri, response.getStatusLine().getStatusCode());
            }
            return body;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while calling " + uri, e);
        } catch (ExecutionException e) {
            throw new IOException("GET " + uri + " failed: " + e.getCause(), e.getCause());
        }
    }

    @Override
    public void close() throws IOException {
        client.close();
    }
}
