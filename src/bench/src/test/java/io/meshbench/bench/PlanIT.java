package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shipped plans, run for real with the provisioned JMeter against a loopback server: they read every setting from
 * -J properties, hold the target rate, end by themselves and write the CSV columns the results engine reads.
 */
class PlanIT {

    private static final String DEFAULT_COLUMNS = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,"
            + "dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect";
    private static final int TPS = 100;
    private static final int WARMUP = 1;
    private static final int DURATION = 3;

    @TempDir
    Path work;

    @ParameterizedTest
    @ValueSource(strings = {"router.jmx", "removal.jmx"})
    void planRunsAtTheTargetRateFromPropertiesAndEndsByItself(String plan) throws Exception {
        try (LoopbackHttpServer server = new LoopbackHttpServer()) {
            Path jtl = work.resolve("result.jtl");
            Map<String, String> properties = levelProperties(server);
            // Switching the InfluxDB listener on by property alone must not start it: it is off in the file.
            properties.put("influxdb.enabled", "true");
            properties.put("influxdb.url", "http://127.0.0.1:" + server.port() + "/write");

            JMeterCli.Outcome outcome = JMeterCli.run(TestPaths.plan(plan), jtl, properties, Duration.ofSeconds(60));

            assertThat(outcome.exitCode()).isZero();
            List<String> lines = Files.readAllLines(jtl);
            assertThat(lines.get(0)).isEqualTo(DEFAULT_COLUMNS);
            List<String> samples = lines.subList(1, lines.size());
            // The shaping timer holds TPS after the warm-up (in its first ~0.3 s it catches up on the samples it
            // could not send while JMeter warmed up; the analysis trims the warm-up). A busy box may fall short.
            assertThat(samplesStartedAfterWarmup(samples)).isBetween(TPS * DURATION * 6L / 10, TPS * DURATION * 11L / 10);
            assertThat(samples).hasSizeLessThan(TPS * (WARMUP + DURATION) * 13 / 10);
            assertThat(samples).allSatisfy(sample -> assertThat(sample)
                    .contains(",chain,200,OK,")
                    .contains(",true,")
                    .contains("http://127.0.0.1:" + server.port() + "/chain"));
            assertThat(server.idHeaders()).containsExactly("7");
            assertThat(server.writes()).isEmpty();
        }
    }

    @Test
    void influxdbListenerSendsThePlansSamplesWhenEnabledInTheFile() throws Exception {
        Path enabledCopy = work.resolve("router-influxdb.jmx");
        String plan = Files.readString(TestPaths.plan("router.jmx"));
        String switchedOn = plan.replace("testname=\"influxdb\" enabled=\"false\"", "testname=\"influxdb\" enabled=\"true\"");
        assertThat(switchedOn).isNotEqualTo(plan);
        Files.writeString(enabledCopy, switchedOn);

        try (LoopbackHttpServer server = new LoopbackHttpServer()) {
            Map<String, String> properties = levelProperties(server);
            properties.put("influxdb.url", "http://127.0.0.1:" + server.port() + "/write");

            JMeterCli.Outcome outcome = JMeterCli.run(enabledCopy, work.resolve("result.jtl"), properties,
                    Duration.ofSeconds(60));

            assertThat(outcome.exitCode()).isZero();
            assertThat(String.join("\n", server.writes()))
                    .contains("application=meshbench,transaction=chain")
                    .contains("text=\"router started\"");
        }
    }

    private static long samplesStartedAfterWarmup(List<String> samples) {
        List<Long> starts = samples.stream().map(sample -> Long.parseLong(sample.substring(0, sample.indexOf(',')))).toList();
        long warmupEnd = starts.stream().mapToLong(Long::longValue).min().orElseThrow() + WARMUP * 1000L;
        return starts.stream().filter(start -> start >= warmupEnd).count();
    }

    private static Map<String, String> levelProperties(LoopbackHttpServer server) {
        Map<String, String> properties = new HashMap<>();
        properties.put("host", "127.0.0.1");
        properties.put("port", Integer.toString(server.port()));
        properties.put("path", "/chain");
        properties.put("users", "10");
        properties.put("tps", Integer.toString(TPS));
        properties.put("warmup", Integer.toString(WARMUP));
        properties.put("duration", Integer.toString(DURATION));
        properties.put("rampup", "1");
        properties.put("id", "7");
        return properties;
    }

    /**
     * The open-model plan: arrivals at the target rate whatever the server does, ending by itself. The request in
     * flight when the schedule ends is cut off (JMeter records it as failed), so one failure in the last second is
     * allowed.
     */
    @Test
    void theOpenModelPlanArrivesAtTheTargetRateAndEndsByItself() throws Exception {
        try (LoopbackHttpServer server = new LoopbackHttpServer()) {
            Path jtl = work.resolve("open.jtl");
            // JMeterCli stops JMeter (and fails) when it has not ended by itself within the limit: the Arrivals Thread
            // Group never ended on 5.6.3. The limit only has to exceed start-up plus 4 s of load on a busy machine.
            JMeterCli.Outcome outcome = JMeterCli.run(TestPaths.plan("router-open.jmx"), jtl, levelProperties(server),
                    Duration.ofSeconds(120));

            assertThat(outcome.exitCode()).isZero();
            // rows only: a failed sample's failureMessage is a quoted field spanning several physical lines
            List<String> samples = Files.readAllLines(jtl).stream().skip(1)
                    .filter(line -> line.matches("\\d{13},.*")).toList();
            assertThat(samplesStartedAfterWarmup(samples)).isBetween(TPS * DURATION * 6L / 10, TPS * DURATION * 13L / 10);
            assertThat(samples.stream().filter(sample -> !sample.contains(",true,")).count()).isLessThanOrEqualTo(1);
            assertThat(samples).anySatisfy(sample -> assertThat(sample).contains(",arrivals 1-"));
        }
    }
}
