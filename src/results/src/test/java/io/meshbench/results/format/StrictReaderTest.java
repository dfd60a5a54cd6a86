package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one reader: each refusal is one line naming the file, the line and the field. */
class StrictReaderTest {

    private static final Path RECORDED = Path.of("src/test/resources/recorded-quickstart/input");

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private static String oneLine(Throwable e) {
        assertThat(e).isInstanceOf(ResultsException.class);
        assertThat(e.getMessage()).doesNotContain("\n");
        return e.getMessage();
    }

    @Test
    void aDuplicateKeyInMetaJsonIsRefusedInsteadOfSwappingTheBaseline() throws IOException {
        String meta = Files.readString(RECORDED.resolve("meta.json"))
                .replaceFirst("\"baseline\" : \"baseline\",", "\"baseline\" : \"baseline\",\n  \"baseline\" : \"javaagent\",");
        Path file = write("meta.json", meta);
        assertThatThrownBy(() -> FormatFiles.readMeta(file))
                .satisfies(e -> assertThat(oneLine(e)).contains(file + ": line 5: the key 'baseline' appears twice"));
    }

    @Test
    void aDuplicateWarmupInRunJsonIsRefused() throws IOException {
        String run = Files.readString(RECORDED.resolve("runs/baseline/20u-100tps/1/run.json"));
        assertThat(run).contains("\"warmupSeconds\"");
        Path file = write("run.json", run.replaceFirst("(\"warmupSeconds\" : [0-9.]+,)", "$1 \"warmupSeconds\" : 1,"));
        assertThatThrownBy(() -> FormatFiles.readRun(file))
                .satisfies(e -> assertThat(oneLine(e)).contains("the key 'warmupSeconds' appears twice"));
    }

    @Test
    void aSecondDocumentOrTextAfterTheValueIsRefused() throws IOException {
        Path file = write("report.json", "{\"comparisons\": []}\n{\"comparisons\": [1]}\n");
        assertThatThrownBy(() -> StrictReader.jsonTree(file))
                .satisfies(e -> assertThat(oneLine(e)).contains(file + ": line 2: more after the JSON value"));
    }

    @Test
    void nonFiniteAndOutOfRangeNumbersAreRefusedAlsoAsText() throws IOException {
        for (String value : List.of("NaN", "\"NaN\"", "\"Infinity\"", "\"-inf\"", "1e999", "\"1e999\"", "-1e999",
                "123456789012345678901234567890")) {
            Path file = write("duet.json", "{\n  \"rounds\": [\n    {\"delta\": " + value + "}\n  ]\n}\n");
            assertThatThrownBy(() -> StrictReader.jsonTree(file)).as(value)
                    .satisfies(e -> assertThat(oneLine(e)).contains(file + ": line 3").containsAnyOf(
                            "field 'rounds[0].delta'", "NaN and Infinity are not numbers"));
        }
        assertThat(StrictReader.jsonTree(write("ok.json", "{\"a\": -1.7e308, \"b\": \"NaNa\", \"c\": \"1.5\"}"))
                .path("a").asDouble()).isEqualTo(-1.7e308);
    }

    @Test
    void textAsANumberAFractionalCountAndAWrongTypeAreRefusedWhenMapped() throws IOException {
        record Counts(Integer rounds, Double seconds) {
        }
        Path fraction = write("a.json", "{\"rounds\": 1.5}");
        assertThatThrownBy(() -> StrictReader.json(fraction, Counts.class))
                .satisfies(e -> assertThat(oneLine(e)).contains("field 'rounds'", "wrong type"));
        Path text = write("b.json", "{\"seconds\": \"12\"}");
        assertThatThrownBy(() -> StrictReader.json(text, Counts.class))
                .satisfies(e -> assertThat(oneLine(e)).contains("field 'seconds'", "wrong type"));
        assertThat(StrictReader.json(write("c.json", "{\"rounds\": 3, \"seconds\": 1.5}"), Counts.class))
                .isEqualTo(new Counts(3, 1.5));
    }

    @Test
    void controlCharactersAndLoneSurrogatesAreRefusedRawOrEscaped() throws IOException {
        for (String value : List.of("\\u0000", "\\u202e", "\\u2066", "\\u0007", "\\ud800", "\\udc00x")) {
            Path file = write("report.json", "{\n\"scenario\": \"a" + value + "b\"\n}");
            assertThatThrownBy(() -> StrictReader.jsonTree(file)).as(value)
                    .satisfies(e -> assertThat(oneLine(e)).contains(file + ": line 2: field 'scenario' holds"));
        }
        Path raw = write("raw.json", "{\n\"scenario\": \"a\u202Eb\"\n}");
        assertThatThrownBy(() -> StrictReader.jsonTree(raw))
                .satisfies(e -> assertThat(oneLine(e)).contains(raw + ": line 2 holds the control character U+202E"));
        Path key = write("key.json", "{\"a\\u0000\": 1}");
        assertThatThrownBy(() -> StrictReader.jsonTree(key)).satisfies(e -> assertThat(oneLine(e)).contains("in its key"));
        assertThat(StrictReader.jsonTree(write("ok.json", "{\"s\": \"tab\\there, 路由 \\ud83d\\ude00\"}")).path("s").asText())
                .isEqualTo("tab\there, 路由 \uD83D\uDE00");
    }

