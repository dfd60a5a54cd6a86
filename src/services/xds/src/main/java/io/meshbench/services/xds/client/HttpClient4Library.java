package io.meshbench.services.xds.client;

import java.io.IOException;
import java.net.URI;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;

/** Apache HttpClient 4.5, pooled. */
final class HttpClient4Library implements HttpLibrary {

    private final CloseableHttpClient client = HttpClients.custom()
            .setMaxConnTotal(ClientSettings.MAX_CONNECTIONS).setMaxConnPerRoute(ClientSettings.MAX_CONNECTIONS).build();

    @Override
    public String name() {
        return "httpclient4";
    }

    @Override
    public String get(URI uri) throws IOException {
        try (CloseableHttpResponse response = client.execute(new HttpGet(uri))) {
            String body = EntityUtils.toString(response.getEntity());
            if (response.getStatusLine().getStatusCode() != 200) {
                throw HttpLibrary.unexpected(uri, response.getStatusLine().getStatusCode());
            }
            return body;
        }
    }

    @Override
    public void close() throws IOException {
        client.close();
    }
}
