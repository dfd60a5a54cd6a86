package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * run.json (docs/formats.md): what one run was and how it went. The one definition of the format: the harness writes
 * it, the results engine reads it ({@link FormatFiles#readRun}), and a field the definition does not know is an error,
 * not silently ignored, so a renamed field cannot turn off the warm-up trim.
 *
 * @param warmup                trimmed from the JTL's start before the measured window; {@code warmupSeconds} in the
 *                              file, a number of seconds (whole or not)
 * @param durationSeconds       the measured window; JMeter ran {@code warmupSeconds + durationSeconds}
 * @param measuredProcess       whose resources the tables show; several joined by '+' count as one
 * @param status                {@value #OK} or {@value #FAILED}
 * @param failure               why a failed run failed
 * @param probe                 answers per instance to the probe requests sent before the load
 * @param samplerCpuPct         CPU the sampler itself used, in % of one core
 * @param treatmentCheck        per treated process, what proved the treatment loaded
 * @param faults                every fault the scenario planned: fired, failed or not injected ({@link FaultEntry};
 *                              an older run.json's sentences read as entries that keep their line)
 * @param jmeter                JMeter's exit: exitCode, timedOut, lastSummary
 * @param errorRatePct          failed samples in % of the measured window's
 * @param errorRateThresholdPct above this error rate the run failed
 * @param commandLines          the exact command line of every process the run started, by process name
 * @param atRest                the run offered no load (an at-rest level): no result.jtl; its figures come from the
 *                              samples of {@code window}
 * @param window                an at-rest run's sampled window
 * @param quietWait             {@code --wait-quiet} only: how the wait for a quiet machine before the run ended
 * @param cpuThrottling         the cgroup's CPU throttling counters over the load, where the harness's cgroup has any
 * @param probeAfterLoad        answers per instance to the probe requests sent again after the load (a scenario whose
 *                              probe expects an answer of a treatment): a treatment that did its job only before the
 *                              load, e.g. on each thread's first request, shows here
 * @param incidents             what happened to the run from outside its plan, in order ({@link Incident}): a process
 *                              that died, a Ctrl-C, a resumed benchmark running it again; absent when nothing did
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"scenario", "treatment", "treatmentLabel", "level", "users", "targetTps", "round", "warmupSeconds",
        "durationSeconds", "measuredProcess", "startedAt", "endedAt", "status", "failure", "notes", "probe",
        "samplerCpuPct", "treatmentCheck", "faults", "jmeter", "errorRatePct", "errorRateThresholdPct", "commandLines", "atRest", "window",
        "quietWait", "cpuThrottling", "probeAfterLoad", "incidents"})
public record RunJson(
        String scenario,
        String treatment,
        String treatmentLabel,
        String level,
        Integer users,
        Double targetTps,
        Integer round,
        @JsonProperty("warmupSeconds") @JsonSerialize(using = DurationSeconds.Writer.class) @JsonDeserialize(using = DurationSeconds.Reader.class)
        Duration warmup,
        Long durationSeconds,
        String measuredProcess,
        String startedAt,
        String endedAt,
        String status,
        String failure,
        List<String> notes,
        Map<String, Integer> probe,
        Double samplerCpuPct,
        Map<String, List<String>> treatmentCheck,
        List<FaultEntry> faults,
        Map<String, Object> jmeter,
        Double errorRatePct,
        Double errorRateThresholdPct,
        Map<String, List<String>> commandLines,
        Boolean atRest,
        Window window,
        QuietWait quietWait,
        CpuThrottling cpuThrottling,
        Map<String, Integer> probeAfterLoad,
        List<Incident> incidents) {

    /** run.json as written before {@code incidents} existed. */
    public RunJson(String scenario, String treatment, String treatmentLabel, String level, Integer users,
                   Double targetTps, Integer round, Duration warmup, Long durationSeconds, String measuredProcess,
                   String startedAt, String endedAt, String status, String failure, List<String> notes,
                   Map<String, Integer> probe, Double samplerCpuPct, Map<String, List<String>> treatmentCheck,
                   List<FaultEntry> faults, Map<String, Object> jmeter, Double errorRatePct, Double errorRateThresholdPct,
                   Map<String, List<String>> commandLines, Boolean atRest, Window window, QuietWait quietWait,
                   CpuThrottling cpuThrottling, Map<String, Integer> probeAfterLoad) {
        this(scenario, treatment, treatmentLabel, level, users, targetTps, round, warmup, durationSeconds,
                measuredProcess, startedAt, endedAt, status, failure, notes, probe, samplerCpuPct, treatmentCheck, faults,
                jmeter, errorRatePct, errorRateThresholdPct, commandLines, atRest, window, quietWait, cpuThrottling,
                probeAfterLoad, null);
    }

    /** run.json as written before {@code probeAfterLoad} existed. */
    public RunJson(String scenario, String treatment, String treatmentLabel, String level, Integer users,
                   Double targetTps, Integer round, Duration warmup, Long durationSeconds, String measuredProcess,
                   String startedAt, String endedAt, String status, String failure, List<String> notes,
                   Map<String, Integer> probe, Double samplerCpuPct, Map<String, List<String>> treatmentCheck,
                   List<FaultEntry> faults, Map<String, Object> jmeter, Double errorRatePct, Double errorRateThresholdPct,
                   Map<String, List<String>> commandLines, Boolean atRest, Window window, QuietWait quietWait,
                   CpuThrottling cpuThrottling) {
        this(scenario, treatment, treatmentLabel, level, users, targetTps, round, warmup, durationSeconds,
                measuredProcess, startedAt, endedAt, status, failure, notes, probe, samplerCpuPct, treatmentCheck, faults,
                jmeter, errorRatePct, errorRateThresholdPct, commandLines, atRest, window, quietWait, cpuThrottling, null, null);
    }

    /** run.json as written before {@code quietWait} and {@code cpuThrottling} existed. */
    public RunJson(String scenario, String treatment, String treatmentLabel, String level, Integer users,
                   Double targetTps, Integer round, Duration warmup, Long durationSeconds, String measuredProcess,
                   String startedAt, String endedAt, String status, String failure, List<String> notes,
                   Map<String, Integer> probe, Double samplerCpuPct, Map<String, List<String>> treatmentCheck,
                   List<FaultEntry> faults, Map<String, Object> jmeter, Double errorRatePct, Double errorRateThresholdPct,
                   Map<String, List<String>> commandLines, Boolean atRest, Window window) {
        this(scenario, treatment, treatmentLabel, level, users, targetTps, round, warmup, durationSeconds,
                measuredProcess, startedAt, endedAt, status, failure, notes, probe, samplerCpuPct, treatmentCheck, faults,
                jmeter, errorRatePct, errorRateThresholdPct, commandLines, atRest, window, null, null, null, null);
    }

    /**
     * The CPU throttling of the cgroup the harness and the processes it started ran in, over the run's load: the
     * differences of {@code cpu.stat}'s counters (cgroup v2 {@code nr_periods}, {@code nr_throttled},
     * {@code throttled_usec}; v1 {@code throttled_time} in ns). A throttled run waited for a CPU quota, not for the
     * treatment.
     *
     * @param source           the cpu.stat file read
     * @param periods          enforcement periods that elapsed
     * @param throttledPeriods periods in which the cgroup was throttled
     * @param throttledMs      time throttled, ms
     */
    public record CpuThrottling(String source, long periods, long throttledPeriods, double throttledMs) {

        public boolean throttled() {
            return throttledPeriods > 0 || throttledMs > 0;
        }
    }

    /** Epoch milliseconds of a window, start inclusive, end inclusive. */
    public record Window(long startMs, long endMs) {
    }

    /**
     * The wait for a quiet machine before the run ({@code --wait-quiet}): {@code quiet} false when it gave up after
     * {@code waitedSeconds}; {@code foreignCorePct} the CPU outside the benchmark's processes, in % of one core, over
     * the last second it measured.
     */
    public record QuietWait(boolean quiet, double waitedSeconds, Double foreignCorePct) {
    }

    /**
     * Something that happened to a run from outside its plan, recorded where it happened so that a folder says why it
     * looks as it does: {@value #PROCESS_DIED} (a process of the run ended before the harness stopped it, e.g. kill -9;
     * {@code process} names it and {@code exitCode} is its exit, 128 + the signal when a signal ended it),
     * {@value #INTERRUPTED} (Ctrl-C twice, or SIGTERM: stopped at once), {@value #STOPPED_AFTER} (Ctrl-C once: this
     * run finished, no later one started), {@value #RESUMED} (a run of a resumed benchmark; {@code detail} names where
     * the earlier attempt's folder was moved).
     *
     * @param kind     one of the kinds above
     * @param at       when, an ISO-8601 instant
     * @param process  the process concerned, for {@value #PROCESS_DIED}
     * @param exitCode its exit code, when known
     * @param detail   one sentence saying what happened, as the report shows it
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"kind", "at", "process", "exitCode", "detail"})
    public record Incident(String kind, String at, String process, Integer exitCode, String detail) {
        public static final String PROCESS_DIED = "process-died";
        public static final String INTERRUPTED = "interrupted";
        public static final String STOPPED_AFTER = "stopped-after";
        public static final String RESUMED = "resumed";
    }

    public static final String OK = "ok";
    public static final String FAILED = "failed";

    /** The figures the engine relies on must make sense; a bad one is an error naming the file and the field. */
    void validate(Path file) {
        FieldCheck check = new FieldCheck(file);
        check.runSeconds("warmupSeconds", warmup, "seconds trimmed from the run's start");
        check.runSeconds("durationSeconds", durationSeconds, "seconds of the measured window");
        check.atLeast("users", users, 0, "JMeter threads");
        check.atLeast("round", round, 1, "rounds count from 1");
        check.positive("targetTps", targetTps, "the requests per second the plan asked for");
        check.percent("samplerCpuPct", samplerCpuPct, false);
        check.percent("errorRatePct", errorRatePct, true);
        check.percent("errorRateThresholdPct", errorRateThresholdPct, true);
        check.oneOf("status", status, List.of(OK, FAILED));
        if (incidents != null) {
            for (int i = 0; i < incidents.size(); i++) {
                check.oneOf("incidents[" + i + "].kind", incidents.get(i).kind(), List.of(Incident.PROCESS_DIED,
                        Incident.INTERRUPTED, Incident.STOPPED_AFTER, Incident.RESUMED));
            }
        }
        check.wholeLists("commandLines", commandLines, "the process's command line, one argument per string");
        check.wholeLists("treatmentCheck", treatmentCheck, "what proved the treatment loaded");
        check.window("window", window == null ? null : window.startMs(), window == null ? null : window.endMs());
        check.atLeast("quietWait.waitedSeconds", quietWait == null ? null : quietWait.waitedSeconds(), 0,
                "seconds waited for a quiet machine");
    }

    /** Whether the run offered no load: its figures come from the samples of {@link #window}. */
    public boolean offeredNoLoad() {
        return atRest != null && atRest;
    }
}
