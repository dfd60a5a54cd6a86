package io.meshbench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The files of run and benchmark folders are named in {@link RunFolderLayout} and {@link BenchmarkFolderLayout} only:
 * no main source of the harness or the results engine spells a file name as a string literal, and none builds a path
 * from a folder name ({@code resolve("logs")}, {@code "runs/..."}). Prose that mentions a file in a message is fine.
 */
class FolderNamesInOnePlaceTest {

    private static final List<Path> MAIN_SOURCES = List.of(Path.of("src/main/java"), Path.of("../results/src/main/java"));

    @Test
    void noMainSourceOutsideTheLayoutSpellsAFolderName() throws IOException, IllegalAccessException {
        List<String> names = new ArrayList<>(names(RunFolderLayout.class));
        names.addAll(names(BenchmarkFolderLayout.class));
        List<String> offences = new ArrayList<>();
        for (Path root : MAIN_SOURCES) {
            assertThat(root).isDirectory();
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String name = file.getFileName().toString();
                    if (name.equals("RunFolderLayout.java") || name.equals("BenchmarkFolderLayout.java")) {
                        continue;
                    }
                    List<String> lines = Files.readAllLines(file);
                    for (int i = 0; i < lines.size(); i++) {
                        for (String folderName : names) {
                            if (spells(lines.get(i), folderName)) {
                                offences.add(file + ":" + (i + 1) + ": " + lines.get(i).strip());
                            }
                        }
                    }
                }
            }
        }
        assertThat(offences).as("use RunFolderLayout / BenchmarkFolderLayout").isEmpty();
    }

    /**
     * A file name as a whole literal, or any name as a path part: {@code "name/...}, {@code resolve("name")}; a
     * message's {@code "runs/<treatment>/..."} is prose that shows the layout, not a path built.
     */
    static boolean spells(String line, String name) {
        boolean fileName = name.contains(".");
        return fileName && line.contains("\"" + name + "\"") || line.matches(".*\"" + Pattern.quote(name) + "/[^<].*")
                || line.contains("resolve(\"" + name + "\")") || line.contains("resolveSibling(\"" + name + "\")")
                || line.contains("\"" + name + "\".equals(");
    }

    @Test
    void theScanSeesTodaysSpellings() {
        assertThat(spells("return runFolder.resolve(\"result.jtl\");", "result.jtl")).isTrue();
        assertThat(spells("static final String JTL = \"result.jtl\";", "result.jtl")).isTrue();
        assertThat(spells("Path logDir = runDir.resolve(\"logs\");", "logs")).isTrue();
        assertThat(spells("return runDir.resolve(\"sermant/prefilter/\" + process);", "sermant")).isTrue();
        assertThat(spells("|| !\"runs\".equals(String.valueOf(x))", "runs")).isTrue();
        assertThat(spells("plan.resolveSibling(\"user.properties\")", "user.properties")).isTrue();
        assertThat(spells("\"see result.jtl and jmeter.log\"", "result.jtl")).as("prose").isFalse();
        assertThat(spells("+ \"runs/<treatment>/<level>/<round>/result.jtl\");", "runs")).as("prose").isFalse();
        assertThat(spells("@JsonProperty(\"sermant\") SERMANT,", "sermant")).as("a treatment kind").isFalse();
    }

    private static List<String> names(Class<?> layout) throws IllegalAccessException {
        List<String> names = new ArrayList<>();
        for (Field field : layout.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                names.add((String) field.get(null));
            }
        }
        return names;
    }
}
