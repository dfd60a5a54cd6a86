package io.meshbench.services.data;

import io.meshbench.services.common.ServiceBasics;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The data service's wiring: only what every service has. Kept off the application class so that slice tests
 * ({@code @WebMvcTest}) load the controllers without it.
 */
@Configuration(proxyBeanMethods = false)
@Import({ServiceBasics.class})
public class DataWiring {
}
