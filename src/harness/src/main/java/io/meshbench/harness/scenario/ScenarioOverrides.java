package io.meshbench.harness.scenario;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.format.LevelName;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Command-line overrides of a scenario, keyed by option name ({@code --rounds 3}). {@link ScenarioLoader} applies
 * them as patches to the scenario file's YAML tree before its one read-and-validate pass, so the validator checks an
 * overridden value exactly as one written in the file, and its message names the option instead of a line. Here
 * each option's text is only parsed into the value it stands for. A blank value counts as not given (the Maven
 * profiles pass every option, empty when the user set nothing).
 */
public final class ScenarioOverrides {

    public static final String DURATION = "--duration";
    public static final String WARMUP = "--warmup";
    /** The warm-up of the first run on each fresh deployment ({@code coldWarmup}; 0s: none). */
    public static final String COLD_WARMUP = "--cold-warmup";
    public static final String ROUNDS = "--rounds";
    /**
     * Comma-separated level names of the scenario, or new levels written {@code <users>u-<tps>tps}, relative to the
     * baseline's capacity on this machine, {@code [<users>u-]<pct>%cap}, or as a rate alone, {@code <tps>} or
     * {@code <tps>rps} (the steps of an RPS ladder).
     */
    public static final String LEVELS = "--levels";
    /** The error rate in % above which a run fails ({@code errorRateThresholdPct}). */
    public static final String ERROR_THRESHOLD = "--error-threshold";
    /** Closed or open ({@link LoadModel}); open needs the scenario's {@code openPlan}. */
    public static final String LOAD_MODEL = "--load-model";
    /** Comma-separated names of the scenario's workloads to run (every level runs on each). */
    public static final String WORKLOADS = "--workloads";
    /**
     * {@code true}: a round's levels and workloads of one treatment run one after another on one deployment
     * ({@code levelsShareDeployment}) instead of a fresh deployment each.
     */
    public static final String LEVELS_SHARE_DEPLOYMENT = "--levels-share-deployment";

    /** Independent load engines ({@code engines}): JMeter processes, each with 1/N of the threads and of the rate. */
    public static final String ENGINES = "--engines";
    /** Comma-separated command prefixes that run an engine on another host ({@code engineHosts}). */
    public static final String ENGINE_HOSTS = "--engine-hosts";

    /** The scenario file's field each option replaces. */
    private static final Map<String, String> FIELDS = Map.ofEntries(Map.entry(DURATION, "duration"),
            Map.entry(WARMUP, "warmup"), Map.entry(COLD_WARMUP, "coldWarmup"), Map.entry(ROUNDS, "rounds"),
            Map.entry(LEVELS, "levels"), Map.entry(ERROR_THRESHOLD, "errorRateThresholdPct"),
            Map.entry(LOAD_MODEL, "loadModel"), Map.entry(WORKLOADS, "workloads"),
            Map.entry(LEVELS_SHARE_DEPLOYMENT, "levelsShareDeployment"), Map.entry(ENGINES, "engines"),
            Map.entry(ENGINE_HOSTS, "engineHosts"));

    private final Map<String, String> given;

    private ScenarioOverrides(Map<String, String> given) {
        this.given = Collections.unmodifiableMap(given);
    }

    public static ScenarioOverrides none() {
        return new ScenarioOverrides(new LinkedHashMap<>());
    }

    /** @param options option name ({@link #ROUNDS}, ...) to its text; blank or null values are left out */
    public static ScenarioOverrides of(Map<String, String> options) {
        ScenarioOverrides overrides = none();
        for (Map.Entry<String, String> option : options.entrySet()) {
            overrides = overrides.with(option.getKey(), option.getValue());
        }
        return overrides;
    }

    /** These overrides and {@code option} given as {@code text} (blank: not given). */
    public ScenarioOverrides with(String option, String text) {
        if (!FIELDS.containsKey(option)) {
            throw new IllegalArgumentException(option + " is not an option of a scenario; use one of " + FIELDS.keySet());
        }
        Map<String, String> next = new LinkedHashMap<>(given);
        if (text == null || text.isBlank()) {
            next.remove(option);
        } else {
            next.put(option, text);
        }
        return new ScenarioOverrides(next);
    }

    public boolean isEmpty() {
        return given.isEmpty();
    }

    /**
     * Replaces each given option's field in {@code tree} (a scenario file's top-level mapping).
     *
     * @param yaml reads the tree's own levels and workloads, which {@code --levels} and {@code --workloads} select from
     * @return where each replaced field came from, for the validator's messages
     * @throws ScenarioException naming the option, when its text is not in the option's form
     */
    OverriddenFields applyTo(ObjectNode tree, ObjectMapper yaml) {
        OverriddenFields sources = new OverriddenFields();
        String scenario = tree.path("name").asText("");
        for (Map.Entry<String, String> option : given.entrySet()) {
            String name = option.getKey();
            String text = option.getValue();
            String field = FIELDS.get(name);
            sources.add(field, name, text);
            switch (name) {
                case DURATION, WARMUP, COLD_WARMUP -> tree.put(field, parseDuration(name, text));
                case ROUNDS -> tree.put(field, parseCount(ROUNDS, text));
                case ENGINES -> tree.put(field, parseCount(ENGINES, text));
                case ENGINE_HOSTS -> tokens(text).forEach(tree.putArray(field)::add);
                case ERROR_THRESHOLD -> tree.put(field, parseThreshold(text));
                case LOAD_MODEL -> tree.put(field, parseLoadModel(text).toString());
                case LEVELS -> tree.set(field, selectLevels(tree, yaml, scenario, text, sources));
                case WORKLOADS -> tree.set(field, selectWorkloads(tree, yaml, scenario, text, sources));
                case LEVELS_SHARE_DEPLOYMENT -> tree.put(field, parseBoolean(name, text));
                default -> throw new IllegalStateException(name);
            }
        }
        return sources;
    }

