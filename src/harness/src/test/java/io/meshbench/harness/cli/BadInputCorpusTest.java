package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.meshbench.testkit.TestFolders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every case of the bad- and unusual-input corpus ({@code src/test/resources/corpus/cases.yaml}) through the real
 * {@code meshbench} command line: the expected exit code, one line naming the file, line or option, never a stack
 * trace or an internal error, and no file of the corpus changed (nor, on an error, created).
 */
class BadInputCorpusTest {

    private static final Path CORPUS = Path.of("src/test/resources/corpus");
    private static final int MAX_MESSAGE_LENGTH = 600;

    @TempDir
    Path temp;

    record Case(String id, List<String> args, int exit, List<String> says) {
    }

    @TestFactory
    Stream<DynamicTest> everyCaseEndsAsDeclared() throws IOException {
        List<Case> cases = new ObjectMapper(new YAMLFactory())
                .readValue(CORPUS.resolve("cases.yaml").toFile(), new TypeReference<>() { });
        assertThat(cases).hasSizeGreaterThanOrEqualTo(40);
        assertThat(cases.stream().map(Case::id).distinct().count()).isEqualTo(cases.size());
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> check(c)));
    }

    private void check(Case c) throws IOException {
        Path copy = temp.resolve(c.id());
        TestFolders.copy(CORPUS, copy);
        // too big to keep in git: a 1 MB line without a line break
        Files.writeString(copy.resolve("jtl/one-megabyte-line.jtl"), "x".repeat(1 << 20));
        Map<Path, String> before = digests(copy);
        String[] args = c.args().stream().map(arg -> arg.replace("{c}", copy.toString())).toArray(String[]::new);

        InProcessCli.Outcome outcome = InProcessCli.execute(args);

        String context = c.id() + ": exit " + outcome.exit() + ", stderr: " + outcome.err() + "\nstdout: "
                + outcome.out().substring(0, Math.min(outcome.out().length(), 2000));
        assertThat(outcome.exit()).as(context).isEqualTo(c.exit());
        assertThat(outcome.err()).as(context).doesNotContain("\tat ", "internal error").doesNotContainPattern(InProcessCli.LEAKED_EXCEPTION);
        if (c.exit() == 0 || c.exit() == io.meshbench.results.cli.ExitCode.GATE_UNDECIDED) {
            // an undecided gate is an outcome, not bad input: its lines are on stdout like a kept one's
            assertThat(outcome.out() + outcome.err()).as(context).contains(c.says());
        } else {
            String message = outcome.err().strip();
            assertThat(message).as(context).isNotEmpty().doesNotContain("\n").contains(c.says());
            assertThat(message.length()).as(context).isLessThan(MAX_MESSAGE_LENGTH);
        }
        Map<Path, String> after = digests(copy);
        before.forEach((file, digest) -> assertThat(after.get(file)).as(c.id() + ": " + file + " changed").isEqualTo(digest));
        if (c.exit() != 0) {
            assertThat(after.keySet()).as(c.id() + ": files created by a failed command").isEqualTo(before.keySet());
        }
    }

    private static Map<Path, String> digests(Path root) {
        Map<Path, String> digests = new TreeMap<>();
        FolderSnapshot.of(root).entries().forEach((path, what) -> {
            if (what.startsWith("file ")) {
                digests.put(Path.of(path), what);
            }
        });
        return digests;
    }
}
