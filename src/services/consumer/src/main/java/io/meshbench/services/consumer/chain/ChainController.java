package io.meshbench.services.consumer.chain;

import io.meshbench.services.common.api.ChainAnswer;
import io.meshbench.services.common.api.ProviderAnswer;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The requests JMeter sends: {@code GET /chain} (RestTemplate) and {@code GET /chain/feign} (OpenFeign). Each
 * answer names the provider instance that served it and its tags, so routing can be checked from outside.
 * Failures are mapped by {@link UpstreamFailures}.
 */
@RestController
public class ChainController {

    private final String consumer;
    private final ProviderRestClient restTemplate;
    private final ProviderFeignClient feign;

    public ChainController(@Value("${meshbench.instance}") String consumer, ProviderRestClient restTemplate,
            ProviderFeignClient feign) {
        this.consumer = consumer;
        this.restTemplate = restTemplate;
        this.feign = feign;
    }

    @GetMapping("/chain")
    public ChainAnswer viaRestTemplate() {
        return chainOf(restTemplate.provider());
    }

    @GetMapping("/chain/feign")
    public ChainAnswer viaFeign() {
        return chainOf(feign.provider());
    }

    private ChainAnswer chainOf(ProviderAnswer answer) {
        return new ChainAnswer(consumer, answer.provider(), answer.data());
    }
}
