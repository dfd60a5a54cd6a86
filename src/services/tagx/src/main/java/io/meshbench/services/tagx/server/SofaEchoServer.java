package io.meshbench.services.tagx.server;

import com.alipay.sofa.rpc.config.ProviderConfig;
import com.alipay.sofa.rpc.config.ServerConfig;
import com.alipay.sofa.rpc.core.exception.SofaRpcException;
import com.alipay.sofa.rpc.core.request.SofaRequest;
import com.alipay.sofa.rpc.core.response.SofaResponse;
import com.alipay.sofa.rpc.filter.Filter;
import com.alipay.sofa.rpc.filter.FilterInvoker;
import io.meshbench.services.tagx.api.EchoService;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The SOFARPC (bolt) server of {@link EchoService}, reached by direct address: a provider filter reads the request
 * properties that arrived, where SOFARPC carries what a client adds beside the call.
 */
final class SofaEchoServer implements AutoCloseable {

    private static final ThreadLocal<Map<String, String>> RECEIVED = ThreadLocal.withInitial(Map::of);

    private final ProviderConfig<EchoService> provider;
    private final ServerConfig server;

    private SofaEchoServer(ProviderConfig<EchoService> provider, ServerConfig server) {
        this.provider = provider;
        this.server = server;
    }

    static SofaEchoServer start(String address, int port) {
        ServerConfig server = new ServerConfig().setProtocol("bolt").setHost(address).setBoundHost(address)
                .setPort(port).setDaemon(true);
        ProviderConfig<EchoService> provider = new ProviderConfig<EchoService>()
                .setInterfaceId(EchoService.class.getName())
                .setRef(new RequestPropsEcho())
                .setServer(server)
                .setRegister(false)
                .setFilterRef(List.of(new RequestPropsCapture()));
        provider.export();
        return new SofaEchoServer(provider, server);
    }

    int port() {
        return server.getPort();
    }

    @Override
    public void close() {
        provider.unExport();
        server.destroy();
    }

    /** A named class, as for Dubbo: the frameworks reflect on the implementation. */
    public static final class RequestPropsEcho implements EchoService {
        @Override
        public Map<String, String> echo(String stack) {
            return RECEIVED.get();
        }
    }

    private static final class RequestPropsCapture extends Filter {
        @Override
        public SofaResponse invoke(FilterInvoker invoker, SofaRequest request) throws SofaRpcException {
            Map<String, String> received = new TreeMap<>();
            if (request.getRequestProps() != null) {
                request.getRequestProps().forEach((key, value) -> received.put(key, String.valueOf(value)));
            }
            RECEIVED.set(received);
            try {
                return invoker.invoke(request);
            } finally {
                RECEIVED.remove();
            }
        }
    }
}
