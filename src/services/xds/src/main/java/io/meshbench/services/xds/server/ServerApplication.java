package io.meshbench.services.xds.server;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code -Dxds.role=server}: the spring-server. {@code GET /hello} answers with its instance and subset (so a probe
 * sees where a weighted route sent each request), {@code GET /health} with UP.
 */
@SpringBootApplication(exclude = DataSourceAutoConfiguration.class)
@RestController
public class ServerApplication {

    private final String instance;
    private final String subset;

    public ServerApplication(@Value("${meshbench.instance:xds-server}") String instance,
                             @Value("${xds.subset:}") String subset) {
        this.instance = instance;
        this.subset = subset;
    }

    public static void main(String[] args) {
        new SpringApplicationBuilder(ServerApplication.class)
                .properties(Map.of("spring.application.name", "xds-server"))
                .run(args);
    }

    @GetMapping("/hello")
    public Map<String, String> hello() {
        return Map.of("instance", instance, "subset", subset);
    }

    @GetMapping("/health")
    public String health() {
        return "UP";
    }
}
