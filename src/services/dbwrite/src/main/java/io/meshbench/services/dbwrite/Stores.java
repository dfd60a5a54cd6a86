package io.meshbench.services.dbwrite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import javax.annotation.PreDestroy;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Every database this service reaches, opened at start: those the dbservers service lists at {@code /databases}, and
 * a user's MongoDB or openGauss given in the environment ({@code MESHBENCH_MONGO_URL}; {@code MESHBENCH_OPENGAUSS_URL}
 * with {@code MESHBENCH_OPENGAUSS_USER} and {@code MESHBENCH_OPENGAUSS_PASSWORD}), whose URLs never leave this process.
 */
@Component
public class Stores {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, Store> stores = new LinkedHashMap<>();
    private final Map<String, String> servers = new LinkedHashMap<>();
    private final Map<String, AtomicLong> rejected = new ConcurrentHashMap<>();

    @Autowired
    public Stores(@Value("${meshbench.dbservers}") String dbservers, @Value("${meshbench.db.pool-size}") int poolSize)
            throws Exception {
        this(describe(URI.create(dbservers + "/databases")), System.getenv(), poolSize);
    }

    Stores(JsonNode databases, Map<String, String> environment, int poolSize) throws Exception {
        try {
            for (JsonNode database : databases.path("databases")) {
                String kind = database.path("kind").asText();
                servers.put(kind, database.path("server").asText());
                stores.put(kind, open(kind, database, environment, poolSize));
            }
        } catch (Exception e) {
            close();
            throw e;
        }
    }

    private static Store open(String kind, JsonNode database, Map<String, String> environment, int poolSize) throws Exception {
        String url = database.path("url").isMissingNode() || database.path("url").isNull() ? null : database.path("url").asText();
        String name = database.path("database").asText("meshbench");
        switch (kind) {
            case "mongodb":
                return MongoStore.open(url != null ? url : required(environment, "MESHBENCH_MONGO_URL"), name);
            case "opengauss":
                return JdbcStore.open(kind, url != null ? url : required(environment, "MESHBENCH_OPENGAUSS_URL"),
                        environment.getOrDefault("MESHBENCH_OPENGAUSS_USER", database.path("user").asText("")),
                        environment.get("MESHBENCH_OPENGAUSS_PASSWORD"), poolSize);
            case "mariadb":
            case "postgresql":
                // the embedded servers trust loopback connections: no password exists to be given
                return JdbcStore.open(kind, url, database.path("user").asText(), "", poolSize);
            default:
                throw new IllegalStateException("dbservers lists a database of unknown kind '" + kind + "'");
        }
    }

    private static String required(Map<String, String> environment, String name) {
        String value = environment.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("dbservers lists a user-supplied database, but " + name + " is not set here");
        }
        return value;
    }

    private static JsonNode describe(URI databases) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(databases).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new IllegalStateException(databases + " answered HTTP " + answer.statusCode());
        }
        return JSON.readTree(answer.body());
    }

    /** The store of this kind, or null when no server of that kind is here. */
    Store store(String kind) {
        return stores.get(kind);
    }

    /** Which server serves each kind, e.g. {@code mongodb -> mongo-java-server 1.47.0 (...)}. */
    Map<String, String> servers() {
        return Collections.unmodifiableMap(servers);
    }

    void countRejected(String kind) {
        rejected.computeIfAbsent(kind, k -> new AtomicLong()).incrementAndGet();
    }

    long rejected(String kind) {
        AtomicLong count = rejected.get(kind);
        return count == null ? 0 : count.get();
    }

    @PreDestroy
    void close() {
        stores.values().forEach(Store::close);
    }
}
