package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * .ci/run installs nothing README's test command needs: only optional tools, each best effort, so that CI passing
 * says the same as a fresh machine with a JDK passing (a MariaDB installed here once hid that the tests needed it).
 */
class CiRunTest {

    private static final Path ROOT = Path.of("../..");
    private static final List<String> OPTIONAL_PACKAGES = List.of("podman", "runc", "mmdebstrap", "influxdb", "xvfb", "chromium");
    private static final List<String> OPTIONAL_SCRIPTS = List.of("scripts/install-k8s-tools.sh", "scripts/install-envoy.sh");

    @Test
    void installsOnlyOptionalToolsAndEachBestEffort() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve(".ci/run"));
        List<String> packages = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher missing = Pattern.compile("missing=\"\\$missing (\\S+)\"").matcher(line);
            if (missing.find()) {
                packages.add(missing.group(1));
            }
            Matcher apt = Pattern.compile("apt-get install (.*?)(>|\\)|$)").matcher(line);
            if (apt.find()) {
                assertThat(apt.group(1).trim()).as(line + ": one package at a time, from the list of missing ones")
                        .isEqualTo("-y -qq \"$package\"");
                String withNext = line + (i + 1 < lines.size() ? lines.get(i + 1) : "");
                assertThat(withNext).as("best effort: a package not installed only skips tests").contains("|| echo");
            }
            Matcher script = Pattern.compile("^\\s*(scripts/\\S+)").matcher(line);
            if (script.find()) {
                assertThat(OPTIONAL_SCRIPTS).as(line).contains(script.group(1));
                assertThat(line).as("best effort: a failed install only skips tests").contains("|| echo");
            }
        }
        assertThat(packages).as("the optional tools .ci/run offers").containsExactlyInAnyOrderElementsOf(OPTIONAL_PACKAGES);
        String commands = String.join("\n", lines.stream().filter(line -> !line.strip().startsWith("#")).toList());
        assertThat(commands).doesNotContainIgnoringCase("mariadb").contains("./mvnw -B -ntp verify");
        assertThat(ROOT.resolve("scripts/install-mariadb.sh")).as("MariaDB comes from Maven Central").doesNotExist();
    }
}
