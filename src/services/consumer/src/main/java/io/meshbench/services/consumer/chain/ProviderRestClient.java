package io.meshbench.services.consumer.chain;

import io.meshbench.services.common.api.ProviderAnswer;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

/** Calls {@code GET /provider} through the load-balanced RestTemplate. */
@Component
public class ProviderRestClient {

    static final String PROVIDER_URL = "http://provider/provider";

    private final RestTemplate loadBalanced;

    public ProviderRestClient(RestTemplate loadBalanced) {
        this.loadBalanced = loadBalanced;
    }

    public ProviderAnswer provider() {
        return loadBalanced.getForObject(PROVIDER_URL, ProviderAnswer.class);
    }
}
