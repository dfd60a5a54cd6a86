package io.meshbench.services.consumer.ready;

import io.meshbench.services.common.api.ProviderAnswer;
import io.meshbench.services.consumer.chain.ProviderRestClient;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.cloud.client.ServiceInstance;
import org.springframework.cloud.client.discovery.DiscoveryClient;
import org.springframework.cloud.loadbalancer.core.ServiceInstanceListSupplier;
import org.springframework.cloud.loadbalancer.support.LoadBalancerClientFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;

/**
 * {@code GET /ready?providers=3}: 200 once the whole chain can serve the load, else 503 with the reason. The
 * harness polls it before it starts JMeter. Ready means: discovery lists at least that many provider instances
 * and a data instance, the load balancer's (cached) list has caught up with discovery, and one call through the
 * chain succeeds.
 */
@RestController
public class ReadinessController {

    static final String PROVIDER = "provider";
    static final String DATA = "data";
    private static final Duration LOAD_BALANCER_WAIT = Duration.ofSeconds(2);

    private final DiscoveryClient discovery;
    private final LoadBalancerClientFactory loadBalancers;
    private final ProviderRestClient provider;

    public ReadinessController(DiscoveryClient discovery, LoadBalancerClientFactory loadBalancers,
            ProviderRestClient provider) {
        this.discovery = discovery;
        this.loadBalancers = loadBalancers;
        this.provider = provider;
    }

    @GetMapping(path = "/ready", produces = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> ready(@RequestParam(defaultValue = "3") int providers) {
        if (providers < 1) {
            return ResponseEntity.badRequest().body("providers must be 1 or more, got " + providers);
        }
        List<ServiceInstance> registered = discovery.getInstances(PROVIDER);
        if (registered.size() < providers) {
            return notReady("discovery lists " + registered.size() + " of " + providers + " provider instances");
        }
        if (discovery.getInstances(DATA).isEmpty()) {
            return notReady("discovery lists no data instance");
        }
        int balanced = loadBalancedCount();
        if (balanced < providers) {
            return notReady("the load balancer sees " + balanced + " of " + providers
                    + " provider instances (its cache refreshes every spring.cloud.loadbalancer.cache.ttl)");
        }
        try {
            ProviderAnswer probe = provider.provider();
            return ResponseEntity.ok("READY: " + registered.size() + " provider instances (" + names(registered)
                    + "); probe served by " + probe.provider().instance() + " with data from "
                    + probe.data().instance());
        } catch (RestClientException | IllegalStateException e) {
            return notReady("probe call through the chain failed: " + e.getMessage());
        }
    }

    private int loadBalancedCount() {
        ServiceInstanceListSupplier supplier = loadBalancers.getInstance(PROVIDER, ServiceInstanceListSupplier.class);
        List<ServiceInstance> instances = supplier == null ? null : supplier.get().blockFirst(LOAD_BALANCER_WAIT);
        return instances == null ? 0 : instances.size();
    }

    private static String names(List<ServiceInstance> instances) {
        return instances.stream().map(ServiceInstance::getInstanceId).sorted().collect(Collectors.joining(", "));
    }

    private static ResponseEntity<String> notReady(String reason) {
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body("NOT READY: " + reason);
    }
}
