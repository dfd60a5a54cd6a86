package io.meshbench.services.tagx.client;

import java.io.IOException;
import java.util.Map;
import org.apache.http.client.config.RequestConfig;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;

/** Apache HttpClient 4.5.13, a pooled client (200 connections). */
final class HttpClient4Stack implements Stack {

    private final String echoUrl;
    private final CloseableHttpClient client;

    HttpClient4Stack(String echoUrl) {
        this.echoUrl = echoUrl;
        this.client = HttpClients.custom().setMaxConnTotal(200).setMaxConnPerRoute(200)
                .setDefaultRequestConfig(RequestConfig.custom().setConnectTimeout(HttpEcho.CONNECT_TIMEOUT_MS)
                        .setSocketTimeout(HttpEcho.READ_TIMEOUT_MS).build())
                .build();
    }

    @Override
    public String name() {
        return "httpclient4";
    }

    @Override
    public Map<String, String> call() throws IOException {
        try (CloseableHttpResponse response = client.execute(new HttpGet(echoUrl))) {
            return HttpEcho.received(response.getStatusLine().getStatusCode(), EntityUtils.toByteArray(response.getEntity()));
        }
    }

    @Override
    public void close() throws IOException {
        client.close();
    }
}
