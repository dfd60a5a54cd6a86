package io.meshbench.harness.machine;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.format.StrictReader;
import io.meshbench.harness.sampler.ProcessTree;
import io.meshbench.harness.scenario.Durations;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * One benchmark at a time on this machine, whatever started it (two Jenkins jobs on one agent, a laptop's terminals):
 * an OS file lock ({@link FileChannel#tryLock}) on {@value #FILE} in a machine-wide folder, with an owner record beside
 * it saying who holds it. The OS releases the lock when its process ends, however it ends (exit, Ctrl-C, kill -9, a
 * crash), so a lock left by a dead process is simply free: the record is only information, and a record whose process
 * no longer holds the lock is taken over, saying so. A process that is alive but stopped (Ctrl-Z) still holds it.
 *
 * <p>The file has two regions: the <b>machine</b> (byte 0) and the <b>load</b> (byte 1). {@code run} takes both;
 * {@code deploy} takes the machine alone and holds it while its topology runs; a {@code run --targets} whose targets
 * file that deploy wrote joins it (takes the load alone, and counts the deploy's processes as the benchmark's own), so
 * the documented {@code deploy} + {@code run --targets} on one machine does not wait for itself, while any other
 * benchmark waits for both.
 */
public final class MachineLock implements AutoCloseable {

    public static final String FILE = "meshbench.lock";
    /** Environment variable naming the lock's folder (default: java.io.tmpdir, /tmp on Linux). */
    public static final String DIR_ENV = "MESHBENCH_LOCK_DIR";
    /** System property naming the lock's folder, over the environment variable. */
    public static final String DIR_PROPERTY = "meshbench.lock.dir";

    private static final Duration POLL = Duration.ofMillis(500);
    private static final Duration REPORT_EVERY = Duration.ofSeconds(30);
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * One channel per lock file and JVM, never closed: on Linux closing any channel of a file drops every lock this
     * process holds on it, so a second, failed attempt in the same JVM must not close one.
     */
    private static final Map<Path, FileChannel> CHANNELS = new ConcurrentHashMap<>();

    private enum Region {
        MACHINE(0, "machine"), LOAD(1, "load");

        final long position;
        final String name;

        Region(long position, String name) {
            this.position = position;
            this.name = name;
        }
    }

    private final Path file;
    private final LockOwner me;
    private final FileLock machine;
    private final FileLock load;
    private final LockOwner joined;

    private MachineLock(Path file, LockOwner me, FileLock machine, FileLock load, LockOwner joined) {
        this.file = file;
        this.me = me;
        this.machine = machine;
        this.load = load;
        this.joined = joined;
    }

    /** The lock file: in $MESHBENCH_LOCK_DIR (or -Dmeshbench.lock.dir), else in java.io.tmpdir. */
    public static Path defaultFile() {
        String dir = System.getProperty(DIR_PROPERTY);
        if (dir == null || dir.isBlank()) {
            dir = System.getenv(DIR_ENV);
        }
        if (dir == null || dir.isBlank()) {
            dir = System.getProperty("java.io.tmpdir");
        }
        return Path.of(dir).toAbsolutePath().resolve(FILE);
    }

    /**
     * The lock of a {@code run}: the machine and the load, or the load alone when the machine is held by the
     * {@code meshbench deploy} that wrote {@code targetsFile} (null: no --targets).
     *
     * @param wait false: throw {@link MachineBusyException} instead of waiting ({@code --no-wait})
     * @throws InterruptedException while waiting
     */
    public static MachineLock forRun(Path file, LockOwner me, Path targetsFile, boolean wait, PrintStream out)
            throws InterruptedException {
        LockOwner[] deploy = new LockOwner[1];
        FileLock machine = acquire(file, Region.MACHINE, me, wait, out, holder -> {
            boolean joins = targetsFile != null && "deploy".equals(holder.command()) && holder.targets() != null
                    && sameFile(Path.of(holder.targets()), targetsFile) && holder.process().isPresent();
            deploy[0] = joins ? holder : null;
            return joins;
        });
        if (machine == null) {
            out.println("Machine lock " + file + ": joining meshbench deploy " + deploy[0].describe()
                    + ", which holds the machine and runs the topology of " + targetsFile);
            ProcessTree.alsoOwn(deploy[0].pid());
        }
        try {
            FileLock load = acquire(file, Region.LOAD, me, wait, out, holder -> false);
            return new MachineLock(file, me, machine, load, deploy[0]);
        } catch (RuntimeException | InterruptedException e) {
            release(file, Region.MACHINE, machine, me);
            throw e;
        }
    }

    /** The lock of a {@code deploy}: the machine, held while its topology runs. */
    public static MachineLock forDeploy(Path file, LockOwner me, boolean wait, PrintStream out)
            throws InterruptedException {
        return new MachineLock(file, me, acquire(file, Region.MACHINE, me, wait, out, holder -> false), null, null);
    }

    /** The deploy this run joined, if it joined one. */
    public Optional<LockOwner> joined() {
        return Optional.ofNullable(joined);
    }

    public Path file() {
        return file;
    }

    /** Releases the lock and removes the owner records. Idempotent. */
    @Override
    public synchronized void close() {
        release(file, Region.LOAD, load, me);
        release(file, Region.MACHINE, machine, me);
    }

    /**
     * The region's lock, taken once free (polled, with a line saying who holds it at once and every
     * {@link #REPORT_EVERY}); null when {@code joins} accepts its holder instead.
     */
    private static FileLock acquire(Path file, Region region, LockOwner me, boolean wait, PrintStream out,
                                    Predicate<LockOwner> joins) throws InterruptedException {
        long start = System.nanoTime();
        long reported = -1;
        while (true) {
            FileLock lock = tryLock(file, region);
            if (lock != null) {
                readOwner(file, region).filter(previous -> previous.pid() != me.pid())
                        .ifPresent(previous -> out.println("Machine lock " + file + ": took over the " + region.name
                                + " from " + previous.describe() + ", which " + gone(previous)));
                writeOwner(file, region, me);
                return lock;
            }
            Optional<LockOwner> holder = readOwner(file, region);
            if (holder.isPresent() && joins.test(holder.get())) {
                return null;
            }
            String who = holder.map(owner -> owner.describe() + state(owner))
                    .orElse("a process that has not written its owner record yet");
            if (!wait) {
                throw new MachineBusyException("another benchmark holds the machine lock " + file + ": " + who
                        + ". --no-wait: not waiting; run again once it is done, or leave out --no-wait to wait for it.");
            }
            long waited = System.nanoTime() - start;
            if (reported < 0 || waited - reported >= REPORT_EVERY.toNanos()) {
                reported = waited;
                out.println("Waiting for the machine lock " + file + " (" + region.name + "): held by " + who
                        + "; waited " + Durations.format(Duration.ofSeconds(waited / 1_000_000_000L))
                        + " (--no-wait exits instead)");
            }
            Thread.sleep(POLL.toMillis());
        }
    }

    /** Why a previous owner's record outlived its lock. */
    private static String gone(LockOwner previous) {
        if (previous.process().isPresent()) {
            return "still runs but no longer holds it";
        }
        return ProcessHandle.of(previous.pid()).isPresent()
                ? "has ended without releasing it (pid " + previous.pid() + " is now another program)"
                : "has ended without releasing it";
    }

    /** What else the waiting user should know of the holder: stopped, or not visible from here. */
    private static String state(LockOwner owner) {
        if (ProcessHandle.of(owner.pid()).isEmpty()) {
            return " — that pid is not visible here: is the lock folder shared with another container? The lock is "
                    + "held all the same";
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(owner.pid()), "stat"));
            if (stat.substring(stat.lastIndexOf(')') + 2).startsWith("T")) {
                return " — it is stopped (Ctrl-Z or SIGSTOP) and keeps the lock until it is continued or ended";
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: nothing more to say
        }
        return "";
    }

    private static FileLock tryLock(Path file, Region region) {
        try {
            return channel(file).tryLock(region.position, 1, false);
        } catch (OverlappingFileLockException heldInThisJvm) {
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot lock " + file + " (" + e.getMessage() + "): set " + DIR_ENV
                    + " to a local folder every benchmark on this machine can write", e);
        }
    }

    private static FileChannel channel(Path file) {
        return CHANNELS.computeIfAbsent(file.toAbsolutePath().normalize(), path -> {
            try {
                Files.createDirectories(path.getParent());
                boolean created = !Files.exists(path);
                FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.READ,
                        StandardOpenOption.WRITE);
                if (created) {
                    shareWithEveryUser(path);
                }
                return channel;
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot open the machine lock " + path + " (" + e.getMessage()
                        + "): set " + DIR_ENV + " to a local folder every benchmark on this machine can write", e);
            }
        });
    }

    /** Another user's benchmark must be able to lock the file and rewrite the records too. */
    private static void shareWithEveryUser(Path path) {
        try {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-rw-rw-"));
        } catch (IOException | UnsupportedOperationException e) {
            // another user's run will say it cannot open the lock
        }
    }

    private static Path ownerFile(Path file, Region region) {
        return file.resolveSibling(file.getFileName() + "." + region.name + ".json");
    }

    static Optional<LockOwner> readOwner(Path file, Region region) {
        try {
            return Optional.of(StrictReader.json(ownerFile(file, region), LockOwner.class));
        } catch (RuntimeException e) {
            return Optional.empty(); // none yet, or being written: the next poll reads it
        }
    }

    private static void writeOwner(Path file, Region region, LockOwner me) {
        Path owner = ownerFile(file, region);
        try {
            Path partial = owner.resolveSibling(owner.getFileName() + "." + me.pid());
            Files.writeString(partial, JSON.writeValueAsString(me));
            shareWithEveryUser(partial);
            Files.move(partial, owner, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the machine lock's owner record " + owner, e);
        }
    }

    private static void release(Path file, Region region, FileLock lock, LockOwner me) {
        if (lock == null || !lock.isValid()) {
            return;
        }
        try {
            if (readOwner(file, region).filter(owner -> owner.pid() == me.pid()).isPresent()) {
                Files.deleteIfExists(ownerFile(file, region));
            }
            lock.release();
        } catch (IOException e) {
            // the OS releases it when this process ends
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** Only for tests: {@link #readOwner} of the machine region. */
    static Optional<LockOwner> machineOwner(Path file) {
        return readOwner(file, Region.MACHINE);
    }
}
