package io.meshbench.results.startup;

import io.meshbench.results.run.RunResult;
import io.meshbench.results.run.StartupTimes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The start-up of the measured service over repeated starts, per treatment and level (a level is a CPU size in
 * scenarios/startup.yaml): JVM start-up (process start to ready, Spring's "JVM running for"), the application's own
 * (Spring's "Started ... in") and the time before the application's clock started (their difference: JVM boot and
 * every agent's premain, the agent's own start-up where an agent is mounted).
 *
 * @param starts how many runs gave the figure (runs whose log lacks Spring's line are not counted)
 */
public record StartupRepeats(String treatment, String label, String level, String process, int starts, Spread jvm,
                             Spread application, Spread beforeApplication) {

    /**
     * @param runs   the usable runs
     * @param labels treatment name to label, in report order (the baseline first)
     * @param levels the levels in report order
     */
    public static List<StartupRepeats> of(List<RunResult> runs, Map<String, String> labels, List<String> levels) {
        List<StartupRepeats> table = new ArrayList<>();
        labels.forEach((treatment, label) -> {
            for (String level : levels) {
                Map<String, List<StartupTimes.Startup>> byProcess = new LinkedHashMap<>();
                for (RunResult run : runs) {
                    String process = run.info().measuredProcess();
                    if (run.info().treatment().equals(treatment) && run.info().level().equals(level)
                            && process != null && run.startups().containsKey(process)) {
                        byProcess.computeIfAbsent(process, p -> new ArrayList<>()).add(run.startups().get(process));
                    }
                }
                byProcess.forEach((process, startups) -> table.add(new StartupRepeats(treatment, label, level, process,
                        startups.size(),
                        Spread.of(startups.stream().map(StartupTimes.Startup::jvmSeconds).toList()),
                        Spread.of(startups.stream().map(StartupTimes.Startup::applicationSeconds).toList()),
                        Spread.of(startups.stream().map(s -> s.jvmSeconds() - s.applicationSeconds()).toList()))));
            }
        });
        return table;
    }
}
