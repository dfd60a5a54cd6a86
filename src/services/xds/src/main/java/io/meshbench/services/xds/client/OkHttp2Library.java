package io.meshbench.services.xds.client;

import com.squareup.okhttp.ConnectionPool;
import com.squareup.okhttp.OkHttpClient;
import com.squareup.okhttp.Request;
import com.squareup.okhttp.Response;
import java.io.IOException;
import java.net.URI;
import java.util.concurrent.TimeUnit;

/** OkHttp 2.7 (the 2.x line Sermant's xDS routing intercepts). */
final class OkHttp2Library implements HttpLibrary {

    private final OkHttpClient client = new OkHttpClient();

    OkHttp2Library() {
        client.setConnectionPool(new ConnectionPool(ClientSettings.MAX_CONNECTIONS, TimeUnit.MINUTES.toMillis(5)));
        client.setConnectTimeout(ClientSettings.TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        client.setReadTimeout(ClientSettings.TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    public String name() {
        return "okhttp2";
    }

    @Override
    public String get(URI uri) throws IOException {
        Response response = client.newCall(new Request.Builder().url(uri.toURL()).get().build()).execute();
        String body = response.body().string();
        if (response.code() != 200) {
            throw HttpLibrary.unexpected(uri, response.code());
        }
        return body;
    }
}
