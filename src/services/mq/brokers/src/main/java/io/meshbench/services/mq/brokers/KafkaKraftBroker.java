package io.meshbench.services.mq.brokers;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.AppInfoParser;
import org.apache.kafka.common.utils.Time;

/**
 * Kafka in KRaft mode, one node that is broker and controller, both listeners on 127.0.0.1: the storage formatted
 * as {@code kafka-storage.sh format} does, then the server started in this JVM.
 */
final class KafkaKraftBroker implements Broker {

    private final KafkaRaftServer server;
    private final int port;

    private KafkaKraftBroker(KafkaRaftServer server, int port) {
        this.server = server;
        this.port = port;
    }

    static KafkaKraftBroker start(Path dataFolder) {
        Path data = DataFolder.fresh(dataFolder);
        int port = FreePorts.any();
        int controllerPort = FreePorts.any();
        Properties properties = new Properties();
        properties.put("process.roles", "broker,controller");
        properties.put("node.id", "1");
        properties.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        properties.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controllerPort);
        properties.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
        properties.put("controller.listener.names", "CONTROLLER");
        properties.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        properties.put("inter.broker.listener.name", "PLAINTEXT");
        properties.put("log.dirs", data.resolve("logs").toString());
        properties.put("num.partitions", "1");
        properties.put("offsets.topic.replication.factor", "1");
        properties.put("offsets.topic.num.partitions", "1");
        properties.put("transaction.state.log.replication.factor", "1");
        properties.put("transaction.state.log.min.isr", "1");
        properties.put("share.coordinator.state.topic.replication.factor", "1");
        properties.put("share.coordinator.state.topic.min.isr", "1");
        properties.put("group.initial.rebalance.delay.ms", "0");
        properties.put("auto.create.topics.enable", "true");
        format(properties, data);
        KafkaRaftServer server = new KafkaRaftServer(KafkaConfig.fromProps(properties, false), Time.SYSTEM);
        try {
            server.startup();
        } catch (RuntimeException e) {
            server.shutdown();
            throw e;
        }
        return new KafkaKraftBroker(server, port);
    }

    /** {@code kafka-storage.sh format -t <random id> -c server.properties}, its output kept for the error. */
    private static void format(Properties properties, Path data) {
        Path config = data.resolve("server.properties");
        try (OutputStream out = Files.newOutputStream(config)) {
            properties.store(out, "written by MeshBench");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + config, e);
        }
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        int exit = StorageTool.execute(new String[] {"format", "-t", Uuid.randomUuid().toString(), "-c", config.toString()},
                new PrintStream(output, true, StandardCharsets.UTF_8));
        if (exit != 0) {
            throw new IllegalStateException("Formatting Kafka's storage failed (" + exit + "): "
                    + output.toString(StandardCharsets.UTF_8).strip());
        }
    }

    @Override
    public String address() {
        return "127.0.0.1:" + port;
    }

    @Override
    public String describe() {
        return "Kafka " + AppInfoParser.getVersion() + " (KRaft, broker and controller in one node)";
    }

    @Override
    public void close() {
        server.shutdown();
        server.awaitShutdown();
    }
}
