package io.meshbench.services.common.health;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.cloud.client.serviceregistry.AbstractAutoServiceRegistration;
import org.springframework.context.event.EventListener;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /health}: {@code UP} once the application has started and registered itself in discovery, so the
 * harness can start the next process. A tiny controller instead of Actuator, whose beans and threads would be
 * measured along with the service.
 */
@RestController
public class HealthController {

    private final ObjectProvider<AbstractAutoServiceRegistration<?>> registration;
    private volatile boolean started;

    public HealthController(ObjectProvider<AbstractAutoServiceRegistration<?>> registration) {
        this.registration = registration;
    }

    @EventListener(ApplicationReadyEvent.class)
    void applicationReady() {
        started = true;
    }

    @GetMapping(path = "/health", produces = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> health() {
        if (!started) {
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body("STARTING");
        }
        if (!registered()) {
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body("NOT REGISTERED");
        }
        return ResponseEntity.ok("UP");
    }

    /** Registration runs when the web server is up; without discovery (tests) there is nothing to wait for. */
    private boolean registered() {
        AbstractAutoServiceRegistration<?> autoRegistration = registration.getIfAvailable();
        return autoRegistration == null || autoRegistration.isRunning();
    }
}
