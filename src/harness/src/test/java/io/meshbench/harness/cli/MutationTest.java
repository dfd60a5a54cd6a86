package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.cli.FuzzCase.Expectation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fuzzer's mutations do what their line says, and a line reads back as the same case and expectation. */
class MutationTest {

    @TempDir
    Path temp;

    @Test
    void aLineReadsBackAsTheSameMutation() {
        for (String line : new String[] {"flip a/run.json 12 4", "set a/run.json /warmupSeconds nan", "copy-folder a b",
                "dangling page.md", "long-line x.jtl 5 70000"}) {
            assertThat(Mutation.parse(line).toString()).isEqualTo(line);
        }
    }

    @Test
    void jsonEditsWriteTextAJsonParserWouldNotMake() throws IOException {
        Path file = temp.resolve("run.json");
        String original = "{\n  \"round\" : 1,\n  \"warmupSeconds\" : 10,\n  \"probe\" : { \"a\" : 1, \"b\" : 2 }\n}";
        Files.writeString(file, original);

        Mutation.parse("duplicate run.json /warmupSeconds double").apply(temp, temp);
        assertThat(Files.readString(file)).contains("\"warmupSeconds\" : 10,").contains("\"warmupSeconds\" : 21");

        Files.writeString(file, original);
        Mutation.parse("set run.json /probe/b nan").apply(temp, temp);
        assertThat(Files.readString(file)).contains("\"b\" : NaN");

        Files.writeString(file, original);
        Mutation.parse("trailing run.json").apply(temp, temp);
        assertThat(Files.readString(file)).isEqualTo(original + "\n" + original);

        Files.writeString(file, original);
        Mutation.parse("insert run.json 3 invalid-utf8").apply(temp, temp);
        assertThat(Files.readAllBytes(file)).hasSize(original.length() + 3).contains((byte) 0xFF);
    }

    @Test
    void fileKindsReplaceTheFile() throws IOException {
        Files.writeString(temp.resolve("a.json"), "{}");
        Files.writeString(temp.resolve("b.json"), "[]");
        Mutation.parse("symlink a.json b.json").apply(temp, temp.resolve("outside"));
        assertThat(Files.isSymbolicLink(temp.resolve("a.json"))).isTrue();
        assertThat(Files.readString(temp.resolve("a.json"))).isEqualTo("[]");

        Mutation.parse("dangling b.json").apply(temp, temp.resolve("outside"));
        assertThat(Files.readSymbolicLink(temp.resolve("b.json"))).isEqualTo(temp.resolve("outside/b.json.missing"));
        assertThat(Files.exists(temp.resolve("b.json"))).isFalse();

        Mutation.parse("fifo c.json").apply(temp, temp);
        assertThat(Files.isRegularFile(temp.resolve("c.json"))).isFalse();
        assertThat(Files.exists(temp.resolve("c.json"))).isTrue();
    }

    @Test
    void theExpectationFollowsWhatTheCommandReadsAndWrites() {
        assertThat(FuzzCase.parse("recorded-quickstart stats flip input/meta.json 3 1").expectation())
                .as("a file stats does not read").isEqualTo(Expectation.SAME);
        assertThat(FuzzCase.parse("recorded-quickstart report trailing input/meta.json").expectation())
                .isEqualTo(Expectation.REFUSED);
        assertThat(FuzzCase.parse("recorded-quickstart report set input/meta.json /rounds negate").expectation())
                .as("a valid value may change a figure").isEqualTo(Expectation.ANY_CLEAR);
        assertThat(FuzzCase.parse("recorded-quickstart report set input/meta.json /rounds string").expectation())
                .isEqualTo(Expectation.SAME_OR_REFUSED);
        assertThat(FuzzCase.parse("page page symlink page.md router/report.json").expectation())
                .as("an output: refused or replaced, never followed").isEqualTo(Expectation.SAME_OR_REFUSED);
        assertThat(FuzzCase.parse("page page delete router/report.json").expectation())
                .as("docs/page.md: a scenario without report.json is 'not run'").isEqualTo(Expectation.ANY_CLEAR);
        assertThat(FuzzCase.parse("sermant-2.2.0 page truncate router/report.json 100").expectation())
                .isEqualTo(Expectation.REFUSED);
    }
}
