package io.meshbench.services.provider;

import io.meshbench.services.common.ServiceBasics;
import io.meshbench.services.common.http.LoadBalancedHttp;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The provider's wiring: what every service has, plus the load-balanced RestTemplate to the data service. Kept off
 * the application class so that slice tests ({@code @WebMvcTest}) load the controllers without it.
 */
@Configuration(proxyBeanMethods = false)
@Import({ServiceBasics.class, LoadBalancedHttp.class})
public class ProviderWiring {
}
