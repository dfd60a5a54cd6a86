package io.meshbench.services.consumer;

import io.meshbench.services.common.ServiceBasics;
import io.meshbench.services.common.http.LoadBalancedHttp;
import org.springframework.cloud.openfeign.EnableFeignClients;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The consumer's wiring: what every service has, the load-balanced RestTemplate and the Feign client to the
 * provider. Kept off the application class so that slice tests ({@code @WebMvcTest}) load the controllers without
 * it.
 */
@Configuration(proxyBeanMethods = false)
@EnableFeignClients
@Import({ServiceBasics.class, LoadBalancedHttp.class})
public class ConsumerWiring {
}
