package io.meshbench.services.tagx.server;

import io.meshbench.services.tagx.api.EchoService;
import io.meshbench.services.tagx.api.ServiceCombChassis;
import java.util.Map;
import java.util.TreeMap;
import org.apache.servicecomb.core.BootListener;
import org.apache.servicecomb.core.provider.producer.ProducerMeta;
import org.apache.servicecomb.swagger.invocation.context.ContextUtils;
import org.apache.servicecomb.swagger.invocation.context.InvocationContext;

/**
 * The ServiceComb provider of {@link EchoService} (a POJO schema) on the chassis' vert.x REST transport, bound to the
 * given address only. It answers with the invocation context that arrived: ServiceComb carries what a consumer adds
 * beside the call in that context (the {@code x-cse-context} header on REST).
 */
final class ServiceCombEchoProvider implements AutoCloseable {

    private final ServiceCombChassis chassis;

    private ServiceCombEchoProvider(ServiceCombChassis chassis) {
        this.chassis = chassis;
    }

    static ServiceCombEchoProvider start(String address, int port) {
        BootListener schema = new BootListener() {
            @Override
            public void onBeforeProducerProvider(BootEvent event) {
                ProducerMeta meta = new ProducerMeta(ServiceCombChassis.SCHEMA, new ContextEcho());
                meta.setSchemaInterface(EchoService.class); // the consumer builds its view from the interface too
                event.getScbEngine().getProducerProviderManager().addProducerMeta(meta);
            }
        };
        return new ServiceCombEchoProvider(ServiceCombChassis.start(ServiceCombChassis.PROVIDER,
                Map.of("servicecomb.rest.address", address + ":" + port), Map.of("tagxEchoSchema", schema)));
    }

    @Override
    public void close() {
        chassis.close();
    }

    /** A named class, as for Dubbo and SOFARPC: the chassis reflects on the implementation. */
    public static final class ContextEcho implements EchoService {
        @Override
        public Map<String, String> echo(String stack) {
            InvocationContext context = ContextUtils.getInvocationContext();
            return context == null ? Map.of() : new TreeMap<>(context.getContext());
        }
    }
}
