package io.meshbench.results.footprint;

import io.meshbench.results.run.RunResult;
import io.meshbench.results.samples.Figure;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.format.ResourceSample;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What each sampled process costs at rest (an at-rest level: no load, after the idle period), per treatment: CPU,
 * resident memory, heap and non-heap (except the code cache), the mean over the sampled window; with several rounds,
 * the median of the rounds. Null where no sample had the figure (ZooKeeper's heap, say, when not readable).
 *
 * @param cpuPct % of one core; the memory figures in bytes
 */
public record IdleFootprint(String treatment, String label, String level, String process, int rounds, Double cpuPct,
                            Double rssBytes, Double heapBytes, Double nonHeapBytes) {

    /**
     * @param runs   the usable runs
     * @param labels treatment name to label, in report order (the baseline first)
     * @return one row per treatment, at-rest level and process, in that order; empty without at-rest runs
     */
    public static List<IdleFootprint> of(List<RunResult> runs, Map<String, String> labels) {
        List<IdleFootprint> rows = new ArrayList<>();
        labels.forEach((treatment, label) -> {
            Map<String, List<RunResult>> byLevel = new LinkedHashMap<>();
            runs.stream().filter(run -> run.info().treatment().equals(treatment) && !run.statistics().hasLoad()
                            && !run.resources().isEmpty())
                    .forEach(run -> byLevel.computeIfAbsent(run.info().level(), l -> new ArrayList<>()).add(run));
            byLevel.forEach((level, rounds) -> {
                Set<String> processes = new LinkedHashSet<>();
                rounds.forEach(run -> run.resources().keySet().stream()
                        .filter(p -> !p.equals(ResourceSample.MACHINE)).forEach(processes::add));
                for (String process : processes) {
                    List<ProcessResources> figures = rounds.stream().map(run -> run.resources().get(process))
                            .filter(java.util.Objects::nonNull).toList();
                    rows.add(new IdleFootprint(treatment, label, level, process, figures.size(),
                            median(figures, ProcessResources::cpuCorePct), median(figures, ProcessResources::rssBytes),
                            median(figures, ProcessResources::heapUsedBytes),
                            median(figures, ProcessResources::nonHeapExceptCodeCacheBytes)));
                }
            });
        });
        return rows;
    }

    /** The median of the rounds' means (the lower middle of an even count); null when no round had the figure. */
    private static Double median(List<ProcessResources> rounds, Function<ProcessResources, Figure> figure) {
        double[] means = rounds.stream().map(figure).filter(java.util.Objects::nonNull).mapToDouble(Figure::mean)
                .sorted().toArray();
        return means.length == 0 ? null : means[(means.length - 1) / 2];
    }
}
