package io.meshbench.services.tagx.client;

import io.meshbench.services.tagx.web.Responses;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import io.meshbench.services.tagx.web.ApplicationServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** {@code GET /<stack>}: one call through the stack, on the request's own thread (where an agent keeps the tags). */
final class StackServlet extends ApplicationServlet {

    private final Stack stack;

    StackServlet(Stack stack) {
        this.stack = stack;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("stack", stack.name());
        try {
            answer.put("received", stack.call());
            Responses.json(response, 200, answer);
        } catch (Exception e) {
            answer.put("error", String.valueOf(e));
            Responses.json(response, 502, answer);
        }
    }
}
