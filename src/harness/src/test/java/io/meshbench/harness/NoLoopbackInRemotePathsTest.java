package io.meshbench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The code a benchmark of another host's topology runs through (remote mode, the deploy stand-in's servers, the load
 * engines and distributed JMeter) names no loopback address but the one default, {@code BindAddress.DEFAULT}: a
 * hard-coded 127.0.0.1 there works on one machine and silently fails across hosts. Comments may say 127.0.0.1.
 */
class NoLoopbackInRemotePathsTest {

    private static final Path SOURCES = Path.of("src/main/java/io/meshbench/harness");
    private static final List<String> FILES = List.of("cli/DeployCommand.java", "deployment/LocalDeployment.java",
            "deployment/ServiceProcess.java", "deployment/LocalZooKeeper.java", "deployment/ConfiguredPorts.java",
            "deployment/RunningDeployment.java", "deployment/ReadinessProbe.java", "machine/LoopbackPorts.java",
            "machine/BindAddress.java", "benchmark/LocalStandIn.java");
    private static final Pattern BLOCK_COMMENT = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern LOOPBACK = Pattern.compile("127\\.0\\.0\\.1|(?i)localhost|getLoopbackAddress");

    @Test
    void onlyTheDefaultNamesLoopback() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String pkg : List.of("remote", "load")) {
            try (Stream<Path> sources = Files.list(SOURCES.resolve(pkg))) {
                sources.filter(file -> file.toString().endsWith(".java")).forEach(files::add);
            }
        }
        FILES.forEach(file -> files.add(SOURCES.resolve(file)));
        assertThat(files).hasSizeGreaterThan(20).allSatisfy(file -> assertThat(file).isRegularFile());

        List<String> found = new ArrayList<>();
        for (Path file : files) {
            found.addAll(loopbackInCode(file));
        }
        assertThat(found).containsExactly(SOURCES.resolve("machine/BindAddress.java")
                + ": public static final String DEFAULT = \"127.0.0.1\";");
    }

    @Test
    void theScanFindsALiteralInCode() throws IOException {
        Path file = Files.createTempFile("Loopback", ".java");
        Files.writeString(file, "/** 127.0.0.1 in a comment */\nclass A { // localhost\n  String url = \"http://127.0.0.1:1\";\n}\n");

        assertThat(loopbackInCode(file)).containsExactly(file + ": String url = \"http://127.0.0.1:1\";");
    }

    /** The line up to a {@code //} that is not inside a string literal. */
    private static String withoutLineComment(String line) {
        boolean inString = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && inString) {
                i++;
            } else if (c == '\'' && !inString) { // a char literal: '"', '\\'', 'x'
                i = line.indexOf('\'', i + (line.startsWith("'\\", i) ? 3 : 2));
                if (i < 0) {
                    return line;
                }
            } else if (c == '"') {
                inString = !inString;
            } else if (!inString && c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
                return line.substring(0, i);
            }
        }
        return line;
    }

    /** Each code line (comments blanked) that names loopback, as "file: line". */
    private static List<String> loopbackInCode(Path file) throws IOException {
        Matcher comments = BLOCK_COMMENT.matcher(Files.readString(file));
        StringBuilder code = new StringBuilder();
        while (comments.find()) {
            comments.appendReplacement(code, Matcher.quoteReplacement("\n".repeat((int) comments.group().chars()
                    .filter(c -> c == '\n').count())));
        }
        comments.appendTail(code);
        List<String> found = new ArrayList<>();
        for (String line : code.toString().split("\n")) {
            String withoutComment = withoutLineComment(line);
            if (LOOPBACK.matcher(withoutComment).find()) {
                found.add(file + ": " + withoutComment.strip());
            }
        }
        return found;
    }
}
