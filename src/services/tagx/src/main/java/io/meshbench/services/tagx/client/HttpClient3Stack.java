package io.meshbench.services.tagx.client;

import java.io.IOException;
import java.util.Map;
import org.apache.commons.httpclient.HttpClient;
import org.apache.commons.httpclient.MultiThreadedHttpConnectionManager;
import org.apache.commons.httpclient.methods.GetMethod;

/** Apache Commons HttpClient 3.1 with its multi-threaded connection manager (200 connections). */
final class HttpClient3Stack implements Stack {

    private final String echoUrl;
    private final MultiThreadedHttpConnectionManager connections = new MultiThreadedHttpConnectionManager();
    private final HttpClient client;

    HttpClient3Stack(String echoUrl) {
        this.echoUrl = echoUrl;
        connections.getParams().setDefaultMaxConnectionsPerHost(200);
        connections.getParams().setMaxTotalConnections(200);
        connections.getParams().setConnectionTimeout(HttpEcho.CONNECT_TIMEOUT_MS);
        connections.getParams().setSoTimeout(HttpEcho.READ_TIMEOUT_MS);
        this.client = new HttpClient(connections);
    }

    @Override
    public String name() {
        return "httpclient3";
    }

    @Override
    public Map<String, String> call() throws IOException {
        GetMethod get = new GetMethod(echoUrl);
        try {
            int status = client.executeMethod(get);
            return HttpEcho.received(status, get.getResponseBody());
        } finally {
            get.releaseConnection();
        }
    }

    @Override
    public void close() {
        connections.shutdown();
    }
}
