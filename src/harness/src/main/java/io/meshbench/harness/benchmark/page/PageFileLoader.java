package io.meshbench.harness.benchmark.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.harness.duet.RunMode;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.YamlFiles;
import io.meshbench.harness.scenario.YamlLocations;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads a page file ({@code scenarios/pages/*.yaml}): strict YAML as a scenario file is read (duplicated keys and
 * unknown fields are errors), every problem one line naming the file, the line and what to do.
 *
 * <pre>
 * page: sermant-page
 * scenarios:
 *   - {scenario: router, section: "Service router"}
 *   - {scenario: mq-tag-transmission, section: "...", runEstimate: 300s}
 *   - {scenario: removal, section: "...", mode: duet}
 * </pre>
 *
 * A scenario's file is {@code <scenario>.yaml} in the page folder's parent (scenarios/), unless {@code file} names
 * another, relative to the page file.
 */
public final class PageFileLoader {

    static final Set<String> TOP_FIELDS = Set.of("page", "scenarios");
    static final Set<String> ENTRY_FIELDS = Set.of("scenario", "section", "file", "minWindow", "runEstimate", "setUp",
            "fewestWorkloads", "mode", "keepLevels");
    /** A window shorter than this holds too few 1 s samples for the steadiness test (docs/method.md: 24 s). */
    static final Duration SHORTEST_MIN_WINDOW = Duration.ofSeconds(24);

    /** @throws ScenarioException naming the file, the line and what to do */
    public PageFile load(Path file) {
        if (!Files.exists(file)) {
            throw new ScenarioException("Page file " + file + " does not exist: pass a file such as scenarios/pages/sermant-page.yaml");
        }
        String text = YamlFiles.text(file);
        YamlLocations lines = YamlLocations.of(text);
        JsonNode root;
        try {
            root = StrictReader.yamlTree(file, text);
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage() + " See docs/page-run.md for the form of a page file.");
        }
        if (root == null || root.isMissingNode() || root.isNull()) {
            throw new ScenarioException(file + " is empty: a page file gives `page:` and `scenarios:` (docs/page-run.md)");
        }
        Problems problems = new Problems(file, lines);
        if (!root.isObject()) {
            throw problems.at("", "a page file is a mapping with `page:` and `scenarios:` (docs/page-run.md)");
        }
        unknownFields(root, TOP_FIELDS, "", problems);
        String page = text(root, "page", "", problems);
        if (!page.matches("[a-z0-9][a-z0-9-]*")) {
            throw problems.at("page", "page '" + page + "' is no folder name: use lower-case letters, digits and '-', e.g. sermant-page");
        }
        JsonNode scenarios = root.get("scenarios");
        if (scenarios == null || !scenarios.isArray() || scenarios.isEmpty()) {
            throw problems.at("scenarios", "`scenarios:` must list at least one scenario, e.g. - {scenario: router, section: Router}");
        }
        Path scenariosDir = file.toAbsolutePath().getParent().getParent();
        List<PageEntry> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < scenarios.size(); i++) {
            String path = "scenarios[" + i + "]";
            JsonNode node = scenarios.get(i);
            if (!node.isObject()) {
                throw problems.at(path, "each scenario is a mapping, e.g. - {scenario: router, section: Router}");
            }
            unknownFields(node, ENTRY_FIELDS, path + ".", problems);
            String scenario = text(node, "scenario", path + ".", problems);
            if (!scenario.matches("[a-z0-9][a-z0-9-]*")) {
                throw problems.at(path + ".scenario", "scenario '" + scenario + "' is no scenario name: use the name of a file in scenarios/, e.g. router");
            }
            if (!seen.add(scenario)) {
                throw problems.at(path + ".scenario", "scenario " + scenario + " is listed twice: list each scenario once (its folder is named after it)");
            }
            String section = text(node, "section", path + ".", problems);
            Path scenarioFile = node.has("file")
                    ? file.toAbsolutePath().getParent().resolve(text(node, "file", path + ".", problems)).normalize()
                    : scenariosDir == null ? Path.of(scenario + ".yaml") : scenariosDir.resolve(scenario + ".yaml");
            if (!Files.isRegularFile(scenarioFile)) {
                throw problems.at(path + (node.has("file") ? ".file" : ".scenario"), "scenario file " + scenarioFile
                        + " does not exist: name a scenario of scenarios/ or give its file (file: ../x.yaml)");
            }
            Duration minWindow = duration(node, "minWindow", path, problems);
            if (minWindow != null && minWindow.compareTo(SHORTEST_MIN_WINDOW) < 0) {
                throw problems.at(path + ".minWindow", "minWindow " + Durations.format(minWindow) + " is shorter than "
                        + Durations.format(SHORTEST_MIN_WINDOW) + ", the least the steadiness test needs: give e.g. minWindow: 60s");
            }
            Duration runEstimate = duration(node, "runEstimate", path, problems);
            if (runEstimate != null && runEstimate.isZero()) {
                throw problems.at(path + ".runEstimate", "runEstimate must be longer than 0s: the time one job run is expected to take, e.g. 300s");
            }
            Duration setUp = duration(node, "setUp", path, problems);
            if (setUp != null && setUp.isZero()) {
                throw problems.at(path + ".setUp", "setUp must be longer than 0s: the set-up one deployment took here, e.g. 35s");
            }
            entries.add(new PageEntry(scenario, scenarioFile, section, minWindow, runEstimate, setUp,
                    names(node, "fewestWorkloads", path, problems), mode(node, path, problems),
                    names(node, "keepLevels", path, problems)));
        }
        return new PageFile(page, file.toAbsolutePath(), entries);
    }

    private static void unknownFields(JsonNode node, Set<String> known, String prefix, Problems problems) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw problems.at(prefix + name, "unknown field '" + name + "': use " + known.stream().sorted().toList());
            }
        }
    }

    private static String text(JsonNode node, String field, String prefix, Problems problems) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw problems.at(prefix.isEmpty() ? field : prefix.substring(0, prefix.length() - 1),
                    "`" + field + ":` is missing; " + (field.equals("section")
                            ? "give the title of the page's section, e.g. section: \"Service router\""
                            : "give it, e.g. " + field + ": router"));
        }
        if (!value.isValueNode() || value.asText().isBlank()) {
            throw problems.at(prefix + field, "`" + field + ":` must be a non-empty text");
        }
        return value.asText().strip();
    }

    private static List<String> names(JsonNode node, String field, String path, Problems problems) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        if (value.isArray()) {
            value.forEach(item -> names.add(item.isValueNode() ? item.asText().strip() : ""));
        }
        if (names.isEmpty() || names.stream().anyMatch(String::isEmpty)) {
            throw problems.at(path + "." + field, field + " must list workload names of the scenario, e.g. "
                    + field + ": [okhttp3, httpclient4]");
        }
        return names;
    }

    /** {@code mode: duet} or {@code mode: sequential}; absent: sequential, the scenario's own. */
    private static RunMode mode(JsonNode node, String path, Problems problems) {
        JsonNode value = node.get("mode");
        if (value == null || value.isNull()) {
            return RunMode.SEQUENTIAL;
        }
        String text = value.isValueNode() ? value.asText().strip() : value.toString();
        try {
            return RunMode.parse(text); // run's own reading of --mode
        } catch (ScenarioException e) {
            throw problems.at(path + ".mode", "mode: '" + text + "' is not a mode: give duet (each "
                    + "treatment beside a baseline of its own, with a duet A/A) or leave it out (sequential)");
        }
    }

    private static Duration duration(JsonNode node, String field, String path, Problems problems) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        try {
            Duration parsed = Durations.parse(value.asText());
            if (parsed.isNegative() || !Durations.wholeSeconds(parsed)) {
                throw new IllegalArgumentException("'" + value.asText() + "' must be whole seconds of 0 or more, e.g. 60s");
            }
            return parsed;
        } catch (IllegalArgumentException e) {
            throw problems.at(path + "." + field, field + ": " + e.getMessage());
        }
    }

    /** Problems of one file: each names the file and the line of the field. */
    private record Problems(Path file, YamlLocations lines) {
        ScenarioException at(String path, String what) {
            return new ScenarioException(file + ": " + lines.prefix(path) + what);
        }
    }
}
