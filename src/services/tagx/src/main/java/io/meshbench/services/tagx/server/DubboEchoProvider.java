package io.meshbench.services.tagx.server;

import io.meshbench.services.tagx.api.DubboSettings;
import io.meshbench.services.tagx.api.EchoService;
import java.util.Map;
import java.util.TreeMap;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.rpc.RpcContext;

/** The Dubbo 2.7 provider of {@link EchoService}, registered in the run's ZooKeeper. */
final class DubboEchoProvider implements AutoCloseable {

    private final ServiceConfig<EchoService> service;

    private DubboEchoProvider(ServiceConfig<EchoService> service) {
        this.service = service;
    }

    static DubboEchoProvider export(String address, int port, String zookeeper) {
        ServiceConfig<EchoService> service = new ServiceConfig<>();
        service.setApplication(DubboSettings.application("tagx-server"));
        service.setRegistry(DubboSettings.registry(zookeeper));
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost(DubboSettings.loopbackHost(address));
        service.setProtocol(protocol);
        service.setInterface(EchoService.class);
        service.setRef(new AttachmentsEcho());
        service.export();
        return new DubboEchoProvider(service);
    }

    @Override
    public void close() {
        service.unexport();
    }

    /** A named class: Dubbo generates a javassist wrapper for the implementation's class, which a lambda cannot have. */
    public static final class AttachmentsEcho implements EchoService {
        @Override
        public Map<String, String> echo(String stack) {
            return new TreeMap<>(RpcContext.getContext().getAttachments());
        }
    }
}
