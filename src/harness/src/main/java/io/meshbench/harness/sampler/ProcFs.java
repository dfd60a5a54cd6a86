package io.meshbench.harness.sampler;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** What Linux reports about a process in {@code /proc/<pid>}: CPU time and resident memory. */
final class ProcFs {

    private static final long CLOCK_TICKS_PER_SECOND = clockTicksPerSecond();

    private ProcFs() {
    }

    /** User + system CPU time of all the process's threads, in nanoseconds ({@code /proc/<pid>/stat} fields 14, 15). */
    static Optional<Long> cpuNanos(long pid) {
        try {
            String[] fields = statFieldsAfterName(pid);
            long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
            return Optional.of(ticks * 1_000_000_000L / CLOCK_TICKS_PER_SECOND);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Clock ticks (USER_HZ, the unit of /proc/stat) of the process and of its children that ended and were waited for
     * ({@code /proc/<pid>/stat} fields 14 to 17: utime, stime, cutime, cstime); -1 when the process is gone.
     */
    static long treeTicks(long pid) {
        try {
            String[] fields = statFieldsAfterName(pid);
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]) + Long.parseLong(fields[13])
                    + Long.parseLong(fields[14]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * {@code /proc/<pid>/stat}'s fields from the third on (index 0 is field 3): the command name (field 2) may hold
     * spaces and parentheses, so fields are counted after its closing ')'.
     */
    private static String[] statFieldsAfterName(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    }

    /** Resident set size in bytes ({@code VmRSS} of {@code /proc/<pid>/status}). */
    static Optional<Long> rssBytes(long pid) {
        try {
            return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
                    .filter(line -> line.startsWith("VmRSS:"))
                    .map(line -> Long.parseLong(line.replaceAll("\\D", "")) * 1024)
                    .findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** USER_HZ, the unit of {@code /proc/<pid>/stat} times: 100 on every mainstream Linux, asked of getconf to be sure. */
    private static long clockTicksPerSecond() {
        try {
            Process getconf = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
            String out = new String(getconf.getInputStream().readAllBytes()).strip();
            return getconf.waitFor() == 0 ? Long.parseLong(out) : 100;
        } catch (IOException | RuntimeException e) {
            return 100;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 100;
        }
    }
}