    private static String parseDuration(String option, String text) {
        try {
            Durations.parse(text);
            return text.trim();
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(option + ": " + e.getMessage());
        }
    }

    private static int parseCount(String option, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new ScenarioException(option + ": '" + text + "' is not a whole number of 1 or more");
        }
    }

    private static boolean parseBoolean(String option, String text) {
        return switch (text.trim()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new ScenarioException(option + ": '" + text + "' is neither true nor false");
        };
    }

    private static double parseThreshold(String text) {
        try {
            return Double.parseDouble(text.trim().replaceFirst("%$", ""));
        } catch (NumberFormatException e) {
            throw new ScenarioException(ERROR_THRESHOLD + ": '" + text + "' is not a percentage from 0 to 100, e.g. "
                    + ERROR_THRESHOLD + " 5 (a run whose error rate is above it fails)");
        }
    }

    private static LoadModel parseLoadModel(String text) {
        try {
            return LoadModel.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(LOAD_MODEL + ": " + e.getMessage());
        }
    }

    /** The named levels of the file as written there, new ones in the file's form: {@code {name, users, targetTps}}. */
    private static ArrayNode selectLevels(ObjectNode tree, ObjectMapper yaml, String scenario, String text,
                                          OverriddenFields sources) {
        JsonNode written = tree.path("levels");
        List<Level> known = read(yaml, written, new TypeReference<List<Level>>() { });
        int defaultUsers = known.isEmpty() ? 50 : known.get(0).users(); // of a level written without users (30%cap)
        ArrayNode selected = tree.arrayNode();
        for (String token : tokens(text)) {
            int index = known.stream().map(Level::name).toList().indexOf(token);
            if (index >= 0) {
                selected.add(written.get(index).deepCopy());
            } else {
                Level level = Level.parseShorthand(token, defaultUsers);
                if (level == null) {
                    throw new ScenarioException(LEVELS + ": '" + token + "' is neither a level of scenario " + scenario
                            + " " + known.stream().map(Level::name).toList() + " nor a new level written "
                            + LevelName.FORMS);
                }
                selected.add(asWritten(tree, level));
            }
            sources.add("levels[" + (selected.size() - 1) + "]", LEVELS, "'" + token + "'");
        }
        if (selected.isEmpty()) {
            throw new ScenarioException(LEVELS + ": give at least one level, e.g. " + LEVELS + " 10u-100tps");
        }
        return selected;
    }

    private static ObjectNode asWritten(ObjectNode tree, Level level) {
        ObjectNode node = tree.objectNode().put("name", level.name());
        if (level.atRest()) {
            return node.put("atRest", true);
        }
        node.put("users", level.users());
        return level.isCapacityRelative() ? node.put("capacityPct", level.capacityPct())
                : node.put("targetTps", level.targetTps());
    }

    private static ArrayNode selectWorkloads(ObjectNode tree, ObjectMapper yaml, String scenario, String text,
                                             OverriddenFields sources) {
        JsonNode written = tree.path("workloads");
        List<String> known = read(yaml, written, new TypeReference<List<Workload>>() { }).stream()
                .map(Workload::name).toList();
        if (known.isEmpty()) {
            throw new ScenarioException(WORKLOADS + ": scenario " + scenario + " has no workloads; leave the option out");
        }
        ArrayNode selected = tree.arrayNode();
        for (String token : tokens(text)) {
            int index = known.indexOf(token);
            if (index < 0) {
                throw new ScenarioException(WORKLOADS + ": '" + token + "' is not a workload of scenario " + scenario
                        + ": use some of " + known);
            }
            selected.add(written.get(index).deepCopy());
            sources.add("workloads[" + (selected.size() - 1) + "]", WORKLOADS, "'" + token + "'");
        }
        if (selected.isEmpty()) {
            throw new ScenarioException(WORKLOADS + ": give at least one of " + known);
        }
        return selected;
    }

    /** The file's own list, or none when it is missing or malformed (the one validating pass reports that). */
    private static <T> List<T> read(ObjectMapper yaml, JsonNode list, TypeReference<List<T>> type) {
        if (!list.isArray()) {
            return List.of();
        }
        try {
            return yaml.convertValue(list, type);
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        for (String token : text.split(",")) {
            if (!token.trim().isEmpty()) {
                tokens.add(token.trim());
            }
        }
        return tokens;
    }
}
