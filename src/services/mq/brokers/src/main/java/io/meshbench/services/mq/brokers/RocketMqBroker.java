package io.meshbench.services.mq.brokers;

import java.nio.file.Path;
import java.time.Duration;
import org.apache.rocketmq.broker.BrokerController;
import org.apache.rocketmq.common.BrokerConfig;
import org.apache.rocketmq.common.MQVersion;
import org.apache.rocketmq.common.topic.TopicValidator;
import org.apache.rocketmq.remoting.netty.NettyClientConfig;
import org.apache.rocketmq.remoting.netty.NettyServerConfig;
import org.apache.rocketmq.remoting.protocol.RemotingCommand;
import org.apache.rocketmq.remoting.protocol.route.TopicRouteData;
import org.apache.rocketmq.store.config.BrokerRole;
import org.apache.rocketmq.store.config.MessageStoreConfig;

/**
 * A single-master RocketMQ broker on 127.0.0.1, registered with the run's name server. Its two remoting listeners
 * (the port and the "fast" port two below) are bound through {@code bindAddress}; its HA listener, which RocketMQ
 * binds on every interface, is not opened at all: {@link SingleMasterHaService} replaces the HA service, since a
 * master without slaves has nothing to replicate. Store files are kept small: the runs hold at most a few million
 * messages.
 */
final class RocketMqBroker implements Broker {

    static final String CLUSTER = "MeshBenchCluster";
    static final String NAME = "meshbench-broker";
    private static final Duration REGISTRATION_TIMEOUT = Duration.ofSeconds(60);

    private final BrokerController controller;
    private final int port;

    private RocketMqBroker(BrokerController controller, int port) {
        this.controller = controller;
        this.port = port;
    }

    static RocketMqBroker start(Path dataFolder, String nameServer) {
        // as RocketMQ's start-up scripts do: without it requests carry version 0 and the name server reads the
        // broker's registration in the oldest format, without its topics
        System.setProperty(RemotingCommand.REMOTING_VERSION_KEY, Integer.toString(MQVersion.CURRENT_VERSION));
        Path data = DataFolder.fresh(dataFolder);
        // RocketMQ puts RocksDB's log under ${user.home}/logs/rocketmqlogs, with no setting of its own: this JVM runs
        // this broker alone, so its home is the data folder (deleted at stop), not the user's
        System.setProperty("user.home", data.toString());
        BrokerConfig broker = new BrokerConfig();
        broker.setRocketmqHome(data.toString());
        broker.setBrokerClusterName(CLUSTER);
        broker.setBrokerName(NAME);
        broker.setBrokerId(0);
        broker.setBrokerIP1("127.0.0.1");
        broker.setNamesrvAddr(nameServer);
        broker.setAutoCreateTopicEnable(true);
        broker.setAutoCreateSubscriptionGroup(true);
        MessageStoreConfig store = new MessageStoreConfig();
        store.setBrokerRole(BrokerRole.ASYNC_MASTER);
        store.setStorePathRootDir(data.resolve("store").toString());
        store.setStorePathCommitLog(data.resolve("store").resolve("commitlog").toString());
        store.setMappedFileSizeCommitLog(64 * 1024 * 1024);
        store.setMappedFileSizeConsumeQueue(300_000 * 20);
        store.setMaxHashSlotNum(50_000);
        store.setMaxIndexNum(200_000);
        store.setHaListenPort(0);
        // no compacted topics here: without the compaction store no scheduled task writes its position checkpoint
        // into the data folder while the broker stops (seen after the folder had been deleted)
        store.setEnableCompaction(false);
        NettyServerConfig server = new NettyServerConfig();
        server.setBindAddress("127.0.0.1");
        int port = FreePorts.withFastPort();
        server.setListenPort(port);
        BrokerController controller = new BrokerController(broker, server, new NettyClientConfig(), store);
        try {
            if (!controller.initialize()) {
                throw new IllegalStateException("the RocketMQ broker refused to initialise (see its log)");
            }
            controller.start();
            awaitRegistration(controller);
        } catch (Exception e) {
            controller.shutdown();
            throw new IllegalStateException("The RocketMQ broker did not start: " + e.getMessage(), e);
        }
        return new RocketMqBroker(controller, port);
    }

    /**
     * Returns once the name server routes the auto-create topic to this broker. The broker registers in the
     * background; until then a producer's first message to a new topic fails with "No route info of this topic", so
     * the broker only counts as started (its /health) after that.
     */
    private static void awaitRegistration(BrokerController controller) throws InterruptedException {
        long deadline = System.nanoTime() + REGISTRATION_TIMEOUT.toNanos();
        Exception last = null;
        while (System.nanoTime() < deadline) {
            try {
                TopicRouteData route = controller.getBrokerOuterAPI()
                        .getTopicRouteInfoFromNameServer(TopicValidator.AUTO_CREATE_TOPIC_KEY_TOPIC, 3_000);
                if (route != null && !route.getBrokerDatas().isEmpty()) {
                    return;
                }
            } catch (Exception notYet) {
                last = notYet;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the name server did not route " + TopicValidator.AUTO_CREATE_TOPIC_KEY_TOPIC
                + " to the broker within " + REGISTRATION_TIMEOUT.toSeconds() + " s"
                + (last == null ? "" : " (last: " + last.getMessage() + ")"));
    }

    @Override
    public String address() {
        return "127.0.0.1:" + port;
    }

    @Override
    public String describe() {
        return "RocketMQ broker " + MQVersion.getVersionDesc(MQVersion.CURRENT_VERSION) + " (single master, no HA listener)";
    }

    @Override
    public void close() {
        controller.shutdown();
    }
}
