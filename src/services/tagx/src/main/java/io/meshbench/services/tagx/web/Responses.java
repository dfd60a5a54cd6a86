package io.meshbench.services.tagx.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Small servlets and JSON answers shared by both roles. */
public final class Responses {

    public static final ObjectMapper JSON = new ObjectMapper();

    private Responses() {
    }

    public static void json(HttpServletResponse response, int status, Object body) throws IOException {
        byte[] bytes = JSON.writeValueAsBytes(body);
        response.setStatus(status);
        response.setContentType("application/json");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    public static void text(HttpServletResponse response, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType("text/plain;charset=utf-8");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    /** {@code GET} answers 200 with the text when the check gives null, else 503 with the check's reason. */
    public static HttpServlet check(String okText, Supplier<String> problem) {
        return new ApplicationServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                String reason = problem.get();
                if (reason == null) {
                    text(response, 200, okText);
                } else {
                    text(response, 503, reason);
                }
            }
        };
    }
}
