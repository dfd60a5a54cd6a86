package io.meshbench.results.report;

import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.analysis.Percentiles;
import io.meshbench.results.analysis.TpsStatistics;
import io.meshbench.results.comparison.ReleaseComparison;
import io.meshbench.results.comparison.TreatmentComparison;
import io.meshbench.results.footprint.ControlPlaneScale;
import io.meshbench.results.footprint.IdleFootprint;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.ladder.LadderSeries;
import io.meshbench.results.startup.StartupRepeats;
import io.meshbench.results.samples.ProcessResources;
import java.util.List;
import java.util.Map;

/**
 * Everything a report shows: report.json is this object, and templates see exactly its JSON tree as {@code report}.
 *
 * @param treatments  the treated treatments (not the baseline), in report order
 * @param comparisons each treatment against the baseline, per level
 * @param runs        every run analysed, with its JMeter summary figures (for the summary table)
 * @param runEvidence every run folder, failed ones included, with what its run.json recorded (the Runs section)
 * @param plots       the figures: TPS over time per level, ladder and start-up plots (written by
 *                    {@link BenchmarkReport#write}, empty otherwise)
 * @param notes       runs left out and why, levels without a baseline, warnings met while reading
 * @param load        how the load was offered (model, warm-up by requests, shared deployments, capacity), from meta.json
 * @param rerunCommand when a nominal level saturated the machine: the command that reruns the benchmark at
 *                    capacity-relative levels, else null
 * @param ladder      per treatment, its levels as steps of offered RPS (the {@code ladder} table), else empty
 * @param startups    per treatment and level, the measured service's start-up over the rounds (the
 *                    {@code startup-repeats} table), else empty
 * @param idle        per treatment and at-rest level, every sampled process at rest (the {@code idle} table), else empty
 * @param controlPlaneScale per run, the control plane against its simulated clients: CPU and memory idle, at rollout
 *                    and at steady state, time to serve every client (the {@code control-plane-scale} table); absent from
 *                    report.json when empty, so every other scenario's report.json is as before
 * @param percentiles the percentile definition of every latency percentile of the report (nearest rank or JMeter's)
 * @param releaseComparisons each treatment against its copy on another Sermant release, per level (the
 *                    {@code release} table; {@code run --sermant-compare-home}), else empty
 * @param verdicts    what the cells' three-way verdicts add up to: "N findings among M cells; about 0.05·M expected by
 *                    chance", and the margins and false-discovery control in force
 */
public record ReportModel(
        String scenario,
        String description,
        String folder,
        Map<String, Object> environment,
        List<MetaJson.Agent> agents,
        String command,
        Treatment baseline,
        List<Treatment> treatments,
        List<Level> levels,
        List<String> tables,
        List<TreatmentComparison> comparisons,
        List<RunSummary> runs,
        List<RunRow> runEvidence,
        List<Plot> plots,
        List<String> notes,
        MetaJson.Load load,
        String rerunCommand,
        List<LadderSeries> ladder,
        List<StartupRepeats> startups,
        List<IdleFootprint> idle,
        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
        List<ControlPlaneScale> controlPlaneScale,
        Percentiles percentiles,
        List<ReleaseComparison> releaseComparisons,
        io.meshbench.results.comparison.MarginVerdicts.Summary verdicts) {

    public ReportModel withPlots(List<Plot> newPlots) {
        return new ReportModel(scenario, description, folder, environment, agents, command, baseline, treatments,
                levels, tables, comparisons, runs, runEvidence, newPlots, notes, load, rerunCommand, ladder, startups, idle,
                controlPlaneScale, percentiles, releaseComparisons, verdicts);
    }

    /**
     * A figure: its title, the PNG (report.md) and the SVG (report.html), paths relative to the benchmark folder;
     * {@code level}: the level a TPS-over-time plot shows, null for the others.
     */
    public record Plot(String level, String title, String path, String svg) {
    }

    /**
     * A treatment of meta.json; {@code changesTopology}: it changes the path the traffic takes, not only adds cost;
     * {@code injected}: a calibration treatment's known cost (the calibration table), null otherwise.
     */
    public record Treatment(String name, String label, String note, boolean changesTopology,
                            Map<String, Double> injected) {

        public Treatment(String name, String label, String note, boolean changesTopology) {
            this(name, label, note, changesTopology, null);
        }
    }

    /** A level; {@code capacityPct}: a capacity-relative level's share of the probed capacity, null otherwise. */
    public record Level(String name, Integer users, Double targetTps, Integer capacityPct) {
    }

    /** One run's figures: JMeter's summary per label and in total, TPS, and the measured process's resources. */
    public record RunSummary(
            String treatment,
            String treatmentLabel,
            String level,
            Integer round,
            String status,
            String folder,
            LabelStatistics total,
            Map<String, LabelStatistics> labels,
            TpsStatistics tps,
            String measuredProcess,
            ProcessResources measured,
            List<String> warnings) {
    }
}
