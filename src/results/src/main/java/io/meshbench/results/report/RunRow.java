package io.meshbench.results.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.meshbench.results.analysis.FaultRecovery;
import io.meshbench.results.analysis.TpsStatistics;
import io.meshbench.results.comparison.FlagComparison;
import io.meshbench.results.format.FaultEntry;
import io.meshbench.results.run.MachineLoad;
import io.meshbench.results.run.RunEvidence;
import io.meshbench.results.run.RunInfo;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.format.RunJson;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One run as the Runs section shows it: every run folder, failed and unreadable ones included, so a reader can
 * check that each run measured what it claims (load reached, steady, traffic split, faults fired) before trusting
 * the comparison. Figures are null when the run's files could not be analysed.
 *
 * @param achievedPct avg TPS as % of the target; {@code loadLimited} below 95% (see {@link TpsStatistics})
 * @param driftPct    change between the halves of the measured window; {@code drifting} when beyond noise
 * @param errorPct    error % over all samples of the measured window
 * @param probeSplit  the probe's answers per instance as one line, e.g. "provider-1 10 · provider-2 10"
 * @param probeAfterLoad the probe's answers per instance when asked again after the load, as one line (null when not
 *                    asked): a treatment that did its job before the load only shows here, e.g. "no tag 5"
 * @param problem     why the run's files could not be analysed (the run is then left out of the comparison)
 * @param machine     how busy the whole machine was over the measured window (null when the samples do not say)
 * @param flags       this run's command lines against a baseline run's ({@link FlagComparison#summary()}); null for a
 *                    baseline run or when either run.json has no commandLines
 * @param flagsOnlyTreatment whether only the treatment's arguments on its own processes differ
 * @param parts       the measured process's parts over the measured window, each on its own (e.g. the client and its
 *                    sidecar when the measured process is {@code xds-client+xds-client-envoy}); empty when unanalysed
 * @param cpuThrottling the cgroup's CPU throttling over the load, from run.json (null where it has none)
 * @param injectedFault the first fault run.json records as injected, as the Runs section shows it (null: none)
 * @param recovery    what that fault did to the errors, from the run's analysis (null: no fault, or unanalysed)
 * @param incidents   run.json's incidents as the Runs section lists them, "kind: detail" (the report's line for each;
 *                    absent from report.json when the run had none)
 */
