package io.meshbench.services.provider;

import io.meshbench.services.common.api.DataAnswer;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

/** Calls the data service by name, through discovery and the load balancer. */
@Component
public class DataClient {

    static final String DATA_URL = "http://data/data";

    private final RestTemplate loadBalanced;

    public DataClient(RestTemplate loadBalanced) {
        this.loadBalanced = loadBalanced;
    }

    public DataAnswer fetch() {
        return loadBalanced.getForObject(DATA_URL, DataAnswer.class);
    }
}
