package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * meta.json at a benchmark's root (docs/formats.md): what was compared, on what, and how to repeat it. The one
 * definition of the format: the harness writes it, the report reads it ({@link FormatFiles#readMeta}); every field is
 * optional for a hand-written one, an unknown field is an error.
 *
 * @param warmup        the warm-up of every run, used for a run folder whose run.json is missing ({@code warmupSeconds}
 *                      in the file)
 * @param tables        the report's tables, by template name
 * @param margins       the scenario file's {@code margins:} as {@code --margins} writes them ("p90=3%,heap=5MB"), the
 *                      report's margins over the defaults (and under the command line's); absent when it sets none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"scenario", "description", "baseline", "treatments", "levels", "warmupSeconds", "durationSeconds",
        "rounds", "load", "tables", "environment", "agents", "command"})
public record MetaJson(
        String scenario,
        String description,
        String baseline,
        List<Treatment> treatments,
        List<Level> levels,
        @JsonProperty("warmupSeconds") @JsonSerialize(using = DurationSeconds.Writer.class) @JsonDeserialize(using = DurationSeconds.Reader.class)
        Duration warmup,
        Long durationSeconds,
        Integer rounds,
        Load load,
        List<String> tables,
        Map<String, Object> environment,
        List<Agent> agents,
        String command,
        @JsonInclude(JsonInclude.Include.NON_NULL) String margins) {

    /** A meta.json without the scenario's margins (written before it could hold them, or a scenario setting none). */
    public MetaJson(String scenario, String description, String baseline, List<Treatment> treatments, List<Level> levels,
                    Duration warmup, Long durationSeconds, Integer rounds, Load load, List<String> tables,
                    Map<String, Object> environment, List<Agent> agents, String command) {
        this(scenario, description, baseline, treatments, levels, warmup, durationSeconds, rounds, load, tables,
                environment, agents, command, null);
    }

    /** The tables a report shows when meta.json names none. */
    public static final List<String> DEFAULT_TABLES = List.of("plugin", "summary");
    public static final String DEFAULT_BASELINE = "baseline";
    /**
     * The name the harness gives the A/A check's second baseline ({@code --aa-check}); preferred as the A/A floor over
     * any other further treatment of kind baseline (an A/A page's stand-ins are of that kind too).
     */
    public static final String AA_TREATMENT = "baseline-aa";

    /**
     * A treatment; {@code changesTopology}: its rules change the path the traffic takes, not only add cost;
     * {@code injected}: a calibration treatment's known cost, figure to amount (docs/calibration.md);
     * {@code releaseOf}: this treatment repeats the named one with another Sermant release ({@code
     * --sermant-compare-home}), and the report compares the two (the {@code release} table); null otherwise.
     */
    @JsonPropertyOrder({"name", "label", "kind", "plugins", "rules", "changesTopology", "note", "injected", "releaseOf"})
    public record Treatment(String name, String label, String kind, List<String> plugins, List<String> rules,
                            Boolean changesTopology, String note, Map<String, Double> injected, String releaseOf) {

        public Treatment(String name, String label, String kind, List<String> plugins, List<String> rules,
                         Boolean changesTopology, String note, Map<String, Double> injected) {
            this(name, label, kind, plugins, rules, changesTopology, note, injected, null);
        }

        public Treatment(String name, String label, String kind, List<String> plugins, List<String> rules,
                         Boolean changesTopology, String note) {
            this(name, label, kind, plugins, rules, changesTopology, note, null);
        }
    }

    /** A level; {@code capacityPct}: a capacity-relative level's share of {@link Capacity#tps}, null for a nominal one. */
    @JsonPropertyOrder({"name", "users", "targetTps", "capacityPct"})
    public record Level(String name, Integer users, Double targetTps, Integer capacityPct) {

        public Level(String name, Integer users, Double targetTps) {
            this(name, users, targetTps, null);
        }
    }

    /**
     * How the load was offered. {@code model}: closed or open, {@code modelDescription} says what that means for
     * latency; {@code warmupRequests}: each level's warm-up lasted at least this many requests at its rate;
     * {@code levelsShareDeployment}: a round's levels ran one after another on one deployment per treatment (each with
     * its own warm-up, in rotated order) instead of a fresh deployment per run; {@code servicesStartTogether}: every
     * service started at once, then each awaited; {@code capacity}: the probe the capacity-relative levels are shares of;
     * {@code workloads}: the scenario's workloads that ran (each level ran on each, the levels are named
     * {@code <workload>-<level>}), null for a scenario without workloads; {@code coldWarmupSeconds}: the warm-up of
     * the first run on each fresh deployment when it was longer than the level's (null: no such warm-up).
     */
    @JsonPropertyOrder({"model", "modelDescription", "warmupRequests", "levelsShareDeployment", "servicesStartTogether",
            "capacity", "workloads", "coldWarmupSeconds"})
    public record Load(String model, String modelDescription, Integer warmupRequests, Boolean levelsShareDeployment,
                       Boolean servicesStartTogether, Capacity capacity, List<String> workloads,
                       @JsonProperty("coldWarmupSeconds") @JsonSerialize(using = DurationSeconds.Writer.class) @JsonDeserialize(using = DurationSeconds.Reader.class)
                       Duration coldWarmup) {

        /** Whether the levels ran once per workload. */
        public boolean hasWorkloads() {
            return workloads != null && !workloads.isEmpty();
        }
    }

    /**
     * The baseline's capacity on this machine: the mean throughput (samples per second of the measured window's
     * complete seconds) an unthrottled closed-model baseline run held with {@code users} threads, measured before the
     * benchmark; its run is {@code folder} (relative to the benchmark folder). {@code warmupSeconds}: how long it warmed
     * up, until two consecutive 15 s windows agreed within 5 % ({@code settled}) or the longest warm-up passed;
     * {@code warmupWindowsTps}: the mean TPS of each 15 s window of that warm-up (the climb); {@code driftPct}: the
     * throughput's change between the halves of the measured window; {@code busyPct}: the machine's mean busy share
     * over it. The last four are null in meta.json files written before they were recorded. {@code sides}: 2 for a
     * duet benchmark's pair probe (two baseline deployments side by side, one JMeter offering each side the same
     * unthrottled load): {@code tps} and {@code users} are then per side, and the capacity-relative levels are shares
     * of what each side held while the other ran; null for the sequential probe (one deployment).
     *
     * <p>{@code tps} is what the capacity-relative levels are shares of: the lower of {@code warmTps}, the mean
     * throughput of the measured window above (the settled, "warm" capacity), and {@code runAge.tps}, the lowest
     * 15 s mean the probe held at the ages its runs are measured at (docs/ladder.md). {@code unsettled}: "rising",
     * "falling" (or "changing" when no two windows were compared) when the probe reached its longest warm-up without
     * settling or its measured window drifted (the steadiness test); null when it settled. The three are null in
     * meta.json files written before they were recorded: {@code tps} is then the warm capacity.
     */
    @JsonPropertyOrder({"tps", "users", "warmupSeconds", "durationSeconds", "errorPct", "folder", "settled",
            "warmupWindowsTps", "driftPct", "busyPct", "sides", "warmTps", "runAge", "unsettled"})
    public record Capacity(Double tps, Integer users, Long warmupSeconds, Long durationSeconds, Double errorPct,
                           String folder, Boolean settled, List<Double> warmupWindowsTps, Double driftPct,
                           Double busyPct, @JsonInclude(JsonInclude.Include.NON_NULL) Integer sides,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Double warmTps,
                           @JsonInclude(JsonInclude.Include.NON_NULL) RunAge runAge,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String unsettled) {

        public Capacity(Double tps, Integer users, Long warmupSeconds, Long durationSeconds, Double errorPct,
                        String folder, Boolean settled, List<Double> warmupWindowsTps, Double driftPct,
                        Double busyPct, Integer sides) {
            this(tps, users, warmupSeconds, durationSeconds, errorPct, folder, settled, warmupWindowsTps, driftPct,
                    busyPct, sides, null, null, null);
        }

        public Capacity(Double tps, Integer users, Long warmupSeconds, Long durationSeconds, Double errorPct,
                        String folder) {
            this(tps, users, warmupSeconds, durationSeconds, errorPct, folder, null, null, null, null, null);
        }

        public Capacity(Double tps, Integer users, Long warmupSeconds, Long durationSeconds, Double errorPct,
                        String folder, Boolean settled, List<Double> warmupWindowsTps, Double driftPct,
                        Double busyPct) {
            this(tps, users, warmupSeconds, durationSeconds, errorPct, folder, settled, warmupWindowsTps, driftPct,
                    busyPct, null);
        }

        /**
         * What the console and the report's notes say when the probe did not settle ({@code unsettled}), null when it
         * did: the levels are then shares of a figure that was still moving when it was taken.
         */
        public String unsettledNote() {
            if (unsettled == null) {
                return null;
            }
            List<String> why = new ArrayList<>();
            if (Boolean.FALSE.equals(settled)) {
                why.add("no two consecutive 15 s windows agreed within 5 % by its longest warm-up, " + warmupSeconds + " s");
            }
            if (driftPct != null) {
                why.add(String.format(Locale.ROOT, "throughput %+.1f %% between the halves of its measured window",
                        driftPct));
            }
            return "capacity probe did not settle: levels are shares of a capacity still " + unsettled + " ("
                    + String.join("; ", why) + (why.isEmpty() ? "" : "; ") + "probe in " + folder + "/)";
        }
    }

    /**
     * What the capacity probe held at the ages the benchmark's runs are measured at: the lowest mean throughput over
     * any 15 s from {@code fromSeconds} to {@code toSeconds} after its load began (the runs' warm-up on a fresh
     * deployment to that plus their longest window, cut at the probe's end); {@code tps} null when the probe held
     * less than 15 s of that span. Per side for a duet pair's probe.
     */
    @JsonPropertyOrder({"fromSeconds", "toSeconds", "tps"})
    public record RunAge(Long fromSeconds, Long toSeconds, Double tps) {
    }

    /** The agent a treatment mounted: name, version and SHA-256 of its jar. */
    @JsonPropertyOrder({"treatment", "name", "version", "sha256"})
    public record Agent(String treatment, String name, String version, String sha256) {
    }

    /** A meta.json without content: what a benchmark folder without one is reported with. */
    public static MetaJson empty() {
        return new MetaJson(null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    public String baselineOrDefault() {
        return baseline != null ? baseline : DEFAULT_BASELINE;
    }

    public List<String> tablesOrDefault() {
        return tables != null && !tables.isEmpty() ? tables : DEFAULT_TABLES;
    }

    /** This meta.json with the load section (after the capacity probe) and the levels it resolved. */
    public MetaJson withLoad(Load newLoad, List<Level> newLevels) {
        return new MetaJson(scenario, description, baseline, treatments, newLevels, warmup, durationSeconds,
                rounds, newLoad, tables, environment, agents, command, margins);
    }

    /** This meta.json with {@code newRounds} rounds (a resume that adds rounds to a finished benchmark). */
    public MetaJson withRounds(Integer newRounds) {
        return new MetaJson(scenario, description, baseline, treatments, levels, warmup, durationSeconds,
                newRounds, load, tables, environment, agents, command);
    }

    void validate(Path file) {
        FieldCheck check = new FieldCheck(file);
        check.runSeconds("warmupSeconds", warmup, "seconds trimmed from each run's start");
        check.runSeconds("durationSeconds", durationSeconds, "seconds of each run's measured window");
        check.atLeast("rounds", rounds, 1, "runs per treatment and level");
        if (levels != null) {
            for (Level level : levels) {
                check.atLeast("levels[].users", level.users(), 0, "JMeter threads");
                if (level.capacityPct() == null) {
                    check.positive("levels[].targetTps", level.targetTps(), "requests per second");
                }
            }
        }
    }
}
