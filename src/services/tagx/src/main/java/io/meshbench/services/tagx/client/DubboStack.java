package io.meshbench.services.tagx.client;

import io.meshbench.services.tagx.api.EchoService;
import io.meshbench.services.tagx.api.DubboSettings;
import java.util.Map;
import org.apache.dubbo.config.ReferenceConfig;

/** Dubbo 2.7: a reference to {@link EchoService} found through the run's ZooKeeper registry. */
final class DubboStack implements Stack {

    private final ReferenceConfig<EchoService> reference = new ReferenceConfig<>();
    private final EchoService echo;

    DubboStack(String zookeeper) {
        reference.setApplication(DubboSettings.application("tagx-client"));
        reference.setRegistry(DubboSettings.registry(zookeeper));
        reference.setInterface(EchoService.class);
        reference.setTimeout(HttpEcho.READ_TIMEOUT_MS);
        reference.setCheck(false);
        reference.setRetries(0);
        this.echo = reference.get();
    }

    @Override
    public String name() {
        return "dubbo";
    }

    @Override
    public Map<String, String> call() {
        return echo.echo(name());
    }

    @Override
    public void close() {
        reference.destroy();
    }
}
