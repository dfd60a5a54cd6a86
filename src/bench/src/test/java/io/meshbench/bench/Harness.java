package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The real {@code meshbench} command line as a child process, with the paths failsafe passes as system properties:
 * {@code meshbench.harness.jar}, {@code meshbench.jmeter.home}, {@code meshbench.services.dir},
 * {@code meshbench.agent.otel}, {@code meshbench.repo.root}.
 */
final class Harness {

    static Path path(String property) {
        String value = System.getProperty(property);
        assertThat(value).as("system property " + property + " (set by failsafe in src/bench/pom.xml)").isNotBlank();
        Path path = Path.of(value).toAbsolutePath().normalize();
        assertThat(path).as(property).exists();
        return path;
    }

    /**
     * The calibration agent's jar (src/calibration-agent), for the tests whose treatment only has to be some javaagent:
     * without arguments it adds nothing, and a deployment that mounts it starts about as fast as the baseline's, where
     * the OpenTelemetry agent's took 12 to 14 s longer (27.7 against 13.5 s for the one-provider quickstart topology on
     * this 2-core machine). The tests that check the OpenTelemetry agent itself keep it.
     */
    static Path calibrationAgent() {
        Path jar = path("meshbench.repo.root").resolve("src/calibration-agent/target/calibration-agent.jar");
        assertThat(jar).as("the calibration agent, built by the reactor before this module").exists();
        return jar;
    }

    /** {@code command} (as {@link #command} makes it) with {@code agent} as its {@code --agent} instead. */
    static List<String> withAgent(List<String> command, Path agent) {
        List<String> changed = new ArrayList<>(command);
        int option = changed.indexOf("--agent");
        assertThat(option).as("--agent in %s", command).isNotNegative();
        changed.set(option + 1, agent.toString());
        return changed;
    }

    /** {@code java -jar meshbench.jar run quickstart.yaml} at a tiny load, results in {@code resultsDir}. */
    static Process startQuickstart(Path resultsDir, Path console, String warmup, String duration) throws IOException {
        return start(path("meshbench.repo.root").resolve("scenarios/quickstart.yaml"), resultsDir, console, "5u-20tps",
                warmup, duration);
    }

    /**
     * The text of a scenario file under scenarios/, with its plans' paths made absolute so that a copy of it runs from
     * a test's folder.
     */
    static String scenarioText(String name) throws IOException {
        Path jmx = path("meshbench.repo.root").resolve("jmx");
        return Files.readString(path("meshbench.repo.root").resolve("scenarios").resolve(name))
                .replace("plan: ../jmx/", "plan: " + jmx + "/")
                .replace("openPlan: ../jmx/", "openPlan: " + jmx + "/");
    }

    /**
     * A scenario's text with one provider where it has three: a deployment of four JVMs starts in about two thirds of
     * the time of six, for the tests that check the loop rather than the routing across providers.
     */
    static String withOneProvider(String scenarioText) {
        String oneProvider = scenarioText.replace("      instances: 3\n", "")
                .replaceAll("      instanceProperties:\n(        - .*\n)+", "")
                .replace("/ready?providers=3", "/ready?providers=1");
        assertThat(oneProvider).as("one provider in%n%s", oneProvider)
                .doesNotContain("instances:", "instanceProperties:", "providers=3");
        return oneProvider;
    }

    /** {@code java -jar meshbench.jar run <scenario>} with the OpenTelemetry agent as its javaagent treatment. */
    static Process start(Path scenario, Path resultsDir, Path console, String levels, String warmup, String duration)
            throws IOException {
        return start(scenario, resultsDir, console, levels, warmup, duration, "", List.of());
    }

    /** The same with {@code rounds} ("" for the scenario's). */
    static Process start(Path scenario, Path resultsDir, Path console, String levels, String warmup, String duration,
                         String rounds) throws IOException {
        return start(scenario, resultsDir, console, levels, warmup, duration, rounds, List.of());
    }

    /** The same with more options, e.g. {@code --mode duet}. */
    static Process start(Path scenario, Path resultsDir, Path console, String levels, String warmup, String duration,
                         List<String> options) throws IOException {
        return start(scenario, resultsDir, console, levels, warmup, duration, "", options);
    }

    /** The same with {@code rounds} ("" for the scenario's) and more options. */
    static Process start(Path scenario, Path resultsDir, Path console, String levels, String warmup, String duration,
                         String rounds, List<String> options) throws IOException {
        return start(command(scenario, resultsDir, levels, warmup, duration, rounds, options), console);
    }

    /** {@code command} started in the repository's root, its output into {@code console}. */
    static Process start(List<String> command, Path console) throws IOException {
        Files.createDirectories(console.getParent());
        return new ProcessBuilder(command)
                .directory(path("meshbench.repo.root").toFile())
                .redirectErrorStream(true)
                .redirectOutput(console.toFile())
                .start();
    }

    /** The command line of {@link #start}. */
    static List<String> command(Path scenario, Path resultsDir, String levels, String warmup, String duration,
                                String rounds, List<String> options) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", path("meshbench.harness.jar").toString(),
                "run", scenario.toString(),
                "--jmeter-home", path("meshbench.jmeter.home").toString(),
                "--services-dir", path("meshbench.services.dir").toString(),
                "--results-dir", resultsDir.toString(),
                "--agent", path("meshbench.agent.otel").toString(),
                "--levels", levels,
                "--warmup", warmup,
                "--duration", duration,
                "--sermant-home=", "--agent-args=", "--rounds=" + rounds, "--command="));
        command.addAll(options);
        return command;
    }

    /**
     * Waits for a harness started by {@link #start} to exit 0 within {@code minutes} (stopping it otherwise) and
     * returns its console output, which every failed assertion shows.
     */
    static String awaitSuccess(Process harness, Path console, int minutes) throws IOException, InterruptedException {
        boolean ended = harness.waitFor(minutes, java.util.concurrent.TimeUnit.MINUTES);
        if (!ended) {
            harness.destroy();
            harness.waitFor(60, java.util.concurrent.TimeUnit.SECONDS);
        }
        String output = Files.readString(console);
        assertThat(ended).as("ended within %d minutes; output:%n%s", minutes, output).isTrue();
        assertThat(harness.exitValue()).as("exit code; output:%n%s", output).isZero();
        return output;
    }

    /** The single benchmark folder {@code <results>/quickstart/<timestamp>}. */
    static Path benchmarkFolder(Path resultsDir) throws IOException {
        return benchmarkFolder(resultsDir, "quickstart");
    }

    /** The single benchmark folder {@code <results>/<scenario>/<timestamp>}. */
    static Path benchmarkFolder(Path resultsDir, String scenario) throws IOException {
        try (var folders = Files.list(resultsDir.resolve(scenario))) {
            List<Path> all = folders.toList();
            assertThat(all).hasSize(1);
            return all.get(0);
        }
    }

    /**
     * The text value of the first {@code "name" : "value"} in a JSON file's text (the bench module has no JSON library
     * on its test classpath; run.json and meta.json hold each of the names asserted here once).
     */
    static String jsonText(String json, String name) {
        java.util.regex.Matcher matcher = java.util.regex.Pattern
                .compile("\"" + java.util.regex.Pattern.quote(name) + "\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"")
                .matcher(json);
        assertThat(matcher.find()).as("field \"%s\" in%n%s", name, json).isTrue();
        return matcher.group(1);
    }

    private Harness() {
    }
}
