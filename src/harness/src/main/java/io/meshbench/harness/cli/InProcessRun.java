package io.meshbench.harness.cli;

import io.meshbench.harness.benchmark.page.PageEntry;
import io.meshbench.results.api.Commands;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a page's scenario through the real {@code meshbench run} command line, in this JVM: the same checks, machine
 * lock, shared-machine flag, Ctrl-C handling and report as when a user types it. What {@code run} prints on its error
 * stream still reaches the console; its last "meshbench run:" line is kept as the reason when the scenario fails.
 */
final class InProcessRun implements PageRunner.ScenarioLauncher {

    private static final String PREFIX = "meshbench run: ";

    /** Options given to every scenario's run ({@code --sermant-home=...} etc.), only those given. */
    private final List<String> passedOn;

    InProcessRun(List<String> passedOn) {
        this.passedOn = List.copyOf(passedOn);
    }

    @Override
    public PageRunner.Outcome run(PageEntry entry, Path folder, List<String> options) {
        return launch(entry, "--benchmark-dir=" + folder, options);
    }

    @Override
    public PageRunner.Outcome addRound(PageEntry entry, Path folder, List<String> options) {
        return launch(entry, "--resume=" + folder, options);
    }

    private PageRunner.Outcome launch(PageEntry entry, String where, List<String> options) {
        List<String> args = new ArrayList<>(List.of("run", entry.file().toString(), where));
        args.addAll(options);
        args.addAll(passedOn);
        String[] argv = args.toArray(String[]::new);
        PrintStream console = System.err;
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        System.setErr(new PrintStream(new Tee(console, copy), true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = MeshBench.commandLine(argv).execute(argv);
        } finally {
            System.err.flush();
            System.setErr(console);
        }
        return new PageRunner.Outcome(exit, exit == Commands.OK ? null : reason(copy.toString(StandardCharsets.UTF_8), exit));
    }

    /** The last line {@code run} wrote about the failure, without its prefix. */
    static String reason(String errors, int exit) {
        String last = null;
        String anyLine = null;
        for (String line : errors.split("\\R")) {
            if (line.startsWith(PREFIX)) {
                last = line.substring(PREFIX.length()).strip();
            } else if (!line.isBlank()) {
                anyLine = line.strip();
            }
        }
        return last != null ? last : anyLine != null ? anyLine : "meshbench run exited " + exit;
    }

    /** Writes to the console and keeps a copy. */
    private static final class Tee extends OutputStream {
        private final OutputStream console;
        private final ByteArrayOutputStream copy;

        Tee(OutputStream console, ByteArrayOutputStream copy) {
            this.console = console;
            this.copy = copy;
        }

        @Override
        public void write(int b) {
            synchronized (this) {
                try {
                    console.write(b);
                } catch (java.io.IOException ignored) {
                    // the console is gone: the copy still has it
                }
                copy.write(b);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) {
            synchronized (this) {
                try {
                    console.write(b, off, len);
                } catch (java.io.IOException ignored) {
                    // as above
                }
                copy.write(b, off, len);
            }
        }

        @Override
        public void flush() throws java.io.IOException {
            console.flush();
        }
    }
}