public record RunRow(
        String treatment,
        String treatmentLabel,
        String level,
        Integer round,
        String status,
        String folder,
        Double avgTps,
        Double targetTps,
        Double achievedPct,
        Boolean loadLimited,
        Boolean drifting,
        Double driftPct,
        Double errorPct,
        Map<String, Object> probe,
        String probeSplit,
        String probeAfterLoad,
        Double samplerCpuPct,
        List<String> faults,
        Map<String, Object> jmeter,
        String failure,
        String problem,
        MachineLoad machine,
        String flags,
        Boolean flagsOnlyTreatment,
        List<Part> parts,
        RunJson.CpuThrottling cpuThrottling,
        @JsonIgnore String injectedFault,
        @JsonIgnore FaultRecovery.Outcome recovery,
        List<String> incidents) {

    /** Absent from report.json when the run had none, so the reports of runs without incidents keep their bytes. */
    @Override
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
    public List<String> incidents() {
        return incidents;
    }

    /** One process of the measured ones: mean CPU (% of one core) and mean RSS (MB) over the measured window. */
    public record Part(String process, Double cpuCorePct, Double rssMb) {

        static List<Part> of(RunResult run) {
            if (run.measured() == null) {
                return List.of();
            }
            List<Part> parts = new java.util.ArrayList<>();
            for (String name : run.measured().process().split("\\+")) {
                io.meshbench.results.samples.ProcessResources process = run.resources().get(name.strip());
                if (process != null) {
                    parts.add(new Part(process.process(),
                            process.cpuCorePct() == null ? null : process.cpuCorePct().mean(),
                            process.rssBytes() == null ? null : process.rssBytes().mean() / (1024 * 1024)));
                }
            }
            return List.copyOf(parts);
        }
    }

    /** A run whose JTL was analysed. */
    static RunRow of(RunResult run, RunEvidence evidence) {
        TpsStatistics tps = run.statistics().tps();
        TpsStatistics.Steadiness steadiness = tps.steadiness();
        RunInfo info = run.info();
        if (!run.statistics().hasLoad()) { // at rest: no throughput, no errors, nothing to be steady
            return new RunRow(info.treatment(), info.label(), info.level(), info.round(), info.status(), run.folder(),
                    null, null, null, null, null, null, null, evidence.probe(), probeSplit(evidence.probe()),
                    probeSplit(evidence.probeAfterLoad()),
                    evidence.samplerCpuPct(), faults(evidence), evidence.jmeter(), evidence.failure(), null, run.machine(),
                    null, null, Part.of(run), info.cpuThrottling(), injectedFault(evidence), run.statistics().recovery(),
                    incidents(evidence));
        }
        return new RunRow(info.treatment(), info.label(), info.level(), info.round(), info.status(), run.folder(),
                tps.avgTps(), tps.targetTps(), tps.achievedPct(), tps.loadLimited(),
                steadiness == null ? null : steadiness.drifting(), steadiness == null ? null : steadiness.changePct(),
                run.statistics().total().errorPct(), evidence.probe(), probeSplit(evidence.probe()),
                    probeSplit(evidence.probeAfterLoad()),
                evidence.samplerCpuPct(), faults(evidence), evidence.jmeter(), evidence.failure(), null, run.machine(), null, null,
                Part.of(run), info.cpuThrottling(), injectedFault(evidence), run.statistics().recovery(),
                    incidents(evidence));
    }

    /** A run whose files could not be analysed: only run.json's word and the reason. */
    static RunRow unanalysed(RunInfo info, String folder, RunEvidence evidence, String problem) {
        return new RunRow(info.treatment(), info.label(), info.level(), info.round(), info.status(), folder, null,
                info.targetTps(), null, null, null, null, null, evidence.probe(), probeSplit(evidence.probe()),
                    probeSplit(evidence.probeAfterLoad()),
                evidence.samplerCpuPct(), faults(evidence), evidence.jmeter(), evidence.failure(), problem, null, null, null,
                List.of(), info.cpuThrottling(), injectedFault(evidence), null, incidents(evidence));
    }

    /** This row under another label (two treatments sharing one are told apart). */
    RunRow withLabel(String label) {
        return new RunRow(treatment, label, level, round, status, folder, avgTps, targetTps, achievedPct, loadLimited,
                drifting, driftPct, errorPct, probe, probeSplit, probeAfterLoad, samplerCpuPct, faults, jmeter, failure, problem, machine,
                flags, flagsOnlyTreatment, parts, cpuThrottling, injectedFault, recovery, incidents);
    }

    /** This row with its flags checked against a baseline run's. */
    RunRow withFlags(FlagComparison check) {
        return new RunRow(treatment, treatmentLabel, level, round, status, folder, avgTps, targetTps, achievedPct,
                loadLimited, drifting, driftPct, errorPct, probe, probeSplit, probeAfterLoad, samplerCpuPct, faults, jmeter, failure,
                problem, machine, check.summary(), check.onlyTreatmentDiffers(), parts, cpuThrottling, injectedFault,
                recovery, incidents);
    }

    private static String probeSplit(Map<String, Object> probe) {
        if (probe == null || probe.isEmpty()) {
            return null;
        }
        return probe.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(" · "));
    }

    private static String injectedFault(RunEvidence evidence) {
        return FaultEntry.firstInjected(evidence.faults()).map(FaultEntry::prose).orElse(null);
    }

    private static List<String> incidents(RunEvidence evidence) {
        return evidence.incidents() == null ? List.of() : evidence.incidents().stream()
                .map(incident -> incident.kind() + ": " + incident.detail()).toList();
    }

    private static List<String> faults(RunEvidence evidence) {
        return evidence.faults() == null ? List.of() : FaultEntry.prose(evidence.faults());
    }
}
