package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a treated run's processes were started with beyond the baseline's: the evidence that "identical JVM flags
 * except the agent" holds. Both runs' command lines (run.json {@code commandLines}) are compared argument by argument
 * after the values that differ between any two runs are masked: the run folder, ports, temporary folders.
 */
public final class CommandLineDiff {

    private static final Pattern PORT = Pattern.compile("(127\\.0\\.0\\.1:|port=|-Jport=)\\d+");
    private static final Pattern TEMP_FOLDER = Pattern.compile("/tmp/meshbench-[a-z]+-\\d+");

    private CommandLineDiff() {
    }

    /** One process's arguments present on one side only, in their order. */
    public record Difference(String process, List<String> added, List<String> removed) {

        public boolean none() {
            return added.isEmpty() && removed.isEmpty();
        }
    }

    /**
     * @param baselineFolder the baseline run's folder, masked in its arguments
     * @param treatedFolder  the treated run's folder, likewise
     * @return per process started in either run, what differs (processes of one side only are all "added"/"removed")
     */
    public static Map<String, Difference> of(Map<String, List<String>> baseline, String baselineFolder,
                                             Map<String, List<String>> treated, String treatedFolder) {
        Map<String, Difference> differences = new LinkedHashMap<>();
        List<String> processes = new ArrayList<>(baseline.keySet());
        treated.keySet().stream().filter(name -> !baseline.containsKey(name)).forEach(processes::add);
        for (String process : processes) {
            List<String> before = masked(baseline.getOrDefault(process, List.of()), baselineFolder);
            List<String> after = masked(treated.getOrDefault(process, List.of()), treatedFolder);
            differences.put(process, new Difference(process, minus(after, before), minus(before, after)));
        }
        return differences;
    }

    /** One line for a report: "identical to the baseline's except consumer: +-javaagent:..." (or "identical ..."). */
    public static String summary(Map<String, Difference> differences) {
        List<String> parts = new ArrayList<>();
        for (Difference difference : differences.values()) {
            if (difference.none()) {
                continue;
            }
            StringBuilder part = new StringBuilder(difference.process()).append(':');
            difference.added().forEach(argument -> part.append(" +").append(shortened(argument)));
            difference.removed().forEach(argument -> part.append(" −").append(shortened(argument)));
            parts.add(part.toString());
        }
        return parts.isEmpty() ? "command lines identical to the baseline's"
                : "identical to the baseline's except " + String.join("; ", parts);
    }

    private static List<String> masked(List<String> arguments, String runFolder) {
        List<String> masked = new ArrayList<>(arguments.size());
        for (String argument : arguments) {
            String value = runFolder == null || runFolder.isEmpty() ? argument : argument.replace(runFolder, "<run>");
            value = PORT.matcher(value).replaceAll("$1<port>");
            masked.add(TEMP_FOLDER.matcher(value).replaceAll("<tmp>"));
        }
        return masked;
    }

    /** {@code a} without one occurrence of each element of {@code b}, in a's order. */
    private static List<String> minus(List<String> a, List<String> b) {
        List<String> rest = new ArrayList<>(b);
        List<String> result = new ArrayList<>();
        for (String element : a) {
            if (!rest.remove(element)) {
                result.add(element);
            }
        }
        return result;
    }

    private static String shortened(String argument) {
        return argument.length() <= 160 ? argument : argument.substring(0, 157) + "...";
    }
}
