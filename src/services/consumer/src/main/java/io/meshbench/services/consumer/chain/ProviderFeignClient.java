package io.meshbench.services.consumer.chain;

import io.meshbench.services.common.api.ProviderAnswer;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.GetMapping;

/** Calls {@code GET /provider} through OpenFeign (load-balanced by Spring Cloud LoadBalancer as well). */
@FeignClient(name = "provider")
public interface ProviderFeignClient {

    @GetMapping("/provider")
    ProviderAnswer provider();
}
