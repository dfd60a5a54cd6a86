package io.meshbench.harness.cli;

import java.util.List;

/** The command line recorded in meta.json to reproduce a benchmark, rebuilt from the arguments it was given. */
final class ReproduceCommand {

    private ReproduceCommand() {
    }

    /** {@code java -jar meshbench.jar} and the arguments, leaving out options given as "" (not given). */
    static String from(List<String> args) {
        StringBuilder text = new StringBuilder("java -jar meshbench.jar");
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            boolean emptyOption = arg.startsWith("--") && !arg.contains("=") && i + 1 < args.size() && args.get(i + 1).isEmpty();
            if (emptyOption || arg.matches("--[a-z-]+=")) {
                i += emptyOption ? 1 : 0; // an option given as "" means "not given": leave it out
                continue;
            }
            text.append(' ').append(arg.contains(" ") || arg.contains("&") ? "'" + arg + "'" : arg);
        }
        return text.toString();
    }
}
