package io.meshbench.harness.machine;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The processes a harness has started and not yet stopped, in a file beside the machine lock
 * ({@code meshbench-children-<pid>}): one line each, pid, start time and name. A harness that dies (kill -9) cannot stop
 * them itself, and they run in sessions of their own; the next harness to take the machine finds the ledger of a dead
 * owner and stops what it lists, checking each pid's start time so that a pid since given to another program is left
 * alone. A harness that ends normally leaves an empty ledger and deletes it.
 */
public final class ChildLedger {

    static final String PREFIX = "meshbench-children-";

    private static ChildLedger current;

    private final Path file;
    private final Map<Long, String> lines = new LinkedHashMap<>();

    ChildLedger(Path file) {
        this.file = file;
    }

    /** This process's ledger, beside the default machine lock. */
    public static synchronized ChildLedger current() {
        if (current == null) {
            current = new ChildLedger(LockFolder.path().resolve(PREFIX + ProcessHandle.current().pid()));
        }
        return current;
    }

    /** Notes a process just started. */
    public synchronized void started(ProcessHandle process, String name) {
        String start = process.info().startInstant().map(Instant::toString).orElse("?");
        lines.put(process.pid(), process.pid() + "\t" + start + "\t" + name);
        save();
    }

    /** Forgets a process stopped (or found ended). */
    public synchronized void stopped(ProcessHandle process) {
        if (lines.remove(process.pid()) != null) {
            save();
        }
    }

    private void save() {
        try {
            if (lines.isEmpty()) {
                Files.deleteIfExists(file);
                return;
            }
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            Files.write(partial, lines.values());
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // the ledger only helps a later harness clean up after this one dies: the benchmark goes on without it
        }
    }

    /**
     * Stops what every dead harness's ledger in {@code dir} lists and still runs (SIGTERM, SIGKILL 5 s later), saying
     * so on {@code out}, and deletes those ledgers. Called by the harness that has just taken the machine.
     *
     * @return the processes stopped, e.g. "zookeeper (pid 4242)"
     */
    public static List<String> stopLeftovers(Path dir, PrintStream out) {
        List<String> stopped = new ArrayList<>();
        try (DirectoryStream<Path> ledgers = Files.newDirectoryStream(dir, PREFIX + "*")) {
            for (Path ledger : ledgers) {
                String owner = ledger.getFileName().toString().substring(PREFIX.length());
                if (!owner.matches("\\d+") || ProcessHandle.of(Long.parseLong(owner)).filter(ProcessHandle::isAlive)
                        .isPresent()) {
                    continue; // a live harness's (or not a ledger)
                }
                List<ProcessHandle> left = new ArrayList<>();
                List<String> names = new ArrayList<>();
                for (String line : Files.readAllLines(ledger)) {
                    leftover(line).ifPresent(process -> {
                        left.add(process);
                        names.add(line.split("\t", 3)[2] + " (pid " + process.pid() + ")");
                    });
                }
                stop(left);
                Files.deleteIfExists(ledger);
                if (!names.isEmpty()) {
                    out.println("Machine lock: the harness pid " + owner + " died without stopping what it started; "
                            + "stopped " + String.join(", ", names));
                    stopped.addAll(names);
                }
            }
        } catch (IOException e) {
            out.println("Machine lock: could not read the ledgers of earlier harnesses in " + dir + ": " + e.getMessage());
        }
        return stopped;
    }

    /** The process a ledger line names, if it still runs and is the same process (its start time matches). */
    private static Optional<ProcessHandle> leftover(String line) {
        String[] fields = line.split("\t", 3);
        if (fields.length < 3 || !fields[0].matches("\\d+")) {
            return Optional.empty();
        }
        return ProcessHandle.of(Long.parseLong(fields[0])).filter(ProcessHandle::isAlive)
                .filter(p -> p.info().startInstant().map(Instant::toString).map(fields[1]::equals).orElse(false));
    }

    private static void stop(List<ProcessHandle> processes) {
        processes.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        for (ProcessHandle process : processes) {
            try {
                process.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (Exception stillRunning) {
                process.destroyForcibly();
            }
        }
    }
}
