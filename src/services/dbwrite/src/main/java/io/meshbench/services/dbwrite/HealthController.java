package io.meshbench.services.dbwrite;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /health}: {@code UP} once started, which is after every database was opened and its schema made. */
@RestController
public class HealthController {

    private volatile boolean started;

    @EventListener(ApplicationReadyEvent.class)
    void applicationReady() {
        started = true;
    }

    @GetMapping(path = "/health", produces = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> health() {
        return started ? ResponseEntity.ok("UP") : ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body("STARTING");
    }
}
