package io.meshbench.services.mq.brokers;

import java.nio.file.Path;
import org.apache.rocketmq.common.MQVersion;
import org.apache.rocketmq.common.namesrv.NamesrvConfig;
import org.apache.rocketmq.namesrv.NamesrvController;
import org.apache.rocketmq.remoting.netty.NettyClientConfig;
import org.apache.rocketmq.remoting.netty.NettyServerConfig;
import org.apache.rocketmq.remoting.protocol.RemotingCommand;

/** RocketMQ's name server on 127.0.0.1 (its one listener is bound there through {@code bindAddress}). */
final class RocketMqNameServer implements Broker {

    private final NamesrvController controller;
    private final int port;

    private RocketMqNameServer(NamesrvController controller, int port) {
        this.controller = controller;
        this.port = port;
    }

    static RocketMqNameServer start(Path dataFolder) {
        // as RocketMQ's start-up scripts do: without it requests carry version 0 and the name server reads the
        // broker's registration in the oldest format, without its topics
        System.setProperty(RemotingCommand.REMOTING_VERSION_KEY, Integer.toString(MQVersion.CURRENT_VERSION));
        Path data = DataFolder.fresh(dataFolder);
        NamesrvConfig config = new NamesrvConfig();
        config.setRocketmqHome(data.toString());
        config.setKvConfigPath(data.resolve("kvConfig.json").toString());
        config.setConfigStorePath(data.resolve("namesrv.properties").toString());
        NettyServerConfig server = new NettyServerConfig();
        server.setBindAddress("127.0.0.1");
        int port = FreePorts.any();
        server.setListenPort(port);
        NamesrvController controller = new NamesrvController(config, server, new NettyClientConfig());
        try {
            if (!controller.initialize()) {
                throw new IllegalStateException("RocketMQ's name server refused to initialise");
            }
            controller.start();
        } catch (Exception e) {
            controller.shutdown();
            throw new IllegalStateException("RocketMQ's name server did not start: " + e.getMessage(), e);
        }
        return new RocketMqNameServer(controller, port);
    }

    @Override
    public String address() {
        return "127.0.0.1:" + port;
    }

    @Override
    public String describe() {
        return "RocketMQ name server " + MQVersion.getVersionDesc(MQVersion.CURRENT_VERSION);
    }

    @Override
    public void close() {
        controller.shutdown();
    }
}
