package io.meshbench.harness.deployment;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A process MeshBench started, with its log; stopping it stops its whole process tree. */
public final class ManagedProcess {

    private final String name;
    private final Process process;
    private final Path outputLog;
    private final List<String> command;
    /** When the process ended, noted as it ends (a death mid-window is told later, with its time). */
    private volatile Instant endedAt;

    ManagedProcess(String name, Process process, Path outputLog, List<String> command) {
        this.name = name;
        this.process = process;
        this.outputLog = outputLog;
        this.command = List.copyOf(command);
        process.onExit().thenRun(() -> endedAt = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
    }

    /** How it ended, when it has: its exit code and when (empty while it runs). */
    public Optional<ProcessDeath> death() {
        if (process.isAlive()) {
            return Optional.empty();
        }
        Instant at = endedAt;
        return Optional.of(new ProcessDeath(name, process.pid(), process.exitValue(), at != null ? at : Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS)));
    }

    /** The exact command line it was started with, for run.json. */
    public List<String> command() {
        return command;
    }

    public String name() {
        return name;
    }

    public long pid() {
        return process.pid();
    }

    public Path outputLog() {
        return outputLog;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public ProcessHandle handle() {
        return process.toHandle();
    }

    /** This process and its descendants, parent first. */
    List<ProcessHandle> tree() {
        List<ProcessHandle> tree = new ArrayList<>();
        tree.add(process.toHandle());
        tree.addAll(process.descendants().toList());
        return tree;
    }

    @Override
    public String toString() {
        return name + " (pid " + pid() + ")";
    }
}
