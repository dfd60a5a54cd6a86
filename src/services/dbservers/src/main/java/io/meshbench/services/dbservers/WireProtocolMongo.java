package io.meshbench.services.dbservers;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Properties;

/**
 * A MongoDB wire-protocol server written in Java (de.bwaldvogel:mongo-java-server, in-memory backend), because no
 * MongoDB server can be installed here. The MongoDB sync driver talks to it over TCP exactly as to MongoDB, so Sermant's
 * interception is exercised; its absolute figures are not MongoDB's, and the report names it.
 */
public final class WireProtocolMongo implements DatabaseServer {

    static final String DATABASE = "meshbench";

    private final MongoServer server;
    private final int port;

    private WireProtocolMongo(MongoServer server, int port) {
        this.server = server;
        this.port = port;
    }

    public static WireProtocolMongo start(int port) {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", port);
        return new WireProtocolMongo(server, port);
    }

    @Override
    public List<DatabaseEndpoint> endpoints() {
        return List.of(new DatabaseEndpoint("mongodb", "mongodb://127.0.0.1:" + port, DATABASE, null,
                "mongo-java-server " + version() + " (a MongoDB wire-protocol server in Java, in-memory: not MongoDB)"));
    }

    /** Its jar names no version: the build writes it into dbservers.properties. */
    static String version() {
        Properties properties = new Properties();
        try (InputStream in = WireProtocolMongo.class.getResourceAsStream("/dbservers.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "(version unknown)";
        }
        return properties.getProperty("mongo-java-server.version", "(version unknown)");
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public void close() {
        server.shutdownNow();
    }
}
