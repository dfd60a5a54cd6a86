package io.meshbench.services.consumer.headers;

import feign.RequestInterceptor;
import org.springframework.boot.web.client.RestTemplateCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Forwards {@link ForwardedHeaders} on both client paths to the provider: RestTemplate and Feign. */
@Configuration(proxyBeanMethods = false)
public class HeaderForwarding {

    @Bean
    RestTemplateCustomizer forwardHeadersOnRestTemplate() {
        return restTemplate -> restTemplate.getInterceptors().add((request, body, execution) -> {
            ForwardedHeaders.copyTo(request.getHeaders()::add);
            return execution.execute(request, body);
        });
    }

    @Bean
    RequestInterceptor forwardHeadersOnFeign() {
        return template -> ForwardedHeaders.copyTo((name, value) -> template.header(name, value));
    }
}
