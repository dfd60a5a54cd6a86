package io.meshbench.services.xds.client;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.annotation.PreDestroy;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code -Dxds.role=client}: the spring-client. {@code GET /<library>} (httpclient4, httpasyncclient4, jdkhttp,
 * okhttp2) calls the server's {@code /hello} through that library and answers with the server's body; with
 * {@code -Dxds.client.database=true} it first reads a row of its H2 database. {@code GET /ready} answers 200 once
 * every library reached the server; {@code GET /health} UP.
 */
@SpringBootApplication(exclude = DataSourceAutoConfiguration.class)
@RestController
public class ClientApplication {

    private final Upstream upstream = Upstream.fromSystemProperties();
    private final Optional<Lookup> lookup = Boolean.getBoolean("xds.client.database")
            ? Optional.of(Lookup.inMemory()) : Optional.empty();
    private final Map<String, HttpLibrary> libraries = List.<HttpLibrary>of(new HttpClient4Library(),
                    new HttpAsyncClient4Library(), new JdkHttpLibrary(), new OkHttp2Library()).stream()
            .collect(Collectors.toMap(HttpLibrary::name, Function.identity(), (a, b) -> a, LinkedHashMap::new));

    public static void main(String[] args) {
        if (System.getProperty("http.maxConnections") == null) {
            // HttpURLConnection keeps 5 idle connections per destination by default: 50 users would measure handshakes
            System.setProperty("http.maxConnections", String.valueOf(ClientSettings.MAX_CONNECTIONS));
        }
        new SpringApplicationBuilder(ClientApplication.class)
                .properties(Map.of("spring.application.name", "xds-client"))
                .run(args);
    }

    @GetMapping(path = "/{library}", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<String> call(@PathVariable String library) {
        HttpLibrary client = libraries.get(library);
        if (client == null) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND)
                    .body("{\"error\":\"no library '" + library + "'; one of " + libraries.keySet() + "\"}");
        }
        lookup.ifPresent(Lookup::any);
        try {
            return ResponseEntity.ok(client.get(upstream.resolve("/hello")));
        } catch (IOException e) {
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).body("{\"error\":\"" + e.getMessage().replace('"', '\'') + "\"}");
        }
    }

    @GetMapping(path = "/ready", produces = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> ready() {
        StringBuilder failures = new StringBuilder();
        for (HttpLibrary client : libraries.values()) {
            try {
                client.get(upstream.resolve("/hello"));
            } catch (IOException | RuntimeException e) {
                failures.append(client.name()).append(": ").append(e.getMessage()).append('\n');
            }
        }
        return failures.length() == 0 ? ResponseEntity.ok("READY, calling " + upstream)
                : ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body("calling " + upstream + "\n" + failures);
    }

    @GetMapping(path = "/health", produces = MediaType.TEXT_PLAIN_VALUE)
    public String health() {
        return "UP";
    }

    @PreDestroy
    void close() throws Exception {
        for (HttpLibrary client : libraries.values()) {
            client.close();
        }
    }
}
