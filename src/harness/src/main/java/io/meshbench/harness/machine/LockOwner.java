package io.meshbench.harness.machine;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.Optional;

/**
 * Who holds (or last held) the machine lock, as its owner record says: enough to tell a user who is in the way, and to
 * tell a live owner from a dead one whose pid the system has since given to another program.
 *
 * @param pid            the holder's process id
 * @param command        {@code run} or {@code deploy}
 * @param scenario       the scenario's name
 * @param since          when it took the lock
 * @param processStart   when that process started (the OS's figure): a pid with another start time is another process
 * @param targets        {@code deploy} only: the targets file it wrote, whose {@code run --targets} joins it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LockOwner(long pid, String command, String scenario, String since, String processStart, String targets) {

    /** This process, about to take the lock for {@code command} of {@code scenario}. */
    public static LockOwner me(String command, String scenario, String targets) {
        ProcessHandle self = ProcessHandle.current();
        return new LockOwner(self.pid(), command, scenario, Instant.now().toString(),
                self.info().startInstant().map(Instant::toString).orElse(null), targets);
    }

    /** The recorded process, if it still runs (the same pid and start time). */
    Optional<ProcessHandle> process() {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).filter(handle -> processStart == null
                || handle.info().startInstant().map(Instant::toString).map(processStart::equals).orElse(true));
    }

    /** e.g. "pid 4242 (run quickstart, since 2026-11-26T07:10:02Z)". */
    String describe() {
        return "pid " + pid + " (" + command + " " + scenario + ", since " + since + ")";
    }
}
