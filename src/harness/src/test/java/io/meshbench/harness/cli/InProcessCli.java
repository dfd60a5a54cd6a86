package io.meshbench.harness.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The real {@code meshbench} command line, run in this JVM with its standard output and error captured: what the
 * corpus and the fuzzer call. One command at a time (it swaps System.out and System.err).
 */
final class InProcessCli {

    /** A fully qualified exception or error class: what a message shows when an exception escaped unexplained. */
    static final Pattern LEAKED_EXCEPTION = Pattern.compile("\\b[a-z]+(\\.[a-z]+)+\\.[A-Z]\\w*(Exception|Error)\\b");

    private InProcessCli() {
    }

    record Outcome(int exit, String out, String err) {

        /** Whether the output shows a stack trace, an internal error or an exception's class name. */
        boolean leaksInternals() {
            String both = out + err;
            return both.contains("\tat ") || both.contains("internal error") || LEAKED_EXCEPTION.matcher(both).find();
        }
    }

    static Outcome execute(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream originalOut = System.out;
        PrintStream originalErr = System.err;
        PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        System.setOut(outStream);
        System.setErr(errStream);
        try {
            var commandLine = MeshBench.commandLine();
            commandLine.setOut(new PrintWriter(outStream, true));
            commandLine.setErr(new PrintWriter(errStream, true));
            int exit = commandLine.execute(args);
            return new Outcome(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(originalOut);
            System.setErr(originalErr);
        }
    }
}
