package io.meshbench.results.report;

import io.meshbench.results.format.MetaJson;
import io.meshbench.results.run.RunResult;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The label each treatment that ran is shown under, in report order: meta.json's treatments first, then the
 * baseline, then the others by name; a label two treatments share gets their folder names to tell them apart.
 */
final class TreatmentLabels {

    private TreatmentLabels() {
    }

    static Map<String, String> of(MetaJson meta, String baselineName, List<RunResult> runs) {
        return distinct(declaredOrRun(meta, baselineName, runs));
    }

    private static Map<String, String> declaredOrRun(MetaJson meta, String baselineName, List<RunResult> runs) {
        Map<String, String> labels = new LinkedHashMap<>();
        if (meta.treatments() != null) {
            meta.treatments().forEach(t -> labels.put(t.name(), t.label() != null ? t.label() : t.name()));
        }
        runs.stream().filter(run -> run.info().treatment().equals(baselineName)).findFirst()
                .ifPresent(run -> labels.putIfAbsent(baselineName, labelOf(run)));
        runs.stream().map(RunResult::info).map(info -> info.treatment()).distinct().sorted()
                .forEach(name -> labels.putIfAbsent(name, runs.stream()
                        .filter(run -> run.info().treatment().equals(name)).findFirst()
                        .map(TreatmentLabels::labelOf).orElse(name)));
        Set<String> present = new LinkedHashSet<>();
        runs.forEach(run -> present.add(run.info().treatment()));
        labels.keySet().retainAll(present);
        return labels;
    }

    /**
     * Two treatments under one label (a treatment folder copied under another name) would be one column twice and
     * one plot series twice: each gets its folder name beside the label.
     */
    private static Map<String, String> distinct(Map<String, String> labels) {
        Map<String, Long> uses = labels.values().stream()
                .collect(Collectors.groupingBy(label -> label, Collectors.counting()));
        Map<String, String> distinct = new LinkedHashMap<>();
        labels.forEach((name, label) -> distinct.put(name, uses.get(label) > 1 ? label + " (" + name + ")" : label));
        return distinct;
    }

    private static String labelOf(RunResult run) {
        return run.info().label();
    }
}
