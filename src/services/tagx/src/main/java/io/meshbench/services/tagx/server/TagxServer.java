package io.meshbench.services.tagx.server;

import io.meshbench.services.tagx.config.TagxOptions;
import io.meshbench.services.tagx.api.RpcLogs;
import io.meshbench.services.tagx.api.ServerPorts;
import io.meshbench.services.tagx.web.FreePort;
import io.meshbench.services.tagx.web.Responses;
import io.meshbench.services.webserver.WebServer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;

/**
 * The server role: an HTTP echo (for HttpURLConnection, HttpClient 3 and 4, OkHttp 2), a gRPC server, a Dubbo provider
 * registered in the run's ZooKeeper, a SOFARPC server and a ServiceComb provider (vert.x REST transport); each
 * answers with the tags it received, read from the wire (headers, metadata, attachments, request properties, invocation
 * context). {@code /health} is 200 once all run and the ports are published.
 */
public final class TagxServer implements AutoCloseable {

    private final Deque<AutoCloseable> parts = new ArrayDeque<>();
    private volatile boolean ready;

    private TagxServer() {
    }

    public static TagxServer start(TagxOptions options) throws Exception {
        TagxServer server = new TagxServer();
        try {
            server.startParts(options);
        } catch (Exception | Error e) {
            server.close();
            throw e;
        }
        return server;
    }

    private void startParts(TagxOptions options) throws Exception {
        RpcLogs.keepOutOfHome();
        Map<String, HttpServlet> servlets = new LinkedHashMap<>();
        servlets.put("/health", Responses.check("UP", () -> ready ? null : "STARTING"));
        servlets.put("/echo", new HttpEchoServlet(options.instance()));
        WebServer web = WebServer.start(options.address(), options.port(), servlets);
        parts.push(web);
        GrpcEchoServer grpc = GrpcEchoServer.start(options.address());
        parts.push(grpc);
        int dubboPort = FreePort.on(options.address());
        parts.push(DubboEchoProvider.export(options.address(), dubboPort, options.zookeeper()));
        SofaEchoServer sofa = SofaEchoServer.start(options.address(), FreePort.on(options.address()));
        parts.push(sofa);
        int serviceCombPort = FreePort.on(options.address());
        parts.push(ServiceCombEchoProvider.start(options.address(), serviceCombPort));
        parts.push(PortsRegistration.publish(options.zookeeper(), new ServerPorts(options.address(), web.port(),
                grpc.port(), dubboPort, sofa.port(), serviceCombPort)));
        ready = true;
        System.out.println("tagx server " + options.instance() + " ready: http " + web.port() + ", grpc " + grpc.port()
                + ", dubbo " + dubboPort + ", sofarpc " + sofa.port() + ", servicecomb " + serviceCombPort);
    }

    @Override
    public void close() throws Exception {
        ready = false;
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
