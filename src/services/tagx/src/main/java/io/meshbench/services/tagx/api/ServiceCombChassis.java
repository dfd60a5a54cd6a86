package io.meshbench.services.tagx.api;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.servicecomb.foundation.common.utils.BeanUtils;
import org.springframework.context.support.ClassPathXmlApplicationContext;

/**
 * ServiceComb Java Chassis 2.8 without Spring Boot and without a service center: its own Spring context (the
 * chassis' {@code META-INF/spring} beans) plus the beans one role adds, configured through system properties, which
 * the chassis reads above its {@code microservice.yaml}. Both sides find each other through the local registry
 * ({@code registry-local}): the provider registers itself in memory, the consumer is given the provider's endpoint.
 */
public final class ServiceCombChassis implements AutoCloseable {

    public static final String APPLICATION = "meshbench-tagx";
    public static final String PROVIDER = "tagx-servicecomb-provider";
    public static final String CONSUMER = "tagx-servicecomb-consumer";
    public static final String VERSION = "1.0.0";
    /** The schema of {@link EchoService}, the same contract as Dubbo's and SOFARPC's. */
    public static final String SCHEMA = "tagxEcho";

    private final ClassPathXmlApplicationContext context;

    private ServiceCombChassis(ClassPathXmlApplicationContext context) {
        this.context = context;
    }

    /**
     * @param name  the microservice name of this process
     * @param extra more settings, e.g. {@code servicecomb.rest.address} for the provider
     * @param beans singletons the role adds to the chassis' context (a {@code RegistryBean}, a {@code BootListener})
     */
    public static ServiceCombChassis start(String name, Map<String, String> extra, Map<String, Object> beans) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("servicecomb.service.application", APPLICATION);
        settings.put("servicecomb.service.name", name);
        settings.put("servicecomb.service.version", VERSION);
        // The handler chain, not 2.x's newer filter chain: its last step, TransportClientHandler.handle, is where
        // Sermant's tag-transmission plugin writes the tags into the invocation's context.
        settings.put("servicecomb.filter-chains.enabled", "false");
        settings.putAll(extra);
        settings.forEach(System::setProperty);
        BeanUtils.prepareServiceCombScanPackage();
        ClassPathXmlApplicationContext context = new ClassPathXmlApplicationContext(BeanUtils.DEFAULT_BEAN_RESOURCE,
                false, null);
        context.addBeanFactoryPostProcessor(factory -> beans.forEach(factory::registerSingleton));
        try {
            context.refresh(); // the chassis starts on the refresh: transports, registry, schemas
        } catch (RuntimeException | Error e) {
            context.close();
            throw e;
        }
        return new ServiceCombChassis(context);
    }

    @Override
    public void close() {
        context.close(); // SCBEngine.destroy(): unregisters, closes the transports and their vert.x
    }
}
