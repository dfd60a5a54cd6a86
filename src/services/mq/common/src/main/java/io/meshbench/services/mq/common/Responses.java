package io.meshbench.services.mq.common;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Supplier;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Answers of the MQ services' servlets. */
public final class Responses {

    private Responses() {
    }

    public static void json(HttpServletResponse response, int status, Map<String, ?> body) throws IOException {
        write(response, status, "application/json", Json.object(body));
    }

    public static void text(HttpServletResponse response, int status, String body) throws IOException {
        write(response, status, "text/plain;charset=utf-8", body);
    }

    private static void write(HttpServletResponse response, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType(type);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    /** {@code GET}: 200 with the body the supplier gives (a JSON object). */
    public static HttpServlet jsonGet(Supplier<Map<String, ?>> body) {
        return new ApplicationServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                json(response, 200, body.get());
            }
        };
    }

    /** {@code GET}: 200 with {@code text}. */
    public static HttpServlet textGet(String text) {
        return new ApplicationServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                text(response, 200, text);
            }
        };
    }
}
