package io.meshbench.harness.benchmark;

import io.meshbench.results.format.RunJson;
import io.meshbench.harness.scenario.Scenario;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What one run was and how it went, filled in as the run proceeds and written as its run.json ({@link #toJson()}, the
 * format's one definition) whatever happens, so that a failed or interrupted run still says what it got to.
 */
public final class RunRecord {

    public static final String OK = RunJson.OK;
    public static final String FAILED = RunJson.FAILED;

    public final String scenario;
    public final String treatment;
    public final String treatmentLabel;
    public final String level;
    public final int users;
    public final int targetTps;
    public final int round;
    public final Duration warmup;
    public final long durationSeconds;
    /** The measured process, {@code +} its sidecar when it has one (the results engine sums the parts). */
    public String measuredProcess;
    /** The level offered no load (at rest). */
    public final boolean atRest;
    public final String startedAt;
    public String endedAt;
    public String status = FAILED;
    public String failure;
    public final List<String> notes = new ArrayList<>();
    /** Answers per instance of the probe requests sent before the load, e.g. {@code {"provider-1":10,...}}. */
    public Map<String, Integer> probe;
    /** CPU the sampler itself used during the run, in % of one core. */
    public Double samplerCpuPct;
    /** The cgroup's CPU throttling over the load, where its cpu.stat has counters. */
    public RunJson.CpuThrottling cpuThrottling;
    /** Per treated process, what proved the treatment loaded. */
    public Map<String, List<String>> treatmentCheck;
    public final List<io.meshbench.results.format.FaultEntry> faults = new ArrayList<>();
    public Map<String, Object> jmeter;
    /** Failed samples in % of the measured window's, as the results engine counts them; null when none was counted. */
    public Double errorRatePct;
    /** Above this error rate the run failed (the scenario's errorRateThresholdPct or --error-threshold). */
    public Double errorRateThresholdPct;
    /** The exact command line of every process the run started (ZooKeeper, each service, JMeter), by process name. */
    public final Map<String, List<String>> commandLines = new java.util.LinkedHashMap<>();
    /** The sampled window of an at-rest run (no load); null for a run with load. */
    RunJson.Window atRestWindow;
    /** How the wait for a quiet machine before the run ended ({@code --wait-quiet}); null when not asked for. */
    RunJson.QuietWait quietWait;
    /** Set when a scheduled fault could not be injected: the run did not measure what it claims. */
    volatile boolean faultFailed;

    RunRecord(Scenario scenario, PlannedRun run, Instant startedAt) {
        this.scenario = scenario.name();
        this.treatment = run.treatment().name();
        this.treatmentLabel = run.treatment().label();
        this.level = run.level().name();
        this.users = run.level().users();
        this.targetTps = run.level().targetTps();
        this.atRest = run.level().atRest();
        this.round = run.round();
        this.warmup = run.warmup();
        this.durationSeconds = run.duration().toSeconds();
        this.measuredProcess = scenario.measuredProcess() != null ? scenario.measuredProcess() : scenario.target();
        this.startedAt = startedAt.toString();
    }

    /** The measured process and its sidecars, e.g. {@code xds-client+xds-client-envoy}: a pod's cost is both. */
    void measureWithSidecars(List<String> sidecarsOfMeasured) {
        for (String sidecar : sidecarsOfMeasured) {
            if (!java.util.Arrays.asList(measuredProcess.split("\\+")).contains(sidecar)) {
                measuredProcess = measuredProcess + "+" + sidecar;
            }
        }
    }

    /**
     * What a deployment's first run recorded about the deployment itself (its processes' command lines, the rules
     * published, the treatment check), for the later runs of a group that share it; {@code folder} holds its logs.
     */
    record DeploymentEvidence(java.nio.file.Path folder, Map<String, List<String>> commandLines, List<String> notes,
                              Map<String, List<String>> treatmentCheck) {
    }

    DeploymentEvidence deploymentEvidence(java.nio.file.Path folder) {
        return new DeploymentEvidence(folder, new java.util.LinkedHashMap<>(commandLines), List.copyOf(notes),
                treatmentCheck == null ? null : new java.util.LinkedHashMap<>(treatmentCheck));
    }

    /** This run runs on the deployment of an earlier run of its group (levels sharing a deployment). */
    void onSharedDeployment(DeploymentEvidence evidence) {
        commandLines.putAll(evidence.commandLines());
        notes.addAll(evidence.notes());
        notes.add("deployment shared with the run before it (levels share a deployment); its logs and start-up are in "
                + evidence.folder());
        treatmentCheck = evidence.treatmentCheck();
    }

    /** The run.json of this record as it stands. */
    synchronized RunJson toJson() {
        return new RunJson(scenario, treatment, treatmentLabel, level, atRest ? null : users, atRest ? null : (double) targetTps, round,
                warmup, durationSeconds, measuredProcess, startedAt, endedAt, status, failure, List.copyOf(notes),
                probe, samplerCpuPct, treatmentCheck, List.copyOf(faults), jmeter, errorRatePct, errorRateThresholdPct,
                commandLines.isEmpty() ? null : new java.util.LinkedHashMap<>(commandLines), atRest ? true : null,
                atRestWindow, quietWait, cpuThrottling);
    }

    void succeeded(Instant end) {
        status = OK;
        endedAt = end.toString();
    }

    void failed(Instant end, String why) {
        status = FAILED;
        failure = why;
        endedAt = end.toString();
    }
}
