package io.meshbench.services.common.http;

import java.time.Duration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.cloud.client.loadbalancer.LoadBalanced;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.web.client.RestTemplate;

/**
 * The RestTemplate that calls other services by name ({@code http://provider/provider}) through Spring Cloud
 * LoadBalancer and ZooKeeper discovery. It runs on HttpURLConnection, the JDK client that Sermant's router,
 * tag-transmission and xDS plugins all intercept. Apps add interceptors through Spring Boot's
 * {@link org.springframework.boot.web.client.RestTemplateCustomizer} beans.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(HttpTimeouts.class)
public class LoadBalancedHttp {

    @Bean
    @LoadBalanced
    public RestTemplate loadBalancedRestTemplate(RestTemplateBuilder builder, HttpTimeouts timeouts) {
        return builder.requestFactory(SimpleClientHttpRequestFactory.class)
                .setConnectTimeout(Duration.ofMillis(timeouts.connectTimeoutMs()))
                .setReadTimeout(Duration.ofMillis(timeouts.readTimeoutMs()))
                .build();
    }
}
