package io.meshbench.services.dbservers;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.util.List;

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
        String version = MongoServer.class.getPackage().getImplementationVersion();
        return List.of(new DatabaseEndpoint("mongodb", "mongodb://127.0.0.1:" + port, DATABASE, null,
                "mongo-java-server" + (version == null ? "" : " " + version)
                        + " (a MongoDB wire-protocol server in Java, in-memory: not MongoDB)"));
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
