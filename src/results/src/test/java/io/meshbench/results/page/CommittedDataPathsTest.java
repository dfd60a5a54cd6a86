package io.meshbench.results.page;

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
 * The committed reference data (docs/results/: page-plan.json, report.json, checks.json and the pages) holds no
 * absolute path of the machine that ran it: the runner's folders are relative to the page folder or the repository,
 * the Sermant release folder a placeholder (scripts/relative-paths.py, run by scripts/reference-page.sh). Paths of the
 * operating system (/sys, /proc, /dev) are the same on every Linux machine and may stay.
 */
class CommittedDataPathsTest {

    /** The same rule as scripts/relative-paths.py: a slash outside a word, URL or path, then 2+ segments. */
    static final Pattern ABSOLUTE = Pattern.compile(
            "(?<![\\w.:/>-])/(?!sys/|proc/|dev/)[A-Za-z][A-Za-z0-9._-]+(?:/[A-Za-z0-9._…-]+)+");

    @Test
    void theCommittedReferenceDataHoldsNoAbsolutePathOfTheMachine() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("../../docs/results"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json") || f.toString().endsWith(".md")).toList()) {
                String text = Files.readString(file);
                Matcher matcher = ABSOLUTE.matcher(text);
                while (matcher.find()) {
                    found.add(file + ": " + matcher.group());
                }
            }
        }
        assertThat(found).as("absolute paths in docs/results; run scripts/relative-paths.py on the page folder")
                .isEmpty();
    }

    @Test
    void theRuleFindsTheRunnersFoldersAndLeavesUrlsAndTheSystemsFiles() {
        assertThat(ABSOLUTE.matcher("\"folder\" : \"/work/main/results/sermant-page/20261126-204046/router\"").find())
                .isTrue();
        assertThat(ABSOLUTE.matcher("--sermant-home=/tmp/sermant-src/v2.2.0/sermant-agent-2.2.0").find()).isTrue();
        assertThat(ABSOLUTE.matcher("-Dsermant_log_dir=/work/main/results/sermant-page/20261126-… and 7 more").find())
                .isTrue();
        assertThat(ABSOLUTE.matcher("http://127.0.0.1:40355/ready, /sys/fs/cgroup/cpu/cpu.stat, M/M/c, 33/33/34, "
                + "xds-routing/runs/sermant/at-rest/1, <sermant-agent folder>/agent").find()).isFalse();
    }
}
