package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.meshbench.results.ResultsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code page-plan.json} (docs/page.md): what a Sermant page run planned and how each scenario ended. The page run
 * ({@code -Psermant-page}) writes it at the top of the page folder, {@code meshbench page} reads it with each
 * scenario's {@code <folder>/report.json}; the one definition for both. Reading is lenient (unknown fields are
 * ignored): the page must still render from a plan written by a later version.
 *
 * @param page          the page's name, e.g. {@code sermant-page}
 * @param aa            true for an A/A page ({@code run-page --aa=true}): every treatment replaced by the baseline
 *                      deployed again, so every delta is what no effect looks like; null or false for a page
 * @param budgetSeconds the time budget of the whole page run
 * @param command       the exact command that ran the page
 * @param machine       what the page run recorded about the machine (free form), null when it recorded nothing
 * @param steps         the fidelity the planner gave up to fit the budget, one line each (null or empty: none)
 * @param scenarios     the scenarios in the order the page run planned them
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PagePlan(String page, @JsonInclude(JsonInclude.Include.NON_NULL) Boolean aa, Double budgetSeconds, String command, Map<String, Object> machine,
                       List<String> steps, List<Scenario> scenarios) {

    /** Whether this is an A/A page. */
    public boolean aaPage() {
        return Boolean.TRUE.equals(aa);
    }

    /** The file's name in a page folder. */
    public static final String FILE = "page-plan.json";
    /**
     * The field naming the A/A page the page's cells of one or two rounds are judged against, a folder relative to
     * the page folder ({@code meshbench page --aa-from}); kept apart from the record, which the page run's own writer
     * does not use, so that setting it rewrites nothing else.
     */
    public static final String AA_FROM = "aaFrom";
    public static final String DONE = "done";
    public static final String FAILED = "failed";
    public static final String SKIPPED = "skipped";
    public static final String PENDING = "pending";
    public static final String DUET = "duet";
    public static final String SEQUENTIAL = "sequential";

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT) // 2.5 rounds is a broken plan, not 2
            .build();

    /**
     * One scenario of the page.
     *
     * @param scenario        the scenario's name (its profile, e.g. {@code router}, {@code xds-routing})
     * @param folder          its benchmark folder, relative to the page folder (default: the scenario's name)
     * @param section         the page section it belongs to, as the page run names it (may be null)
     * @param plannedSeconds  the time the plan gave it
     * @param budgetSharePct  its share of the page's budget, in %
     * @param levels          the levels the plan chose
     * @param workloads       the workloads the plan chose, null when the scenario runs all of its own
     * @param shareDeployment whether a round's levels and workloads of one treatment ran on one deployment
     * @param warmupSeconds   the warm-up the plan chose per run
     * @param durationSeconds the measured window the plan chose per run
     * @param rounds          rounds per treatment and level
     * @param status          {@value #DONE}, {@value #FAILED}, {@value #SKIPPED} or {@value #PENDING}
     * @param reason          why it failed, was skipped or is pending (null when done)
     * @param elapsedSeconds  the wall time its run took (null until it ends)
     * @param mode            {@value #DUET} when the page ran it as duets (each treatment beside a baseline of its own,
     *                        with a duet A/A), {@value #SEQUENTIAL} when one deployment after another; null in a plan
     *                        written before the page recorded it (sequential)
     * @param looks           the round counts at which the page run judged the scenario's cells while adding rounds
     *                        (its adaptive rounds, a group-sequential design): the cells are judged at the last look,
     *                        at that look's boundary; null when the page judges them by the fixed design
     * @param predicted       per figure (a margin key: cpuMsPerRequest, p90, p95, throughput, heap, metaspace), the
     *                        half-width of a no-effect cell's 90 % interval the planner predicted for the chosen
     *                        shape from stored variance components, in the figure's delta unit (infinite: no
     *                        interval, one round); null when the plan made no forecast
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Scenario(String scenario, String folder, String section, Double plannedSeconds,
                           Double budgetSharePct, List<String> levels, List<String> workloads, Boolean shareDeployment,
                           Double warmupSeconds, Double durationSeconds, Integer rounds, String status, String reason,
                           Double elapsedSeconds, String mode,
                           @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> looks,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Double> predicted) {

        public Scenario(String scenario, String folder, String section, Double plannedSeconds, Double budgetSharePct,
                        List<String> levels, List<String> workloads, Boolean shareDeployment, Double warmupSeconds,
                        Double durationSeconds, Integer rounds, String status, String reason, Double elapsedSeconds,
                        String mode, List<Integer> looks) {
            this(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads, shareDeployment,
                    warmupSeconds, durationSeconds, rounds, status, reason, elapsedSeconds, mode, looks, null);
        }

        public Scenario(String scenario, String folder, String section, Double plannedSeconds, Double budgetSharePct,
                        List<String> levels, List<String> workloads, Boolean shareDeployment, Double warmupSeconds,
                        Double durationSeconds, Integer rounds, String status, String reason, Double elapsedSeconds,
                        String mode) {
            this(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads, shareDeployment,
                    warmupSeconds, durationSeconds, rounds, status, reason, elapsedSeconds, mode, null);
        }

        /** Figures that cannot be: negative seconds or shares, fewer than one round, a fraction of a round. */
        void validate(FieldCheck check, String prefix) {
            check.notNegative(prefix + "plannedSeconds", plannedSeconds, "the time the plan gave the scenario");
            check.notNegative(prefix + "budgetSharePct", budgetSharePct, "its share of the page's budget, in %");
            check.notNegative(prefix + "warmupSeconds", warmupSeconds, "the warm-up per run");
            check.notNegative(prefix + "durationSeconds", durationSeconds, "the measured window per run");
            check.notNegative(prefix + "elapsedSeconds", elapsedSeconds, "the wall time its run took");
            check.atLeast(prefix + "rounds", rounds, 1, "rounds per treatment and level, from 1");
            if (looks != null) {
                for (int i = 0; i < looks.size(); i++) {
                    Integer look = looks.get(i);
                    if (look == null || look < 3 || i > 0 && look <= looks.get(i - 1)
                            || rounds != null && look > rounds) {
                        throw new ResultsException(check.file() + ": field '" + prefix + "looks' is " + looks
                                + "; it lists the round counts the page looked at, increasing, from 3 up to "
                                + "the scenario's rounds. Fix it or remove the field (the fixed design then judges).");
                    }
                }
            }
        }

        /** The folder, or the scenario's name when the plan gives none. */
        public String folderOrName() {
            return folder == null || folder.isBlank() ? scenario : folder;
        }
    }

    public static Path file(Path pageFolder) {
        return pageFolder.resolve(FILE);
    }

    /**
     * Reads {@code <pageFolder>/page-plan.json}; a missing folder or file, malformed JSON, a field of the wrong type,
     * no {@code scenarios} or a scenario folder outside the page folder is one message naming the file.
     */
    public static PagePlan read(Path pageFolder) {
        Path file = file(pageFolder);
        if (!Files.isDirectory(pageFolder)) {
            throw new ResultsException(pageFolder + ": " + PathKind.missing(pageFolder, "page folder")
                    + "; give the folder a Sermant page run wrote (it holds " + FILE + ").");
        }
        if (!Files.isRegularFile(file)) {
            throw new ResultsException(file + ": " + PathKind.missing(file, "page plan") + "; a page folder holds "
                    + FILE + " (written by ./mvnw verify -Psermant-page) and one benchmark folder per scenario.");
        }
        com.fasterxml.jackson.databind.JsonNode tree = StrictReader.jsonTree(file);
        if (!tree.isObject()) {
            throw new ResultsException(file + ": holds no JSON object; it is not a page plan (docs/page.md).");
        }
        PagePlan plan = StrictReader.jsonIgnoringUnknown(file, PagePlan.class);
        if (plan.scenarios() == null) {
            throw new ResultsException(file + ": has no \"scenarios\" array; it is not a page plan (docs/page.md).");
        }
        new FieldCheck(file).notNegative("budgetSeconds", plan.budgetSeconds(), "the time budget of the page run");
        for (int i = 0; i < plan.scenarios().size(); i++) {
            Scenario scenario = plan.scenarios().get(i);
            if (scenario == null || scenario.scenario() == null || scenario.scenario().isBlank()) {
                throw new ResultsException(file + ": scenarios[" + i + "] has no \"scenario\" name; give each "
                        + "scenario its name, e.g. \"scenario\": \"router\".");
            }
            scenario.validate(new FieldCheck(file), "scenarios[" + i + "].");
            String folder = scenario.folderOrName();
            Path resolved = pageFolder.resolve(folder).normalize();
            if (Path.of(folder).isAbsolute() || !resolved.startsWith(pageFolder.normalize())
                    || resolved.equals(pageFolder.normalize())) {
                throw new ResultsException(file + ": scenarios[" + i + "].folder '" + folder + "' is not a folder "
                        + "inside the page folder; give its name relative to the page folder, e.g. \"router\".");
            }
        }
        return plan;
    }

    /** {@value #AA_FROM} of the page-plan.json in {@code pageFolder}, null where it names none. */
    public static String aaFrom(Path pageFolder) {
        com.fasterxml.jackson.databind.JsonNode named = StrictReader.jsonTree(file(pageFolder)).path(AA_FROM);
        return named.isTextual() ? named.asText() : null;
    }

    /**
     * The text of the page-plan.json in {@code pageFolder} with {@value #AA_FROM} set to {@code aaFrom}, every other
     * field as it was (the page run writes fields this record does not read: margins, fdr, adaptive).
     */
    public static String textWithAaFrom(Path pageFolder, String aaFrom) {
        com.fasterxml.jackson.databind.node.ObjectNode plan =
                (com.fasterxml.jackson.databind.node.ObjectNode) StrictReader.jsonTree(file(pageFolder));
        plan.put(AA_FROM, aaFrom);
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(plan) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree read from JSON writes back
        }
    }

    /** Writes the plan into {@code pageFolder} (beside, then moved in: a reader never sees half a file). */
    public void write(Path pageFolder) {
        FormatFiles.writeWith(MAPPER, file(pageFolder), this);
    }

}
