package io.meshbench.services.mq.brokers;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.testkit.ListeningSockets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged brokers for real: Kafka (KRaft), RocketMQ's name server and broker each start in their own JVM, listen
 * on 127.0.0.1 only (no HA listener on every interface), and a SIGTERM stops each with its data deleted and no
 * process left.
 */
class MqBrokersIT {

    @TempDir
    Path work;

    @Test
    void eachBrokerListensOnLoopbackOnlyAndStopsCleanly() throws Exception {
        Path jar = Path.of("target", "mq-brokers.jar");
        assertThat(jar).as("the packaged jar (failsafe runs after package)").isRegularFile();
        List<BrokerProcesses.Broker> brokers;
        try (BrokerProcesses started = BrokerProcesses.start(jar, work)) {
            brokers = started.all();
            for (BrokerProcesses.Broker broker : brokers) {
                List<String> listening = ListeningSockets.of(broker.process().pid());
                // HTTP + PLAINTEXT + CONTROLLER; HTTP + remoting; HTTP + remoting + fast remoting
                int expected = broker.name().equals("rocketmq-namesrv") ? 2 : 3;
                assertThat(listening).as(broker.name() + " listeners").hasSize(expected)
                        .allSatisfy(local -> assertThat(ListeningSockets.isLoopback(local)).as(local + " is loopback").isTrue());
                assertThat(broker.address()).startsWith("127.0.0.1:");
                assertThat(work.resolve("mq-data").resolve(broker.name())).isDirectory();
            }
            assertThat(Files.readString(work.resolve("rocketmq-broker.log"))).contains("no HA listener");
        }
        for (BrokerProcesses.Broker broker : brokers) {
            assertThat(broker.process().waitFor(1, TimeUnit.SECONDS)).isTrue();
            assertThat(broker.process().exitValue()).as(broker.name() + " exit code (143: SIGTERM, stopped by its hook)")
                    .isIn(0, 143);
            assertThat(broker.process().descendants().toList()).as(broker.name() + " children").isEmpty();
            Path data = work.resolve("mq-data").resolve(broker.name());
            assertThat(data).as("%s data deleted; left: %s", broker.name(), leftIn(data)).doesNotExist();
        }
        Path rocketMqLogs = Path.of(System.getProperty("user.home"), "logs", "rocketmqlogs");
        if (Files.isDirectory(rocketMqLogs)) {
            try (var files = Files.list(rocketMqLogs)) {
                assertThat(files.map(Path::toString)).as("RocksDB's log kept out of the user's home")
                        .noneMatch(name -> name.contains(work.getFileName().toString()));
            }
        }
    }

    /** What is left in a folder that should be gone, to say in the failure which writer came after the delete. */
    private static List<String> leftIn(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            return paths.map(path -> folder.relativize(path) + (Files.isDirectory(path) ? "/" : "")).sorted().toList();
        }
    }
}
