package io.meshbench.services.tagx.client;

import io.meshbench.services.tagx.api.EchoService;
import io.meshbench.services.tagx.api.ServiceCombChassis;
import java.util.List;
import java.util.Map;
import org.apache.servicecomb.localregistry.RegistryBean;
import org.apache.servicecomb.localregistry.RegistryBean.Instance;
import org.apache.servicecomb.localregistry.RegistryBean.Instances;
import org.apache.servicecomb.provider.pojo.Invoker;

/**
 * ServiceComb Java Chassis 2.8: an RPC reference ({@code Invoker.createProxy}, what {@code @RpcReference} injects) to
 * the provider's {@link EchoService} schema, over the chassis' REST transport (vert.x client). The provider is found
 * in the local registry, given its endpoint as a {@code registry.yaml} entry would: no service center.
 */
final class ServiceCombStack implements Stack {

    private final ServiceCombChassis chassis;
    private final EchoService echo;

    ServiceCombStack(String address, int port) {
        RegistryBean provider = new RegistryBean()
                .setId(ServiceCombChassis.PROVIDER)
                .setServiceName(ServiceCombChassis.PROVIDER)
                .setAppId(ServiceCombChassis.APPLICATION)
                .setVersion(ServiceCombChassis.VERSION)
                .addSchemaInterface(ServiceCombChassis.SCHEMA, EchoService.class)
                .setInstances(new Instances().setInstances(List.of(
                        new Instance().setEndpoints(List.of("rest://" + address + ":" + port)))));
        // No servicecomb.rest.address: the consumer's transport listens nowhere.
        this.chassis = ServiceCombChassis.start(ServiceCombChassis.CONSUMER, Map.of(
                "servicecomb.request.timeout", String.valueOf(HttpEcho.READ_TIMEOUT_MS),
                "servicecomb.rest.client.connection.maxPoolSize", "200"), // as the HTTP stacks' 200 connections
                Map.of("tagxServiceCombProvider", provider));
        this.echo = Invoker.createProxy(ServiceCombChassis.PROVIDER, ServiceCombChassis.SCHEMA, EchoService.class);
    }

    @Override
    public String name() {
        return "servicecomb";
    }

    @Override
    public Map<String, String> call() {
        return echo.echo(name());
    }

    @Override
    public void close() {
        chassis.close();
    }
}
