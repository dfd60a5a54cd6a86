package io.meshbench.harness.benchmark;

import io.meshbench.results.format.RunFolderLayout;

import io.meshbench.results.format.FaultEntry;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.results.format.RunJson;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Assembles one run's {@link RunFragment}s, in the order its steps ran, into its run.json ({@link #toJson()}, the
 * format's one definition), written whatever happens ({@link #write}), so that a failed or interrupted run still says
 * what it got to. Fragments may arrive from a fault's thread during the load, hence the lock.
 */
public final class RunRecord {

    public static final String OK = RunJson.OK;
    public static final String FAILED = RunJson.FAILED;

    private final RunJson planned;
    /** The measured process, {@code +} its sidecar when it has one (the results engine sums the parts). */
    private String measuredProcess;
    private String endedAt;
    private String status = FAILED;
    private String failure;
    private final List<String> notes = new ArrayList<>();
    private Map<String, Integer> probe;
    private Map<String, Integer> probeAfterLoad;
    private Double samplerCpuPct;
    private RunJson.CpuThrottling cpuThrottling;
    private Map<String, List<String>> treatmentCheck;
    private final List<FaultEntry> faults = new ArrayList<>();
    private boolean faultFailed;
    private Map<String, Object> jmeter;
    private Double errorRatePct;
    private Double errorRateThresholdPct;
    private final Map<String, List<String>> commandLines = new LinkedHashMap<>();
    private RunJson.Window atRestWindow;
    private RunJson.QuietWait quietWait;
    private final List<RunJson.Incident> incidents = new ArrayList<>();

    RunRecord(Scenario scenario, PlannedRun run, Instant startedAt) {
        boolean atRest = run.level().atRest();
        this.planned = new RunJson(scenario.name(), run.treatment().name(), run.treatment().label(), run.level().name(),
                atRest ? null : run.level().users(), atRest ? null : (double) run.level().targetTps(), run.round(),
                run.warmup(), run.duration().toSeconds(), null, startedAt.toString(), null, null, null,
                null, null, null, null, null, null, null, null, null, atRest ? true : null, null);
        this.measuredProcess = scenario.plan().measuredProcess() != null ? scenario.plan().measuredProcess() : scenario.plan().target();
    }

    /** Adds what a step found to the run. */
    synchronized RunRecord add(RunFragment fragment) {
        if (fragment instanceof RunFragment.Note note) {
            notes.add(note.text());
        } else if (fragment instanceof RunFragment.Deployed deployed) {
            commandLines.putAll(deployed.commandLines());
            notes.addAll(deployed.notes());
        } else if (fragment instanceof RunFragment.RulesPublished rules) {
            notes.addAll(rules.notes());
        } else if (fragment instanceof RunFragment.TreatmentChecked check) {
            treatmentCheck = check.check();
            notes.add(check.note());
        } else if (fragment instanceof RunFragment.MeasuredSidecars sidecars) {
            for (String sidecar : sidecars.sidecars()) {
                if (!Arrays.asList(measuredProcess.split("\\+")).contains(sidecar)) {
                    measuredProcess = measuredProcess + "+" + sidecar;
                }
            }
        } else if (fragment instanceof RunFragment.ProbeAnswers answers) {
            probe = new TreeMap<>(answers.counts());
        } else if (fragment instanceof RunFragment.ProbeAfterLoad after) {
            probeAfterLoad = new TreeMap<>(after.counts());
            notes.add("probe after the load: " + after.counts());
        } else if (fragment instanceof RunFragment.Counters counters && counters.asked()) {
            if (probe == null) {
                probe = new TreeMap<>();
            }
            CounterCheck.record(counters.values(), counters.when(), probe);
        } else if (fragment instanceof RunFragment.CommandLine line) {
            commandLines.put(line.process(), line.command());
        } else if (fragment instanceof RunFragment.Fault fault) {
            faults.add(fault.entry());
            faultFailed |= fault.failed();
        } else if (fragment instanceof RunFragment.Loaded loaded) {
            samplerCpuPct = loaded.samplerCpuPct();
            jmeter = loaded.jmeter();
            cpuThrottling = loaded.cpuThrottling();
        } else if (fragment instanceof RunFragment.AtRest rest) {
            samplerCpuPct = rest.samplerCpuPct();
            atRestWindow = rest.window();
            notes.add(rest.note());
        } else if (fragment instanceof RunFragment.ErrorRate errors) {
            errorRatePct = errors.errorRatePct();
            errorRateThresholdPct = errors.thresholdPct();
        } else if (fragment instanceof RunFragment.Incident incident) {
            incidents.add(incident.incident());
        } else if (fragment instanceof RunFragment.QuietWaited waited) {
            quietWait = waited.outcome();
            if (quietWait != null && !quietWait.quiet()) {
                notes.add(String.format(Locale.ROOT, "--wait-quiet gave up after %.0f s: %.0f%% of a core was still "
                        + "used outside the benchmark", quietWait.waitedSeconds(), quietWait.foreignCorePct()));
            }
        }
        return this;
    }

