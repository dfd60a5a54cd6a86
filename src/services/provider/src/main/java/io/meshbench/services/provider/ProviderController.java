package io.meshbench.services.provider;

import io.meshbench.services.common.api.ErrorAnswer;
import io.meshbench.services.common.api.ProviderAnswer;
import io.meshbench.services.provider.fault.FaultSwitch;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;

/** {@code GET /provider}: names this instance and its tags, and passes on the data service's answer. */
@RestController
public class ProviderController {

    private final ProviderIdentity identity;
    private final DataClient data;
    private final FaultSwitch faults;

    public ProviderController(ProviderIdentity identity, DataClient data, FaultSwitch faults) {
        this.identity = identity;
        this.data = data;
        this.faults = faults;
    }

    @GetMapping("/provider")
    public ResponseEntity<?> provider() throws InterruptedException {
        if (faults.current().failsCalls()) {
            return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR)
                    .body(new ErrorAnswer("fault injected (mode=error)", identity.info(), null));
        }
        faults.current().delay();
        try {
            return ResponseEntity.ok(new ProviderAnswer(identity.info(), data.fetch()));
        } catch (RestClientException | IllegalStateException e) {
            // IllegalStateException: the load balancer knows no data instance.
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY)
                    .body(new ErrorAnswer("data service call failed: " + e.getMessage(), identity.info(), null));
        }
    }
}
