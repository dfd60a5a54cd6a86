package io.meshbench.services.consumer;

import io.meshbench.services.common.ServiceBasics;
import io.meshbench.services.common.ServiceLauncher;
import io.meshbench.services.common.http.LoadBalancedHttp;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.cloud.openfeign.EnableFeignClients;
import org.springframework.context.annotation.Import;

/** The measured service: one instance, calling the provider through RestTemplate or OpenFeign. */
@SpringBootApplication
@EnableFeignClients
@Import({ServiceBasics.class, LoadBalancedHttp.class})
public class ConsumerApplication {

    public static void main(String[] args) {
        ServiceLauncher.run(ConsumerApplication.class, args);
    }
}
