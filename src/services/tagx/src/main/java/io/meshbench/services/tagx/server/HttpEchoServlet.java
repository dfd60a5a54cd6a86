package io.meshbench.services.tagx.server;

import io.meshbench.services.tagx.web.Responses;
import java.io.IOException;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import io.meshbench.services.tagx.web.ApplicationServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** {@code GET /echo}: every request header as received (names in lower case: HTTP names ignore case). */
final class HttpEchoServlet extends ApplicationServlet {

    private final String instance;

    HttpEchoServlet(String instance) {
        this.instance = instance;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String> received = new TreeMap<>();
        for (String name : Collections.list(request.getHeaderNames())) {
            received.put(name.toLowerCase(Locale.ROOT), String.join(",", Collections.list(request.getHeaders(name))));
        }
        Responses.json(response, 200, Map.of("server", instance, "received", received));
    }
}
