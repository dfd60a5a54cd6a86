package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `meshbench run-page` for real, without Sermant: a page of two small quickstart scenarios (one provider, 5 users /
 * 20 TPS, 2 s + 4 s, the calibration agent as the treatment: any javaagent serves, and its deployments start about as
 * fast as the baseline's, the OpenTelemetry agent's 14 s slower). The page run is stopped (SIGTERM, as Ctrl-C) while
 * its second scenario runs, then resumed: the finished first scenario is not run again, the partly written second is
 * moved aside and run again, and page-plan.json ends with both done. Then the first scenario takes one more round as
 * the page's adaptive rounds add one ({@code run --resume <its folder> --rounds 2}): its first round's runs are kept,
 * the second round runs at the same load into the same folder, and its report pairs two rounds.
 */
class PageRunIT {

    @TempDir
    Path work;

    @Test
    void aStoppedPageResumesWithoutRunningItsFinishedScenarioAgain() throws Exception {
        Path scenario = work.resolve("scenarios/small-quickstart.yaml");
        Files.createDirectories(scenario.getParent());
        String text = Harness.withOneProvider(Harness.scenarioText("quickstart.yaml"))
                .replace("{name: 20u-100tps, users: 20, targetTps: 100}", "{name: 5u-20tps, users: 5, targetTps: 20}")
                .replaceFirst("(?m)^warmup: 10s", "warmup: 2s")
                .replaceFirst("(?m)^duration: 20s", "duration: 4s");
        assertThat(text).contains("5u-20tps").containsPattern("(?m)^warmup: 2s").containsPattern("(?m)^duration: 4s");
        // each entry runs a file of its own name: the page shows a scenario's report under its entry's name only
        Files.writeString(scenario.resolveSibling("first.yaml"), text.replaceFirst("(?m)^name: .*$", "name: first"));
        Files.writeString(scenario.resolveSibling("second.yaml"), text.replaceFirst("(?m)^name: .*$", "name: second"));
        Path pageFile = work.resolve("scenarios/pages/it-page.yaml");
        Files.createDirectories(pageFile.getParent());
        Files.writeString(pageFile, """
                page: it-page
                scenarios:
                  - {scenario: first, section: "First section", file: ../first.yaml}
                  - {scenario: second, section: "Second section", file: ../second.yaml}
                """);
        Path results = work.resolve("results");

        Path console1 = work.resolve("console-1.log");
        Process page = start(pageFile, results, console1, List.of("--budget=10m"));
        Path pageFolder;
        try {
            pageFolder = awaitPageFolder(results, page, console1);
            // the machine lock may be held by another benchmark first: its wait is part of the time
            awaitFile(pageFolder.resolve("first/report.json"), page, console1, 20);
            awaitFile(pageFolder.resolve("second/meta.json"), page, console1, 4);
        } catch (AssertionError | Exception e) {
            page.destroy();
            page.waitFor(90, TimeUnit.SECONDS);
            throw e;
        }
        List<ProcessHandle> children = page.descendants().toList();
        page.destroy(); // SIGTERM: the shutdown hooks run, as on Ctrl-C
        assertThat(page.waitFor(90, TimeUnit.SECONDS)).as("stopped; %s", Files.readString(console1)).isTrue();
        for (ProcessHandle child : children) {
            child.onExit().get(30, TimeUnit.SECONDS);
            assertThat(child.isAlive()).as("process %d left behind", child.pid()).isFalse();
        }
        String stopped = Files.readString(pageFolder.resolve("page-plan.json"));
        assertThat(stopped).containsPattern("\"scenario\" : \"first\"[^}]*\"status\" : \"done\"")
                .containsPattern("\"scenario\" : \"second\"[^}]*\"status\" : \"pending\"");
        String output1 = Files.readString(console1);
        assertThat(output1).contains("| scenario | share of budget | planned | levels | workloads | warm-up | window | rounds |",
                "| first |", "| second |", "Page folder: " + pageFolder);
        assertThat(pageFolder.getParent()).isEqualTo(results.resolve("it-page"));

        Path console2 = work.resolve("console-2.log");
        Process resumed = start(pageFile, results, console2, List.of("--resume=" + pageFolder));
        String output2 = Harness.awaitSuccess(resumed, console2, 20);

        assertThat(output2).contains("Resuming page it-page in " + pageFolder,
                "first finished already", "second was partly written: moved aside to " + pageFolder.resolve("second.partial-1"),
                "Page folder: " + pageFolder);
        assertThat(output2).doesNotContain("Page: scenario 1/2");
        assertThat(pageFolder.resolve("second.partial-1/meta.json")).exists();
        assertThat(pageFolder.resolve("second/report.json")).exists();
        assertThat(pageFolder.resolve("first/report.md")).exists();
        String plan = Files.readString(pageFolder.resolve("page-plan.json"));
        assertThat(plan).contains("\"page\" : \"it-page\"", "\"budgetSeconds\" : 600", "\"section\" : \"First section\"",
                        "\"levels\" : [ \"5u-20tps\" ]", "\"warmupSeconds\" : 2", "\"durationSeconds\" : 4", "\"rounds\" : 1")
                .containsPattern("\"scenario\" : \"first\"[^}]*\"status\" : \"done\"")
                .containsPattern("\"scenario\" : \"second\"[^}]*\"status\" : \"done\"");
        // each scenario ran through `run` into its folder: the reproduce command names it
        assertThat(Files.readString(pageFolder.resolve("second/meta.json"))).contains("--benchmark-dir=" + pageFolder.resolve("second"));

        // the page written at the end, each entry's report under its name (it was refused, and the run still ended
        // with 0, while both entries ran one file named otherwise)
        assertThat(Files.readString(pageFolder.resolve("page.md"))).contains("### first", "### second");

        addsARoundToAFinishedScenario(scenario.resolveSibling("first.yaml"), pageFolder.resolve("first"), results);
    }