    @Test
    void aFileThatIsNotUtf8IsSaidAsSuch() throws IOException {
        Path file = dir.resolve("page-plan.json");
        Files.write(file, "{\n\"page\": \"caf\u00e9\"\n}".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> StrictReader.jsonTree(file)).satisfies(e -> assertThat(oneLine(e))
                .contains(file + ": not UTF-8 (line 2 holds the byte 0xE9"));
        Path bom = dir.resolve("bom.json");
        Files.write(bom, "\uFEFF{\"a\": 1}".getBytes(StandardCharsets.UTF_8));
        assertThat(StrictReader.jsonTree(bom).path("a").asInt()).isEqualTo(1);
    }

    @Test
    void anOverlongLineIsRefusedBeforeItIsBufferedWhole() throws IOException {
        Path file = dir.resolve("samples.jsonl");
        long limit = ReadLimits.JSON_LINES.longestLine();
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write("{\"ts\": 1, \"process\": \"consumer\"}\n{\"process\": \"".getBytes(StandardCharsets.UTF_8));
            byte[] block = "x".repeat(1 << 16).getBytes(StandardCharsets.UTF_8);
            for (long written = 0; written < 3 * limit; written += block.length) {
                out.write(block);
            }
        }
        List<Long> seen = new ArrayList<>();
        assertThatThrownBy(() -> StrictReader.lines(file, ReadLimits.JSON_LINES, (n, line, last) -> seen.add(n)))
                .satisfies(e -> assertThat(oneLine(e)).contains(file + ": line 2 is longer than " + limit));
        assertThat(seen).isEmpty(); // line 1 is handed on only with what follows it known
    }

    @Test
    void aYamlFileRefusesDuplicateKeysASecondDocumentAndNanLikeJson() throws IOException {
        Path dup = write("s.yaml", "name: a\nlevels:\n  - 1\nname: b\n");
        assertThatThrownBy(() -> StrictReader.yamlTree(dup, StrictReader.yamlText(dup)))
                .satisfies(e -> assertThat(oneLine(e)).contains(dup + ": line 4: the key 'name' appears twice"));
        Path second = write("t.yaml", "name: a\n---\nname: b\n");
        assertThatThrownBy(() -> StrictReader.yamlTree(second, StrictReader.yamlText(second)))
                .satisfies(e -> assertThat(oneLine(e)).contains("more after the YAML value"));
        Path nan = write("u.yaml", "name: a\nrate: .nan\n");
        assertThatThrownBy(() -> StrictReader.yamlTree(nan, StrictReader.yamlText(nan)))
                .satisfies(e -> assertThat(oneLine(e)).contains(nan + ": line 2").contains(".nan"));
    }

    @Test
    void aThirtyMegabyteYamlLineIsRefusedAtOnce() throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, "name: " + "a".repeat(30 << 20) + "\n");
        long start = System.nanoTime();
        assertThatThrownBy(() -> StrictReader.yamlText(file))
                .satisfies(e -> assertThat(oneLine(e)).contains(file + ": line 1 is longer than 65536 characters"));
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(20);
    }

    /** Issue 35: a missing baselineFolder was a NullPointerException, round 0 and a negative or huge warm-up accepted. */
    @Test
    void aDuetJsonWithoutItsFoldersOrWithRangesThatCannotBeIsRefused() throws IOException {
        String whole = "{\"treatment\": \"t\", \"level\": \"l\", \"round\": 1, \"baselineFolder\": \"b\", "
                + "\"treatedFolder\": \"t\", \"warmupSeconds\": 30}";
        assertThat(FormatFiles.readDuet(write("duet.json", whole)).round()).isEqualTo(1);
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put(whole.replace("\"baselineFolder\": \"b\", ", ""), "field 'baselineFolder' is missing");
        cases.put(whole.replace("\"round\": 1", "\"round\": 0"), "field 'round' is 0; it must be 1 or more");
        cases.put(whole.replace("30}", "-5}"), "field 'warmupSeconds' is -5; it must be 0 or more");
        cases.put(whole.replace("30}", "1e12}"), "field 'warmupSeconds' is 1000000000000; it must be at most 604800");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Path file = write("duet.json", c.getKey());
            assertThatThrownBy(() -> FormatFiles.readDuet(file)).as(c.getValue())
                    .satisfies(e -> assertThat(oneLine(e)).startsWith(file + ": ").contains(c.getValue()));
        }
    }
}
