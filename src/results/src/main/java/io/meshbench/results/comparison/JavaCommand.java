package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A recorded {@code java} command line split as the launcher reads it: the JVM's flags, then what it runs (a jar, a main
 * class or a module), then the program's own arguments. Flags with a separate value ({@code -cp <path>}) are one flag.
 *
 * @param launcher  the java executable
 * @param jvmFlags  everything between the launcher and what it runs, in order
 * @param main      {@code -jar <jar>}, {@code -m <module>} or the main class; null when the line runs nothing
 * @param arguments the program's arguments (ports, addresses, per-run paths and the program's own settings)
 */
public record JavaCommand(String launcher, List<String> jvmFlags, String main, List<String> arguments) {

    /** The launcher's options that take their value as the next argument (java --help). */
    private static final Set<String> WITH_VALUE = Set.of("-cp", "-classpath", "--class-path", "-p", "--module-path",
            "--upgrade-module-path", "--add-modules", "--limit-modules", "--add-opens", "--add-exports",
            "--add-reads", "--patch-module", "--enable-native-access");

    public static JavaCommand parse(List<String> commandLine) {
        if (commandLine == null || commandLine.isEmpty()) {
            return new JavaCommand(null, List.of(), null, List.of());
        }
        if (commandLine.size() > 3 && commandLine.get(0).endsWith("taskset") && commandLine.get(1).equals("-c")) {
            return parse(commandLine.subList(3, commandLine.size())); // pinned to CPUs (a level's cpus): the java line follows
        }
        List<String> flags = new ArrayList<>();
        int i = 1;
        while (i < commandLine.size()) {
            String arg = commandLine.get(i);
            boolean runs = arg.equals("-jar") || arg.equals("-m") || arg.equals("--module");
            if (runs || WITH_VALUE.contains(arg)) {
                String value = i + 1 < commandLine.size() ? commandLine.get(i + 1) : "";
                if (runs) {
                    return new JavaCommand(commandLine.get(0), flags, arg + " " + value, rest(commandLine, i + 2));
                }
                flags.add(arg + " " + value);
                i += 2;
            } else if (arg.startsWith("-")) {
                flags.add(arg);
                i++;
            } else {
                return new JavaCommand(commandLine.get(0), flags, arg, rest(commandLine, i + 1));
            }
        }
        return new JavaCommand(commandLine.get(0), flags, null, List.of());
    }

    private static List<String> rest(List<String> line, int from) {
        return from >= line.size() ? List.of() : List.copyOf(line.subList(from, line.size()));
    }
}
