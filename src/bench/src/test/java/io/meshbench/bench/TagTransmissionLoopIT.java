package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped tag-transmission scenario through the real loop on its ServiceComb workload at a tiny load: both tagx
 * JVMs, ServiceComb's provider and consumer found through the local registry, the tags probe before the load. Without
 * an agent the probe must say "no tag", before the load and after it; with {@code -Dmeshbench.e2e=true -Dsermant.home=...} the Sermant treatment
 * runs too, and its probe must say "tags crossed" (both tags, the rule's exact key included).
 */
class TagTransmissionLoopIT {

    static final String STACK = "servicecomb";

    @TempDir
    Path results;

    @Test
    void theServiceCombStackRunsThroughTheLoopAndCarriesNoTagWithoutAnAgent() throws Exception {
        Path shipped = Harness.path("meshbench.repo.root").resolve("scenarios/tag-transmission.yaml");
        Path scenario = results.resolve("tags-baseline.yaml");
        Files.writeString(scenario, absolutePaths(baselineOnly(Files.readString(shipped)), shipped.getParent()));

        String output = run(scenario, "");

        assertThat(output).contains("Run 1/1: ok", "/" + STACK + " -> {no tag=5}",
                "probe after the load http://127.0.0.1:");
        assertProbe("baseline", "\"no tag\" : 5");
        assertProbe("baseline", "probe after the load: {no tag=5}");
    }

    @Test
    @EnabledIfSystemProperty(named = "meshbench.e2e", matches = "true")
    void withSermantTheServiceCombConsumerCarriesBothTagsAndTheBaselineNone() throws Exception {
        String home = System.getProperty("sermant.home", "");
        assumeTrue(!home.isBlank(), "pass -Dsermant.home=/path/to/sermant-agent");
        Path shipped = Harness.path("meshbench.repo.root").resolve("scenarios/tag-transmission.yaml");
        Path scenario = results.resolve("tags.yaml");
        Files.writeString(scenario, absolutePaths(Files.readString(shipped), shipped.getParent()));

        String output = run(scenario, Path.of(home).toAbsolutePath().toString());

        assertThat(output).contains("Run 1/2: ok", "Run 2/2: ok", "-> {no tag=5}", "-> {tags crossed=5}");
        assertProbe("baseline", "\"no tag\" : 5");
        assertProbe("sermant-tag", "\"tags crossed\" : 5");
        assertProbe("sermant-tag", "probe after the load: {tags crossed=5}");
    }

    private String run(Path scenario, String sermantHome) throws IOException, InterruptedException {
        Path console = results.resolve("console.log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(),
                "run", scenario.toString(),
                "--jmeter-home", Harness.path("meshbench.jmeter.home").toString(),
                "--services-dir", Harness.path("meshbench.services.dir").toString(),
                "--results-dir", results.toString(),
                "--workloads", STACK, "--levels", "5u-20tps", "--warmup", "2s", "--duration", "5s", "--rounds", "1",
                "--sermant-home=" + sermantHome));
        Process harness = new ProcessBuilder(command).directory(Harness.path("meshbench.repo.root").toFile())
                .redirectErrorStream(true).redirectOutput(console.toFile()).start();
        return Harness.awaitSuccess(harness, console, 10);
    }

    private void assertProbe(String treatment, String split) throws IOException {
        Path run = Harness.benchmarkFolder(results, "tag-transmission")
                .resolve("runs/" + treatment + "/" + STACK + "-5u-20tps/1/run.json");
        String runJson = Files.readString(run);
        assertThat(Harness.jsonText(runJson, "status")).isEqualTo("ok");
        assertThat(runJson).contains(split);
    }

    /** The shipped scenario without its Sermant treatment (the suite runs without Sermant). */
    private static String baselineOnly(String yaml) {
        String withoutTreatment = yaml.replaceAll("(?s)  - name: sermant-tag\\n.*?    note: [^\\n]*\\n", "")
                .replace(", sermant-tag: tags crossed}", "}");
        assertThat(withoutTreatment).doesNotContain("sermant-tag");
        return withoutTreatment;
    }

    private static String absolutePaths(String yaml, Path scenarios) {
        return yaml.replace("plan: ../jmx/tag-transmission.jmx",
                        "plan: " + scenarios.resolve("../jmx/tag-transmission.jmx").normalize())
                .replace("file: rules/", "file: " + scenarios.resolve("rules") + "/");
    }
}
