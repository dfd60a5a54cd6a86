package io.meshbench.services.common.metrics;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The beans behind what a cluster reads of a service: the CPU time counter and the JVM's arguments in the info. */
@Configuration(proxyBeanMethods = false)
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
