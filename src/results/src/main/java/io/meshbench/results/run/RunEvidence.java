package io.meshbench.results.run;

import io.meshbench.results.format.RunJson;
import java.util.List;
import java.util.Map;

/**
 * What the harness recorded in run.json beside the run's identity (docs/formats.md, "extra fields"): the probe's
 * answers per instance, the sampler's own CPU, faults fired, JMeter's exit, and why a failed run failed. Read apart
 * from {@link RunInfo} because a failed run often has no JTL to analyse, yet its evidence belongs in the report.
 *
 * @param probe         answers per instance to the probe requests sent before the load, e.g. provider-1: 10
 * @param samplerCpuPct CPU the sampler itself used, in % of one core
 * @param faults        every fault planned, as run.json records it
 * @param jmeter        JMeter's exit: exitCode, timedOut, lastSummary
 * @param failure       why a failed run failed
 * @param commandLines  the exact command line of every process the run started, by process name
 * @param treated       the processes the treatment mounts its agent on (run.json's treatmentCheck names them)
 * @param probeAfterLoad answers per instance to the probe requests sent again after the load, null when not asked
 * @param incidents     what happened to the run from outside its plan (a process died, a Ctrl-C, a resume), in order
 */
public record RunEvidence(
        Map<String, Object> probe,
        Double samplerCpuPct,
        List<io.meshbench.results.format.FaultEntry> faults,
        Map<String, Object> jmeter,
        String failure,
        Map<String, List<String>> commandLines,
        List<String> treated,
        Map<String, Object> probeAfterLoad,
        List<RunJson.Incident> incidents) {

    static RunEvidence of(RunJson run) {
        return new RunEvidence(run.probe() == null ? null : new java.util.LinkedHashMap<>(run.probe()), run.samplerCpuPct(), run.faults(),
                run.jmeter(), run.failure(), run.commandLines(),
                run.treatmentCheck() == null ? List.of() : List.copyOf(run.treatmentCheck().keySet()),
                run.probeAfterLoad() == null ? null : new java.util.LinkedHashMap<>(run.probeAfterLoad()),
                run.incidents() == null ? List.of() : List.copyOf(run.incidents()));
    }

    static RunEvidence none() {
        return new RunEvidence(null, null, null, null, null, null, List.of(), null, List.of());
    }
}
