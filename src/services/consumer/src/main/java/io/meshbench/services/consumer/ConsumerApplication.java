package io.meshbench.services.consumer;

import io.meshbench.services.common.ServiceLauncher;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The measured service: one instance, calling the provider through RestTemplate or OpenFeign. */
@SpringBootApplication
public class ConsumerApplication {

    public static void main(String[] args) {
        ServiceLauncher.run(ConsumerApplication.class, args);
    }
}
