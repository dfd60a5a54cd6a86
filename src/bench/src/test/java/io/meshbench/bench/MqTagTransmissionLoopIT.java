package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped mq-tag-transmission scenario's baseline for real, on one workload with a few messages: brokers started
 * as topology services, the message count reaching the job through the environment ({@code -Dmessages}), the job
 * counters read before and after the run and checked against the workload's expectation (no tag without an agent),
 * and the table's unit scaling in the report.
 */
class MqTagTransmissionLoopIT {

    @TempDir
    Path results;

    @Test
    void aBaselineProducerJobRunsThroughTheLoopWithItsCountersChecked() throws Exception {
        Path shipped = Harness.path("meshbench.repo.root").resolve("scenarios/mq-tag-transmission.yaml");
        Path scenario = results.resolve("mq-baseline.yaml");
        Files.writeString(scenario, baselineOnly(Files.readString(shipped), shipped.getParent()));
        Path console = results.resolve("console.log");
        ProcessBuilder command = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(),
                "run", scenario.toString(),
                "--jmeter-home", Harness.path("meshbench.jmeter.home").toString(),
                "--services-dir", Harness.path("meshbench.services.dir").toString(),
                "--results-dir", results.toString(),
                "--workloads", "kafka-producer", "--rounds", "1"))
                .directory(Harness.path("meshbench.repo.root").toFile())
                .redirectErrorStream(true).redirectOutput(console.toFile());
        command.environment().put("MESHBENCH_MQ_MESSAGES", "500");
        String output = Harness.awaitSuccess(command.start(), console, 5);

        assertThat(output).contains("Run 1/1: ok", "counters (after)", "messages=500", "tagged=0", "untagged=500");
        Path run;
        try (var folders = Files.list(results.resolve("mq-tag-transmission"))) {
            run = folders.toList().get(0).resolve("runs/baseline/kafka-producer-job/1");
        }
        String runJson = Files.readString(run.resolve("run.json"));
        assertThat(Harness.jsonText(runJson, "status")).isEqualTo("ok");
        assertThat(runJson).contains("counters as expected", "\"untagged.after\" : 500");
        assertThat(Files.readString(run.resolve("logs/kafka.log"))).contains("KRaft", "ready in");
    }

    /** The shipped scenario without its Sermant treatment (the suite runs without Sermant), paths made absolute. */
    private static String baselineOnly(String yaml, Path scenarios) {
        String withoutTreatment = yaml.replaceAll("(?s)  - name: sermant-tag\\n.*?    note: [^\\n]*\\n", "")
                .replace(", sermant-tag: {tagged: grows, untagged: unchanged}}", "}");
        assertThat(withoutTreatment).doesNotContain("sermant-tag");
        return withoutTreatment
                .replace("plan: ../jmx/mq-job.jmx", "plan: " + scenarios.resolve("../jmx/mq-job.jmx").normalize())
                .replace("file: rules/", "file: " + scenarios.resolve("rules") + "/");
    }
}
