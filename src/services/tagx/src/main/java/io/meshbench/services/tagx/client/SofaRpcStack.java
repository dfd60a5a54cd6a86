package io.meshbench.services.tagx.client;

import com.alipay.sofa.rpc.config.ConsumerConfig;
import io.meshbench.services.tagx.api.EchoService;
import java.util.Map;

/** SOFARPC (bolt), direct address: no registry. */
final class SofaRpcStack implements Stack {

    private final ConsumerConfig<EchoService> consumer;
    private final EchoService echo;

    SofaRpcStack(String address, int port) {
        this.consumer = new ConsumerConfig<EchoService>()
                .setInterfaceId(EchoService.class.getName())
                .setProtocol("bolt")
                .setDirectUrl("bolt://" + address + ":" + port)
                .setRegister(false)
                .setSubscribe(false)
                .setTimeout(HttpEcho.READ_TIMEOUT_MS)
                .setConnectTimeout(HttpEcho.CONNECT_TIMEOUT_MS);
        this.echo = consumer.refer();
    }

    @Override
    public String name() {
        return "sofarpc";
    }

    @Override
    public Map<String, String> call() {
        return echo.echo(name());
    }

    @Override
    public void close() {
        consumer.unRefer();
    }
}
