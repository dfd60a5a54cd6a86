package io.meshbench.services.webserver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;

/**
 * An embedded Tomcat serving a few servlets: a plain servlet container, because Sermant reads incoming tags in
 * {@code javax.servlet.http.HttpServlet#service} (it supports no JDK HttpServer).
 */
public final class WebServer implements AutoCloseable {

    private final Tomcat tomcat;
    private final Path baseDir;

    private WebServer(Tomcat tomcat, Path baseDir) {
        this.tomcat = tomcat;
        this.baseDir = baseDir;
    }

    /** @param servlets by URL pattern, e.g. {@code /health} */
    public static WebServer start(String address, int port, Map<String, HttpServlet> servlets) throws IOException {
        Path baseDir = Files.createTempDirectory("meshbench-tomcat");
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(baseDir.toString());
        Connector connector = new Connector();
        connector.setPort(port);
        connector.setProperty("address", address);
        connector.setProperty("maxThreads", "200");
        tomcat.setConnector(connector);
        Context context = tomcat.addContext("", baseDir.toString());
        // Request threads carry the context's class loader, where clients look classes up by name (Kafka's
        // serializers, Dubbo's and SOFARPC's extensions): it must see the application's nested jars, not the system
        // class path only.
        context.setParentClassLoader(WebServer.class.getClassLoader());
        servlets.forEach((pattern, servlet) -> {
            String name = "servlet" + pattern.replace('/', '-');
            Tomcat.addServlet(context, name, servlet);
            context.addServletMappingDecoded(pattern, name);
        });
        try {
            tomcat.start();
        } catch (LifecycleException e) {
            throw new IOException("Tomcat did not start on " + address + ":" + port + ": " + e.getMessage(), e);
        }
        if (connector.getLocalPort() < 0) {
            try {
                tomcat.destroy();
            } catch (LifecycleException ignored) {
                // the bind failure below says what went wrong
            }
            throw new IOException("Tomcat could not bind " + address + ":" + port + " (port in use?)");
        }
        return new WebServer(tomcat, baseDir);
    }

    public int port() {
        return tomcat.getConnector().getLocalPort();
    }

    @Override
    public void close() throws Exception {
        tomcat.stop();
        tomcat.destroy();
        try (var files = Files.walk(baseDir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
