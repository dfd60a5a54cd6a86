package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/relative-paths.py, which reference-page.sh runs on the copied files: the page run's folder becomes relative
 * to the page folder, the repository relative to the repository, the Sermant release folder a placeholder; a path it
 * does not know fails it, named. Run with the machine's python3 (skipped, saying why, without it).
 */
class RelativePathsScriptTest {

    private static final Path SCRIPT = Path.of("../../scripts/relative-paths.py");

    @TempDir
    Path dir;

    @BeforeAll
    static void python3IsThere() {
        CheckFiguresScriptTest.python3IsThere();
    }

    @Test
    void theMachinesFoldersBecomeRelativeOrPlaceholders() throws Exception {
        Path page = Files.createDirectories(dir.resolve("docs/results/page/router"));
        Files.writeString(page.resolve("report.json"), """
                {"folder": "/srv/repo/results/page/20261126-1/router",
                 "command": "java -jar meshbench.jar run /srv/repo/scenarios/router.yaml --sermant-home=/tmp/sermant/agent-2.2.0",
                 "runs": [{"folder": "/srv/repo/results/page/20261126-1/router/runs/baseline/50u/1",
                           "throttling": "/sys/fs/cgroup/cpu/cpu.stat",
                           "flags": "+-Dsermant_log_dir=/srv/repo/results/page/20261126-… and 3 more"}],
                 "plan": "/srv/repo/results/page/20261126-1", "log": "/tmp/sermant/agent-2.2.0/logs/sermant.log"}
                """);

        Outcome outcome = run(dir.resolve("docs/results/page"), "/srv/repo/results/page/20261126-1", "/srv/repo");

        assertThat(outcome.exit()).as(outcome.err()).isZero();
        assertThat(Files.readString(page.resolve("report.json"))).isEqualTo("""
                {"folder": "router",
                 "command": "java -jar meshbench.jar run scenarios/router.yaml --sermant-home=<sermant-agent folder>",
                 "runs": [{"folder": "router/runs/baseline/50u/1",
                           "throttling": "/sys/fs/cgroup/cpu/cpu.stat",
                           "flags": "+-Dsermant_log_dir=results/page/20261126-… and 3 more"}],
                 "plan": ".", "log": "<sermant-agent folder>/logs/sermant.log"}
                """);
    }

    @Test
    void aPathItDoesNotKnowFailsNamed() throws Exception {
        Path page = Files.createDirectories(dir.resolve("page"));
        Files.writeString(page.resolve("page-plan.json"), "{\"command\": \"run -Dx=/home/runner/elsewhere/file\"}");

        Outcome outcome = run(page, "/srv/repo/results/page/20261126-1", "/srv/repo");

        assertThat(outcome.exit()).isEqualTo(1);
        assertThat(outcome.err()).contains("page-plan.json: an absolute path is left: /home/runner/elsewhere/file");
    }

    private record Outcome(int exit, String err) {
    }

    private Outcome run(Path dest, String pageRun, String repository) throws IOException, InterruptedException {
        Path err = Files.createTempFile(dir, "err", ".txt");
        int exit = new ProcessBuilder("python3", SCRIPT.toString(), dest.toString(), pageRun, repository)
                .redirectError(err.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        return new Outcome(exit, Files.readString(err));
    }
}
