package io.meshbench.services.tagx.client;

import com.fasterxml.jackson.core.type.TypeReference;
import io.meshbench.services.tagx.web.Responses;
import java.io.IOException;
import java.util.Map;

/** The HTTP server's answer: {@code {"server": ..., "received": {header: value}}}. */
final class HttpEcho {

    static final int CONNECT_TIMEOUT_MS = 1000;
    static final int READ_TIMEOUT_MS = 2000;

    private HttpEcho() {
    }

    static Map<String, String> received(int status, byte[] body) throws IOException {
        if (status != 200) {
            throw new IOException("the HTTP echo answered " + status);
        }
        Map<String, Object> answer = Responses.JSON.readValue(body, new TypeReference<>() { });
        @SuppressWarnings("unchecked")
        Map<String, String> received = (Map<String, String>) answer.get("received");
        return received;
    }
}
