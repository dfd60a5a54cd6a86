package io.meshbench.harness.deployment;

import java.time.Instant;

/**
 * A process that ended while the harness still needed it (kill -9, a crash, the OOM killer): its name, pid, exit code
 * and when it ended.
 *
 * @param exitCode as Java reports it: 128 + the signal's number when a signal ended the process
 */
public record ProcessDeath(String process, long pid, int exitCode, Instant at) {

    /** E.g. "provider (pid 4242) died: killed by SIGKILL (exit 137) at 2026-11-28T12:03:04Z". */
    public String describe() {
        return process + " (pid " + pid + ") died: " + how(exitCode) + " at " + at;
    }

    /** "killed by SIGKILL (exit 137)", "exited 1". */
    public static String how(int exitCode) {
        if (exitCode > 128 && exitCode < 128 + 65) {
            return "killed by " + signal(exitCode - 128) + " (exit " + exitCode + ")";
        }
        return "exited " + exitCode;
    }

    private static String signal(int number) {
        return switch (number) {
            case 1 -> "SIGHUP";
            case 2 -> "SIGINT";
            case 6 -> "SIGABRT";
            case 9 -> "SIGKILL";
            case 11 -> "SIGSEGV";
            case 15 -> "SIGTERM";
            default -> "signal " + number;
        };
    }
}
