package io.meshbench.services.common.metrics;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The beans behind what a cluster reads of a service: the CPU time counter and the JVM's arguments in the info. Off
 * unless {@link RemoteViewSwitch#PROPERTY} is true, like the actuator itself.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = RemoteViewSwitch.PROPERTY, havingValue = "true")
public class RemoteView {

    @Bean
    ProcessCpuTimeMetrics processCpuTimeMetrics() {
        return new ProcessCpuTimeMetrics();
    }

    @Bean
    JvmArgumentsInfo jvmArgumentsInfo() {
        return new JvmArgumentsInfo();
    }
}