    /** What an adaptive round runs: the finished benchmark continued with one more round, as the page launches it. */
    private void addsARoundToAFinishedScenario(Path scenario, Path folder, Path results) throws Exception {
        Path firstRound = folder.resolve("runs/baseline/5u-20tps/1/run.json");
        String firstRoundRun = Files.readString(firstRound);
        Path console = work.resolve("console-3.log");
        Process added = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(), "run", scenario.toString(),
                "--resume=" + folder, "--rounds=2",
                "--jmeter-home=" + Harness.path("meshbench.jmeter.home"),
                "--services-dir=" + Harness.path("meshbench.services.dir"),
                "--results-dir=" + results,
                "--agent=" + Harness.calibrationAgent(), "--sermant-home=")
                .directory(Harness.path("meshbench.repo.root").toFile())
                .redirectErrorStream(true)
                .redirectOutput(console.toFile())
                .start();
        String output = Harness.awaitSuccess(added, console, 20); // the machine lock may be held first

        assertThat(output).contains("Resuming: " + folder, "Adding rounds 2 to 2 to the finished benchmark",
                "finished in an earlier attempt, kept");
        assertThat(Files.readString(firstRound)).as("round 1 kept as it was").isEqualTo(firstRoundRun);
        assertThat(folder.resolve("runs/baseline/5u-20tps/2/run.json")).exists();
        assertThat(Files.readString(folder.resolve("meta.json"))).containsPattern("\"rounds\" ?: ?2");
        assertThat(Files.readString(folder.resolve("report.json"))).containsPattern("\"pairedRounds\" ?: ?2");
    }

    private static Process start(Path pageFile, Path results, Path console, List<String> options) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(),
                "run-page", pageFile.toString(),
                "--jmeter-home=" + Harness.path("meshbench.jmeter.home"),
                "--services-dir=" + Harness.path("meshbench.services.dir"),
                "--results-dir=" + results,
                "--agent=" + Harness.calibrationAgent(),
                "--sermant-home="));
        command.addAll(options);
        return new ProcessBuilder(command)
                .directory(Harness.path("meshbench.repo.root").toFile())
                .redirectErrorStream(true)
                .redirectOutput(console.toFile())
                .start();
    }

    private static Path awaitPageFolder(Path results, Process page, Path console) throws Exception {
        Path parent = results.resolve("it-page");
        for (int i = 0; i < 600 && page.isAlive(); i++) {
            if (Files.isDirectory(parent)) {
                try (var folders = Files.list(parent)) {
                    List<Path> all = folders.toList();
                    if (!all.isEmpty() && Files.exists(all.get(0).resolve("page-plan.json"))) {
                        return all.get(0);
                    }
                }
            }
            Thread.sleep(500);
        }
        throw new AssertionError("no page folder; output:\n" + Files.readString(console));
    }

    private static void awaitFile(Path file, Process page, Path console, int minutes) throws Exception {
        long until = System.nanoTime() + TimeUnit.MINUTES.toNanos(minutes);
        while (!Files.exists(file) && System.nanoTime() < until) {
            assertThat(page.isAlive()).as("page run still running while waiting for %s; output:%n%s", file,
                    Files.readString(console)).isTrue();
            Thread.sleep(500);
        }
        assertThat(file).as("output:%n%s", Files.readString(console)).exists();
    }
}
