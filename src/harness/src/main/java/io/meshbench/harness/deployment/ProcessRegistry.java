package io.meshbench.harness.deployment;

import io.meshbench.harness.machine.ChildLedger;
import io.meshbench.harness.scenario.OwnSession;
import io.meshbench.results.format.OutputFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Every process the harness starts goes through here, so one call stops them all: after the benchmark, on a failure,
 * and from a shutdown hook on Ctrl-C or SIGTERM to the harness. Nothing MeshBench starts outlives it.
 */
public final class ProcessRegistry implements AutoCloseable {

    /** How long a process may take to shut down cleanly before it is killed. */
    public static final Duration DEFAULT_GRACE = Duration.ofSeconds(10);

    private final List<ManagedProcess> running = new ArrayList<>();
    /** The registries among them ({@link #startStoppedLast}): {@link #stopAll} stops them after the others. */
    private final List<ManagedProcess> stoppedLast = new ArrayList<>();
    private final Duration grace;

    public ProcessRegistry(Duration grace) {
        this.grace = grace;
    }

    /** A registry that also stops everything when the harness JVM exits (normally, on SIGINT or on SIGTERM). */
    public static ProcessRegistry withShutdownHook() {
        ProcessRegistry registry = new ProcessRegistry(DEFAULT_GRACE);
        Runtime.getRuntime().addShutdownHook(new Thread(registry::stopAll, "meshbench-process-cleanup"));
        return registry;
    }

    /** Starts {@code command} with stdout and stderr appended to {@code outputLog}, and registers it. */
    public ManagedProcess start(String name, List<String> command, Path workDir, Path outputLog) {
        return start(name, command, workDir, outputLog, false);
    }

    /**
     * Starts a registry the other processes deregister from as they stop (ZooKeeper), as {@link #start} does; when
     * everything is stopped at once ({@link #stopAll}: the end, a failure, Ctrl-C or SIGTERM to the harness) it is
     * stopped after the others. A service whose ZooKeeper is gone retries deregistering until it is killed at the end
     * of the grace period, and its other shutdown hooks never finish: stopped while ZooKeeper answers, the quickstart's
     * services exit within half a second; stopped with it, they used up the 10 s grace and were killed.
     */
    public ManagedProcess startStoppedLast(String name, List<String> command, Path workDir, Path outputLog) {
        return start(name, command, workDir, outputLog, true);
    }

    private ManagedProcess start(String name, List<String> command, Path workDir, Path outputLog, boolean last) {
        try {
            ProcessBuilder.Redirect log = OutputFolder.around("process log", outputLog)
                    .appendRedirect(outputLog.getFileName());
            Files.createDirectories(workDir);
            ProcessBuilder builder = new ProcessBuilder(OwnSession.of(command))
                    .directory(workDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log)
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
            synchronized (this) {
                ManagedProcess process = new ManagedProcess(name, builder.start(), outputLog, command);
                running.add(process);
                if (last) {
                    stoppedLast.add(process);
                }
                ChildLedger.current().started(process.handle(), name);
                return process;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start " + name + ": " + String.join(" ", command), e);
        }
    }

    /** Stops one process tree and forgets it. */
    public void stop(ManagedProcess process) {
        stop(List.of(process));
    }

    /** Stops these process trees at once (not one after the other) and forgets them. */
    public void stop(Collection<ManagedProcess> processes) {
        stopTrees(processes.stream().flatMap(p -> p.tree().stream()).toList(), grace);
        synchronized (this) {
            running.removeAll(processes);
            stoppedLast.removeAll(processes);
        }
    }

    /**
     * Stops every registered process tree: all at once, except the registries ({@link #startStoppedLast}), stopped
     * at once after the others have ended.
     */
    public void stopAll() {
        List<ManagedProcess> others;
        List<ManagedProcess> registries;
        synchronized (this) {
            registries = running.stream().filter(stoppedLast::contains).toList();
            others = running.stream().filter(process -> !stoppedLast.contains(process)).toList();
        }
        stop(others);
        stop(registries);
    }

    /**
     * SIGTERM to every process first (a JVM runs its shutdown hooks, a service deregisters), then SIGKILL to whatever
     * is still alive after {@code grace}.
     */
    private static void stopTrees(List<ProcessHandle> processes, Duration grace) {
        processes.forEach(ProcessHandle::destroy);
        awaitExit(processes, grace);
        processes.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        awaitExit(processes, Duration.ofSeconds(5));
        processes.stream().filter(process -> !process.isAlive()).forEach(ChildLedger.current()::stopped);
    }

    private static void awaitExit(List<ProcessHandle> processes, Duration timeout) {
        CompletableFuture<?>[] exits = processes.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(exits).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException stillRunning) {
            // the caller escalates to SIGKILL
        }
    }

    public synchronized List<ManagedProcess> running() {
        return List.copyOf(running);
    }

    @Override
    public void close() {
        stopAll();
    }
}
