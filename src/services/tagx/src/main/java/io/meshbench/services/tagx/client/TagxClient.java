package io.meshbench.services.tagx.client;

import io.meshbench.services.tagx.config.TagxOptions;
import io.meshbench.services.tagx.api.RpcLogs;
import io.meshbench.services.tagx.api.ServerPorts;
import io.meshbench.services.tagx.web.Responses;
import io.meshbench.services.webserver.WebServer;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServlet;

/**
 * The client role, JMeter's target: {@code GET /<stack>} calls the server through that stack and answers
 * {@code {"stack": ..., "received": {...}}}, what the server received. {@code /health} is 200 once every stack is
 * built, {@code /ready} once each has answered one call.
 */
public final class TagxClient implements AutoCloseable {

    private static final Duration SERVER_WAIT = Duration.ofSeconds(60);

    private final Deque<AutoCloseable> parts = new ArrayDeque<>();

    private TagxClient() {
    }

    public static TagxClient start(TagxOptions options) throws Exception {
        TagxClient client = new TagxClient();
        try {
            client.startParts(options);
        } catch (Exception | Error e) {
            client.close();
            throw e;
        }
        return client;
    }

    private void startParts(TagxOptions options) throws Exception {
        RpcLogs.keepOutOfHome();
        ServerPorts server = ServerLookup.await(options.zookeeper(), SERVER_WAIT);
        String echoUrl = "http://" + server.address() + ":" + server.http() + "/echo";
        List<Stack> stacks = new ArrayList<>();
        stacks.add(new JdkHttpStack(echoUrl));
        stacks.add(new HttpClient4Stack(echoUrl));
        stacks.add(new OkHttp2Stack(echoUrl));
        stacks.add(new HttpClient3Stack(echoUrl));
        stacks.add(new GrpcStack(server.address(), server.grpc()));
        stacks.add(new DubboStack(options.zookeeper()));
        stacks.add(new SofaRpcStack(server.address(), server.sofarpc()));
        stacks.add(new ServiceCombStack(server.address(), server.servicecomb()));
        stacks.forEach(parts::push);
        Readiness readiness = new Readiness(stacks);
        Map<String, HttpServlet> servlets = new LinkedHashMap<>();
        servlets.put("/health", Responses.check("UP", () -> null));
        servlets.put("/ready", Responses.check("READY", readiness::problem));
        for (Stack stack : stacks) {
            servlets.put("/" + stack.name(), new StackServlet(stack));
        }
        parts.push(WebServer.start(options.address(), options.port(), servlets));
        System.out.println("tagx client " + options.instance() + " ready: stacks "
                + stacks.stream().map(Stack::name).toList() + ", server " + server);
    }

    @Override
    public void close() throws Exception {
        Exception first = null;
        while (!parts.isEmpty()) {
            try {
                parts.pop().close();
            } catch (Exception e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
