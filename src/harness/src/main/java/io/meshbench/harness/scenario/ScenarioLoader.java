package io.meshbench.harness.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Reads a scenario file: strict YAML (unknown fields, duplicated keys, fractions for whole numbers and a second
 * document are errors), then validation, then paths made absolute. Every error names the file and the line.
 */
public final class ScenarioLoader {

    static final String SCENARIO_DIR = "${scenarioDir}";

    private final SortedSet<String> reportTables;

    /** The strict reader's YAML mapper (unknown fields, a fraction for a whole number refused), with our types. */
    private final ObjectMapper yaml = StrictReader.yamlMapper()
            .registerModule(new SimpleModule().addDeserializer(Duration.class, new DurationDeserializer())
                    .addDeserializer(Boolean.class, new YamlTree.BooleanWords()));

    private final java.util.function.BiFunction<String, String, String> marginProblem;

    /** A loader that checks no margin (a scenario's {@code margins:} are then checked when the report reads them). */
    public ScenarioLoader(SortedSet<String> reportTables) {
        this(reportTables, (figure, value) -> null);
    }

    /**
     * @param reportTables  the tables the scenario's {@code tables} may name (the results' report templates)
     * @param marginProblem what is wrong with one of its {@code margins:} (figure, value), null when it is valid (the
     *                      results' check; it lives above this layer)
     */
    public ScenarioLoader(SortedSet<String> reportTables,
                          java.util.function.BiFunction<String, String, String> marginProblem) {
        this.reportTables = new TreeSet<>(reportTables);
        this.marginProblem = marginProblem;
    }

    /**
     * @throws ScenarioException naming the file, the line or field, and what to do
     */
    public Scenario load(Path file) {
        return load(file, ScenarioOverrides.none());
    }

    /**
     * Reads {@code file}, applies {@code overrides} to its YAML tree, then maps and validates the result once: an
     * overridden value is checked as if the file held it, and a problem with it names the option.
     *
     * @throws ScenarioException naming the file, the line, field or option, and what to do
     */
    public Scenario load(Path file, ScenarioOverrides overrides) {
        if (!Files.exists(file)) {
            throw new ScenarioException("Scenario file " + file + " does not exist: pass a file such as scenarios/quickstart.yaml");
        }
        String text = YamlFiles.text(file);
        YamlLocations locations = YamlLocations.of(text);
        JsonNode tree;
        try {
            tree = YamlTree.read(file, text);
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage());
        } catch (JsonProcessingException e) {
            throw new ScenarioException(file + describe(e, locations));
        } catch (IOException e) {
            throw new ScenarioException("Cannot read scenario file " + file + ": " + e.getMessage());
        }
        if (tree == null || tree.isMissingNode() || tree.isNull()) {
            throw new ScenarioException(file + " is empty: see docs/scenarios.md for the fields of a scenario");
        }
        if (!(tree instanceof ObjectNode fields)) {
            throw new ScenarioException(file + " line 1: a scenario is a mapping of fields (name:, plan:, levels:, ...), "
                    + "not a " + tree.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)
                    + ": see docs/scenarios.md for the fields of a scenario");
        }
        OverriddenFields overridden = overrides.applyTo(fields, yaml);
        ScenarioFile parsed;
        try {
            parsed = yaml.treeToValue(fields, ScenarioFile.class);
        } catch (JsonProcessingException e) {
            throw new ScenarioException(file + describe(e, locations));
        }
        Scenario resolved = resolvePaths(parsed.toScenario(), file.toAbsolutePath().getParent());
        new ScenarioValidator(file, locations, overridden, reportTables, marginProblem).validate(resolved);
        return resolved;
    }

    private static Scenario resolvePaths(Scenario scenario, Path directory) {
        String plan = scenario.plan().closedPlan() == null ? null
                : directory.resolve(scenario.plan().closedPlan()).normalize().toString();
        String openPlan = scenario.plan().openPlan() == null ? null
                : directory.resolve(scenario.plan().openPlan()).normalize().toString();
        Map<String, RuleSpec> rules = new LinkedHashMap<>();
        scenario.rules().forEach((name, rule) -> rules.put(name, new RuleSpec(rule.path(),
                rule.file() == null ? null : directory.resolve(rule.file()).normalize().toString())));
        return scenario.withPlan(scenario.plan().withFiles(plan, openPlan)).withRules(rules)
                .withTopology(withScenarioDir(scenario.topology(), directory));
    }

    /**
     * {@code ${scenarioDir}} in a service's properties becomes the scenario file's folder, so a service can be given a
     * file that lives beside the scenario (e.g. the xDS control plane's rules) whatever folder it runs in.
     */
    private static Topology withScenarioDir(Topology topology, Path directory) {
        java.util.function.UnaryOperator<String> resolve = value -> value == null ? null
                : value.replace(SCENARIO_DIR, directory.toString());
        List<ServiceSpec> services = topology.services().stream().map(service -> new ServiceSpec(service.name(),
                service.jar(), service.instances(), service.treated(),
                service.properties() == null ? null : mapValues(service.properties(), resolve),
                service.instanceProperties() == null ? null
                        : service.instanceProperties().stream().map(p -> mapValues(p, resolve)).toList(),
                service.readiness(), service.ports())).toList();
        return new Topology(services, topology.startTogether(), topology.startTimeout());
    }

    private static Map<String, String> mapValues(Map<String, String> values,
                                                 java.util.function.UnaryOperator<String> resolve) {
        Map<String, String> mapped = new LinkedHashMap<>();
        values.forEach((key, value) -> mapped.put(key, resolve.apply(value)));
        return mapped;
    }

    private static String describe(JsonProcessingException e, YamlLocations locations) {
        // A mapping error's own location is where the parser stood (for a record, often the file's end): the field's
        // path finds its line.
        int fieldLine = e instanceof JsonMappingException mapping ? locations.lineOf(fieldPath(mapping)) : 0;
        String line = fieldLine > 0 ? " line " + fieldLine
                : e.getLocation() == null || e.getLocation().getLineNr() < 1 ? "" : " line " + e.getLocation().getLineNr();
        if (e instanceof MismatchedInputException && e.getMessage().contains("Trailing token")) {
            return line + ": a second YAML document (after '---'): a scenario file holds one; remove it or move it to a file of its own";
        }
        if (e instanceof UnrecognizedPropertyException unknown) {
            String known = unknown.getKnownPropertyIds() == null ? "" : unknown.getKnownPropertyIds().stream()
                    .map(String::valueOf).sorted().collect(Collectors.joining(", "));
            return line + ": unknown field '" + fieldPath(unknown) + "'; remove it or use one of: " + known;
        }
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return line + ": field '" + fieldPath(mapping) + "': " + firstLine(e.getOriginalMessage());
        }
        if (firstLine(e.getOriginalMessage()).startsWith("Duplicate field")) {
            return line + ": " + firstLine(e.getOriginalMessage()).replace("Duplicate field", "duplicated key")
                    + ": a key may appear once per mapping; remove one of them";
        }
        return line + ": not valid YAML: " + firstLine(e.getOriginalMessage());
    }

    /** e.g. {@code treatments[1].plugins}. */
    static String fieldPath(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static String firstLine(String message) {
        String text = message == null ? "" : message;
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }

    private static final class DurationDeserializer extends JsonDeserializer<Duration> {
        @Override
        public Duration deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            try {
                return Durations.parse(parser.getValueAsString());
            } catch (IllegalArgumentException e) {
                throw JsonMappingException.from(parser, e.getMessage());
            }
        }
    }
}
