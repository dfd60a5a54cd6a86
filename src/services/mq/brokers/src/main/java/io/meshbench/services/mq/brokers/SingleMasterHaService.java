package io.meshbench.services.mq.brokers;

import org.apache.rocketmq.store.ha.DefaultHAService;

/**
 * The HA service of a master without slaves: RocketMQ's default, minus its replication listener, which binds every
 * interface (RocketMQ has no address setting for it). Loaded by RocketMQ's own service lookup
 * ({@code META-INF/service/org.apache.rocketmq.store.ha.HAService}), which {@code DefaultMessageStore} consults before
 * it falls back to {@link DefaultHAService}. Everything else (group transfer, connection state) runs as usual; no
 * slave can connect, which a single-master broker never expects.
 */
public class SingleMasterHaService extends DefaultHAService {

    @Override
    public void start() throws Exception {
        groupTransferService.start();
        haConnectionStateNotificationService.start();
        if (haClient != null) {
            haClient.start();
        }
    }
}