    /**
     * What a deployment's first run recorded about the deployment itself (its processes' command lines, the rules
     * published, the treatment check), for the later runs of a group that share it; {@code folder} holds its logs.
     */
    record DeploymentEvidence(Path folder, Map<String, List<String>> commandLines, List<String> notes,
                              Map<String, List<String>> treatmentCheck) {
    }

    synchronized DeploymentEvidence deploymentEvidence(Path folder) {
        return new DeploymentEvidence(folder, new LinkedHashMap<>(commandLines), List.copyOf(notes),
                treatmentCheck == null ? null : new LinkedHashMap<>(treatmentCheck));
    }

    /** This run runs on the deployment of an earlier run of its group (levels sharing a deployment). */
    synchronized void onSharedDeployment(DeploymentEvidence evidence) {
        commandLines.putAll(evidence.commandLines());
        notes.addAll(evidence.notes());
        notes.add("deployment shared with the run before it (levels share a deployment); its logs and start-up are in "
                + evidence.folder());
        treatmentCheck = evidence.treatmentCheck();
    }

    /** The run.json of this record as it stands. */
    synchronized RunJson toJson() {
        RunJson p = planned;
        return new RunJson(p.scenario(), p.treatment(), p.treatmentLabel(), p.level(), p.users(), p.targetTps(),
                p.round(), p.warmup(), p.durationSeconds(), measuredProcess, p.startedAt(), endedAt, status,
                failure, List.copyOf(notes), probe, samplerCpuPct, treatmentCheck, List.copyOf(faults), jmeter,
                errorRatePct, errorRateThresholdPct, commandLines.isEmpty() ? null : new LinkedHashMap<>(commandLines),
                p.atRest(), atRestWindow, quietWait, cpuThrottling, probeAfterLoad,
                incidents.isEmpty() ? null : List.copyOf(incidents));
    }

    /** Writes this record's run.json into the run's folder. */
    void write(Path folder) {
        JsonFiles.write(RunFolderLayout.runJson(folder), toJson());
    }

    synchronized void succeeded(Instant end) {
        status = OK;
        endedAt = end.toString();
    }

    synchronized void failed(Instant end, String why) {
        status = FAILED;
        failure = why;
        endedAt = end.toString();
    }

    synchronized String measuredProcess() {
        return measuredProcess;
    }

    public String treatment() {
        return planned.treatment();
    }

    public synchronized String status() {
        return status;
    }

    public synchronized String failure() {
        return failure;
    }

    synchronized boolean ended() {
        return endedAt != null;
    }

    synchronized boolean faultFailed() {
        return faultFailed;
    }

    synchronized List<RunJson.Incident> incidents() {
        return List.copyOf(incidents);
    }

    synchronized List<FaultEntry> faults() {
        return List.copyOf(faults);
    }
}
