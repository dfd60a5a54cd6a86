package io.meshbench.harness.benchmark.page;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.PagePlan;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code page-plan.json} in a page folder: the plan as made before the first run, and each scenario's status as it
 * ends. {@code meshbench page} reads it (with {@link io.meshbench.results.format.PagePlan}, whose fields these are);
 * a resumed page run reads it back instead of planning again. Every write replaces the file atomically, so a reader
 * (or a Ctrl-C) never sees half of it.
 */
@JsonPropertyOrder({"page", "aa", "budgetSeconds", "command", "steps", "scenarios", "adaptive"})
public record PagePlanFile(String page, @JsonInclude(JsonInclude.Include.NON_NULL) Boolean aa, long budgetSeconds,
                           String command, List<String> steps, List<Entry> scenarios,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String adaptive) {

    public static final String NAME = "page-plan.json";
    public static final String PENDING = "pending";
    public static final String DONE = "done";
    public static final String FAILED = "failed";
    public static final String SKIPPED = "skipped";
    public static final String DUET = PagePlan.DUET;
    public static final String SEQUENTIAL = PagePlan.SEQUENTIAL;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES); // as PagePlan: a later version's fields are kept out, not refused

    public PagePlanFile {
        steps = steps == null ? List.of() : List.copyOf(steps);
        scenarios = List.copyOf(scenarios);
    }

    /** A plan before its adaptive rounds ({@code adaptive}: how they ended, null until they did). */
    public PagePlanFile(String page, Boolean aa, long budgetSeconds, String command, List<String> steps,
                        List<Entry> scenarios) {
        this(page, aa, budgetSeconds, command, steps, scenarios, null);
    }

    /** This plan with the line saying how its adaptive rounds ended. */
    public PagePlanFile withAdaptive(String ended) {
        return new PagePlanFile(page, aa, budgetSeconds, command, steps, scenarios, ended);
    }

    /**
     * One scenario's plan and how it ended ({@code status}: done, failed, skipped or pending; {@code reason}: why not
     * done; {@code elapsedSeconds}: the wall time its run took, beside {@code plannedSeconds}, so the next plan's
     * estimates can be checked). {@code workloads} is null when the scenario runs all of its own. {@code mode}:
     * {@value #DUET} or {@value #SEQUENTIAL}; null in a file written before the page recorded it (sequential).
     * {@code shareDeployment} is null for a duet: each duet deploys both sides afresh, whatever the scenario says.
     * {@code looks}: the round counts at which the page's adaptive rounds judged its cells (the first its planned
     * rounds), null when they did not: the page judges the last look at its group-sequential boundary.
     */
    @JsonPropertyOrder({"scenario", "folder", "section", "plannedSeconds", "budgetSharePct", "levels", "workloads",
            "shareDeployment", "warmupSeconds", "durationSeconds", "rounds", "mode", "status", "reason",
            "elapsedSeconds", "looks", "predicted"})
    public record Entry(String scenario, String folder, String section, long plannedSeconds, double budgetSharePct,
                        List<String> levels, List<String> workloads, Boolean shareDeployment, long warmupSeconds,
                        long durationSeconds, int rounds, String status, String reason, Long elapsedSeconds,
                        String mode, @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> looks,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Double> predicted) {

        public Entry(String scenario, String folder, String section, long plannedSeconds, double budgetSharePct,
                     List<String> levels, List<String> workloads, Boolean shareDeployment, long warmupSeconds,
                     long durationSeconds, int rounds, String status, String reason, Long elapsedSeconds,
                     String mode, List<Integer> looks) {
            this(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads, shareDeployment,
                    warmupSeconds, durationSeconds, rounds, status, reason, elapsedSeconds, mode, looks, null);
        }

        public Entry(String scenario, String folder, String section, long plannedSeconds, double budgetSharePct,
                     List<String> levels, List<String> workloads, Boolean shareDeployment, long warmupSeconds,
                     long durationSeconds, int rounds, String status, String reason, Long elapsedSeconds,
                     String mode) {
            this(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads, shareDeployment,
                    warmupSeconds, durationSeconds, rounds, status, reason, elapsedSeconds, mode, null);
        }

        /** Whether the page runs this scenario as duets ({@code run --mode=duet --aa-check=true}). */
        public boolean duet() {
            return DUET.equals(mode);
        }

        public Entry withStatus(String newStatus, String newReason) {
            return new Entry(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads,
                    shareDeployment, warmupSeconds, durationSeconds, rounds, newStatus, newReason, elapsedSeconds, mode,
                    looks, predicted);
        }

        public Entry withElapsed(long seconds) {
            return new Entry(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads,
                    shareDeployment, warmupSeconds, durationSeconds, rounds, status, reason, seconds, mode, looks,
                    predicted);
        }

        public Entry withLevels(List<String> newLevels) {
            return new Entry(scenario, folder, section, plannedSeconds, budgetSharePct, List.copyOf(newLevels),
                    workloads, shareDeployment, warmupSeconds, durationSeconds, rounds, status, reason, elapsedSeconds,
                    mode, looks, predicted);
        }

        /**
         * This scenario with {@code newRounds} rounds and its looks: {@code newLooks}, the last the look at those
         * rounds (an adaptive round added), or unchanged rounds with looks where the first look is taken.
         */
        public Entry withRounds(int newRounds, List<Integer> newLooks, long newElapsedSeconds) {
            return new Entry(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads,
                    shareDeployment, warmupSeconds, durationSeconds, newRounds, status, reason, newElapsedSeconds,
                    mode, List.copyOf(newLooks), predicted);
        }

        /**
         * This scenario with the planner's forecast: per figure, the predicted half-width of a no-effect cell's 90 %
         * interval (infinite with one round: written as null, "no interval").
         */
        public Entry withPredicted(Map<String, Double> halfWidths) {
            return new Entry(scenario, folder, section, plannedSeconds, budgetSharePct, levels, workloads,
                    shareDeployment, warmupSeconds, durationSeconds, rounds, status, reason, elapsedSeconds, mode,
                    looks, halfWidths == null ? null : java.util.Collections.unmodifiableMap(
                    new java.util.LinkedHashMap<>(halfWidths)));
        }
    }

    /** The plan as written before the first run: every scenario pending. */
    public static PagePlanFile of(PagePlanner.Plan plan, String command) {
        List<Entry> entries = new ArrayList<>();
        long budget = plan.budget().toSeconds();
        for (ScenarioSizing s : plan.scenarios()) {
            double share = Math.round(1000.0 * s.planned().toSeconds() / budget) / 10.0;
            boolean allWorkloads = s.workloads().equals(SizingKnobs.workloadNames(s.scenario()));
            entries.add(new Entry(s.entry().scenario(), s.entry().scenario(), s.entry().section(),
                    s.planned().toSeconds(), share, s.levels(), allWorkloads ? null : s.workloads(),
                    s.entry().duet() ? null : s.shareDeployment(), s.warmup().toSeconds(), s.window().toSeconds(),
                    s.rounds(), PENDING, null, null, s.entry().duet() ? DUET : SEQUENTIAL));
        }
        return new PagePlanFile(plan.page(), null, budget, command, plan.steps(), entries);
    }

    /**
     * This plan as an A/A page's ({@code run-page --aa=true}): every treatment replaced by the baseline, same plan.
     * Not written for an ordinary page (null), so its page-plan.json is as before.
     */
    public PagePlanFile asAa() {
        return new PagePlanFile(page, true, budgetSeconds, command, steps, scenarios, adaptive);
    }

    /** Whether this is an A/A page's plan. */
    public boolean aaPage() {
        return Boolean.TRUE.equals(aa);
    }

    /** This plan with each scenario's predicted half-widths ({@link PlanForecast}), where the forecast has it. */
    public PagePlanFile withForecast(PlanForecast forecast) {
        PagePlanFile planned = this;
        for (PlanForecast.ScenarioForecast s : forecast.scenarios()) {
            Map<String, Double> halfWidths = new java.util.LinkedHashMap<>();
            s.figures().forEach(f -> halfWidths.put(f.figure(), Double.isInfinite(f.halfWidth()) ? null
                    : f.halfWidth()));
            planned = planned.with(planned.entry(s.scenario()).withPredicted(halfWidths));
        }
        return planned;
    }

    /** The scenario of this name. */
    public Entry entry(String scenario) {
        return scenarios.stream().filter(entry -> entry.scenario().equals(scenario)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("no scenario " + scenario + " in the page plan"));
    }

    public PagePlanFile with(Entry changed) {
        List<Entry> entries = new ArrayList<>(scenarios);
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).scenario().equals(changed.scenario())) {
                entries.set(i, changed);
            }
        }
        return new PagePlanFile(page, aa, budgetSeconds, command, steps, entries, adaptive);
    }

    /** Writes {@code <folder>/page-plan.json} through the one writer: whole or not at all. */
    public void writeTo(Path folder) {
        OutputFolder.of(NAME, folder).write(Path.of(NAME), out -> JSON.writeValue(out, this));
    }

    /** @throws ScenarioException naming the file and what to do, when it is missing or not a page plan */
    public static PagePlanFile readFrom(Path folder) {
        Path file = folder.resolve(NAME);
        if (!Files.exists(file)) {
            throw new ScenarioException("--resume " + folder + ": no " + NAME + " there; give the page folder a page run "
                    + "wrote (results/<page>/<timestamp>/)");
        }
        PagePlanFile plan;
        try {
            plan = StrictReader.jsonIgnoringUnknown(file, PagePlanFile.class);
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage() + " --resume takes the page folder a page run wrote, with its "
                    + NAME + " untouched.");
        }
        if (plan.page() == null || plan.scenarios().isEmpty()) {
            throw new ScenarioException(file + " holds no page plan: --resume takes a page folder that `run-page` wrote");
        }
        return plan;
    }
}
