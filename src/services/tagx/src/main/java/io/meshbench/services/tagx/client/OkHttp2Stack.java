package io.meshbench.services.tagx.client;

import com.squareup.okhttp.ConnectionPool;
import com.squareup.okhttp.OkHttpClient;
import com.squareup.okhttp.Request;
import com.squareup.okhttp.Response;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** OkHttp 2.7.5 (Sermant supports OkHttp 2.x only), 200 idle connections kept. */
final class OkHttp2Stack implements Stack {

    private final String echoUrl;
    private final OkHttpClient client = new OkHttpClient();

    OkHttp2Stack(String echoUrl) {
        this.echoUrl = echoUrl;
        client.setConnectTimeout(HttpEcho.CONNECT_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        client.setReadTimeout(HttpEcho.READ_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        client.setConnectionPool(new ConnectionPool(200, TimeUnit.MINUTES.toMillis(5)));
    }

    @Override
    public String name() {
        return "okhttp2";
    }

    @Override
    public Map<String, String> call() throws IOException {
        Response response = client.newCall(new Request.Builder().url(echoUrl).get().build()).execute();
        return HttpEcho.received(response.code(), response.body().bytes());
    }

    @Override
    public void close() {
        client.getConnectionPool().evictAll();
        client.getDispatcher().getExecutorService().shutdown();
    }
}
