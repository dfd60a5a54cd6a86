package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether a treated run started every process with the baseline run's command line, plus the treatment's arguments on
 * the processes it treats and nothing else: the evidence behind "identical JVM flags except the agent", taken from the
 * commandLines of both runs' run.json. Every token counts (the launcher, the JVM's flags, what runs and the program's
 * arguments, JMeter's -J properties included) once the values that differ per run by design are masked
 * ({@link RunSpecificValues}: the run folder, temporary folders, loopback ports).
 *
 * @param differences one entry per process whose flags differ, in the treated run's order
 */
public record FlagComparison(List<ProcessDifference> differences) {

    private static final int SHOWN_FLAGS = 2;
    private static final int FLAG_CHARS = 60;

    /**
     * @param treated whether the treatment mounts its agent on this process (the treated run's treatmentCheck names it)
     * @param added   arguments only the treated run's process has, in its order, as recorded
     * @param removed arguments only the baseline run's process has, as recorded
     * @param onlyIn  "baseline" or "treated" when the process was started in one of the runs only, else null
     */
    public record ProcessDifference(String process, boolean treated, List<String> added, List<String> removed,
                                    String onlyIn) {

        /**
         * All a treatment may change: add its arguments to a process it treats, or start a process of its own (a
         * sidecar, which the treated run's treatmentCheck names), never take anything away.
         */
        public boolean expected() {
            return treated && removed.isEmpty() && !"baseline".equals(onlyIn);
        }

        String describe() {
            if (onlyIn != null) {
                return process + " started in the " + onlyIn + " run only";
            }
            List<String> changes = new ArrayList<>();
            added.forEach(flag -> changes.add("+" + shorten(flag)));
            removed.forEach(flag -> changes.add("−" + shorten(flag)));
            return process + (treated ? "" : " (untreated)") + " " + shown(changes);
        }
    }

    /**
     * @param treatedProcesses the processes the treated run's treatment mounts its agent on
     */
    public static FlagComparison of(Map<String, List<String>> baseline, Map<String, List<String>> treated,
                                    Collection<String> treatedProcesses) {
        Set<String> processes = new LinkedHashSet<>(treated.keySet());
        processes.addAll(baseline.keySet());
        RunSpecificValues runSpecific = RunSpecificValues.standard();
        List<ProcessDifference> differences = new ArrayList<>();
        for (String process : processes) {
            boolean isTreated = treatedProcesses.contains(process);
            if (!baseline.containsKey(process) || !treated.containsKey(process)) {
                differences.add(new ProcessDifference(process, isTreated,
                        treated.containsKey(process) ? configuration(treated.get(process)) : List.of(), List.of(),
                        baseline.containsKey(process) ? "baseline" : "treated"));
                continue;
            }
            List<String> before = configuration(baseline.get(process));
            List<String> after = configuration(treated.get(process));
            List<String> added = without(after, before, runSpecific);
            List<String> removed = without(before, after, runSpecific);
            if (!added.isEmpty() || !removed.isEmpty()) {
                differences.add(new ProcessDifference(process, isTreated, added, removed, null));
            }
        }
        return new FlagComparison(List.copyOf(differences));
    }

    /** True when the runs' command lines are the same but for the treatment's arguments on its own processes. */
    public boolean onlyTreatmentDiffers() {
        return differences.stream().allMatch(ProcessDifference::expected);
    }

    /** One line for the Runs table, e.g. "identical except the treatment's on consumer (+-javaagent:agent.jar)". */
    public String summary() {
        if (differences.isEmpty()) {
            return "identical to the baseline's";
        }
        if (onlyTreatmentDiffers()) {
            Set<List<String>> additions = differences.stream().map(ProcessDifference::added)
                    .collect(Collectors.toCollection(LinkedHashSet::new));
            String what = additions.size() == 1
                    ? shown(additions.iterator().next().stream().map(flag -> "+" + shorten(flag)).toList())
                    : "its own arguments per process";
            return "identical except the treatment's on " + differences.stream().map(ProcessDifference::process)
                    .collect(Collectors.joining(", ")) + " (" + what + ")";
        }
        return "⚠ differ beyond the treatment: " + differences.stream().filter(d -> !d.expected())
                .map(ProcessDifference::describe).collect(Collectors.joining("; "));
    }

    /** The launcher, the JVM flags, what runs and its arguments: what must be equal between the runs' processes. */
    private static List<String> configuration(List<String> commandLine) {
        JavaCommand command = JavaCommand.parse(commandLine);
        List<String> tokens = new ArrayList<>();
        if (command.launcher() != null) {
            tokens.add(command.launcher());
        }
        tokens.addAll(command.jvmFlags());
        if (command.main() != null) {
            tokens.add(command.main());
        }
        tokens.addAll(command.arguments());
        return tokens;
    }

    /**
     * {@code from} without one occurrence of each of {@code other}'s elements, compared with run-specific values
     * masked, in {@code from}'s order and as recorded.
     */
    private static List<String> without(List<String> from, List<String> other, RunSpecificValues runSpecific) {
        Map<String, Integer> left = new HashMap<>();
        other.forEach(token -> left.merge(runSpecific.mask(token), 1, Integer::sum));
        List<String> rest = new ArrayList<>();
        for (String token : from) {
            String masked = runSpecific.mask(token);
            if (left.getOrDefault(masked, 0) > 0) {
                left.merge(masked, -1, Integer::sum);
            } else {
                rest.add(token);
            }
        }
        return rest;
    }

    private static String shown(List<String> changes) {
        String first = String.join(" ", changes.subList(0, Math.min(SHOWN_FLAGS, changes.size())));
        return changes.size() > SHOWN_FLAGS ? first + " and " + (changes.size() - SHOWN_FLAGS) + " more" : first;
    }

    /** An agent by its jar's name, any other long flag cut: the cell is a summary, run.json has the whole line. */
    private static String shorten(String flag) {
        if (flag.startsWith("-javaagent:")) {
            String[] pathAndOptions = flag.substring("-javaagent:".length()).split("=", 2);
            String jar = pathAndOptions[0].substring(pathAndOptions[0].lastIndexOf('/') + 1);
            return "-javaagent:" + jar + (pathAndOptions.length > 1 ? "=…" : "");
        }
        return flag.length() > FLAG_CHARS ? flag.substring(0, FLAG_CHARS - 1) + "…" : flag;
    }
}
