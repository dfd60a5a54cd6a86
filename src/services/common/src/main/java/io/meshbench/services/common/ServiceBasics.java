package io.meshbench.services.common;

import io.meshbench.services.common.health.HealthController;
import io.meshbench.services.common.metrics.RemoteView;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.PropertySource;

/**
 * What every service under test has: {@code /health}, what a cluster reads ({@code /actuator/prometheus}, {@code
 * /actuator/info}) and the shared defaults (bind and register 127.0.0.1,
 * instance ids, Tomcat keep-alive). The defaults rank below the app's own application.properties and the
 * command line, so either can override them.
 */
@Configuration(proxyBeanMethods = false)
@PropertySource("classpath:meshbench-service-defaults.properties")
@Import({HealthController.class, RemoteView.class})
public class ServiceBasics {
}
