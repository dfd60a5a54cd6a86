package io.meshbench.results.ladder;

import io.meshbench.results.run.RunResult;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.format.ResourceSample;
import io.meshbench.results.format.RunFolderLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Turns the runs of a benchmark whose levels are offered rates into one {@link LadderSeries} per treatment: each
 * level is a step (its offered rate is the level's target), rounds are folded into medians.
 */
public final class LadderAnalysis {

    /** The sampled load generator: its CPU is the load, not the deployment's cost. */
    static final String LOAD_GENERATOR = "jmeter";

    private LadderAnalysis() {
    }

    /**
     * @param runs   the usable runs (ok, analysed)
     * @param labels treatment name to label, in report order (the baseline first)
     */
    public static List<LadderSeries> of(List<RunResult> runs, Map<String, String> labels) {
        List<LadderSeries> ladder = new ArrayList<>();
        labels.forEach((treatment, label) -> {
            Map<String, List<RunResult>> byLevel = new LinkedHashMap<>();
            runs.stream().filter(run -> run.info().treatment().equals(treatment) && run.statistics().hasLoad()
                            && run.info().targetTps() != null && run.info().targetTps() > 0)
                    .forEach(run -> byLevel.computeIfAbsent(run.info().level(), l -> new ArrayList<>()).add(run));
            List<LadderStep> steps = byLevel.entrySet().stream().map(e -> step(e.getKey(), e.getValue()))
                    .sorted(Comparator.comparingDouble(LadderStep::offeredRps)).toList();
            if (!steps.isEmpty()) {
                ladder.add(LadderSeries.of(treatment, label, steps));
            }
        });
        return ladder;
    }

    static LadderStep step(String level, List<RunResult> rounds) {
        double offered = rounds.get(0).info().targetTps();
        double achieved = median(rounds, run -> run.statistics().tps().avgTps());
        Map<String, Double> cpu = new LinkedHashMap<>();
        for (RunResult run : rounds) {
            run.resources().keySet().stream().filter(p -> !p.equals(ResourceSample.MACHINE)).forEach(p -> cpu.put(p, 0.0));
        }
        cpu.replaceAll((process, ignored) -> orNull(median(rounds, run -> cpuOf(run.resources().get(process)))));
        double services = median(rounds, run -> run.resources().entrySet().stream()
                .filter(e -> !e.getKey().equals(ResourceSample.MACHINE) && !e.getKey().equals(LOAD_GENERATOR))
                .mapToDouble(e -> cpuOf(e.getValue())).filter(v -> !Double.isNaN(v)).sum());
        Double machine = rounds.stream().allMatch(run -> machineBusy(run) != null)
                ? median(rounds, LadderAnalysis::machineBusy) : null;
        boolean sidecars = rounds.stream().anyMatch(run -> run.resources().keySet().stream()
                .anyMatch(RunFolderLayout::isSidecar));
        Double sidecarCpu = sidecars ? orNull(median(rounds, run -> sidecarSum(run, LadderAnalysis::cpuOf))) : null;
        Double sidecarRss = sidecars ? orNull(median(rounds, run -> sidecarSum(run, LadderAnalysis::rssMbOf))) : null;
        return new LadderStep(level, offered, achieved, 100 * achieved / offered,
                (long) median(rounds, run -> run.statistics().total().median()),
                (long) median(rounds, run -> run.statistics().total().p90()),
                (long) median(rounds, run -> run.statistics().total().p99()),
                (long) median(rounds, run -> run.statistics().total().p999()),
                median(rounds, run -> run.statistics().total().errorPct()), cpu, services, machine, rounds.size(),
                Saturation.saturated(offered, achieved), sidecarCpu, sidecarRss);
    }

    /** A figure summed over the run's sidecar processes ({@link RunFolderLayout#isSidecar}); NaN when none has it. */
    private static double sidecarSum(RunResult run, ToDoubleFunction<ProcessResources> figure) {
        double[] values = run.resources().entrySet().stream().filter(e -> RunFolderLayout.isSidecar(e.getKey()))
                .mapToDouble(e -> figure.applyAsDouble(e.getValue())).filter(v -> !Double.isNaN(v)).toArray();
        return values.length == 0 ? Double.NaN : java.util.Arrays.stream(values).sum();
    }

    private static double rssMbOf(ProcessResources process) {
        return process == null || process.rssBytes() == null ? Double.NaN : process.rssBytes().mean() / (1024 * 1024);
    }

    private static Double orNull(double value) {
        return Double.isNaN(value) ? null : value;
    }

    private static Double machineBusy(RunResult run) {
        ProcessResources machine = run.resources().get(ResourceSample.MACHINE);
        return machine == null || machine.cpuMachinePct() == null ? null : machine.cpuMachinePct().mean();
    }

    private static double cpuOf(ProcessResources process) {
        return process == null || process.cpuCorePct() == null ? Double.NaN : process.cpuCorePct().mean();
    }

    /** The median (the lower middle of an even count, a figure a round really had); NaNs ignored. */
    static double median(List<RunResult> rounds, ToDoubleFunction<RunResult> figure) {
        double[] values = rounds.stream().mapToDouble(figure).filter(v -> !Double.isNaN(v)).sorted().toArray();
        return values.length == 0 ? Double.NaN : values[(values.length - 1) / 2];
    }
}
