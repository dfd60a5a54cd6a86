package io.meshbench.results.cli;

/**
 * The exit codes of every {@code meshbench} command (stats, compare, report, run), so that scripts and CI jobs can
 * tell a bad input from a failed benchmark from a bug (docs/cli.md, "Exit codes").
 */
public final class ExitCode {

    /** Done, every run ok. */
    public static final int OK = 0;
    /**
     * The command worked but what it measured failed: a run failed or passed its error-rate threshold, or an overhead
     * gate's budget was broken.
     */
    public static final int RUNS_FAILED = 1;
    /** The input is wrong (a file, a field, an option): the one-line message says which and what to do. */
    public static final int BAD_INPUT = 2;
    /** A bug in MeshBench: the message asks to report it. */
    public static final int INTERNAL_ERROR = 3;
    /**
     * The overhead gate could not decide: no budget broken, but some neither kept nor broken (their 90 % interval
     * reaches past the limit, their 95 % interval not wholly past it, or too few rounds for an interval). Jenkins
     * marks the build unstable.
     */
    public static final int GATE_UNDECIDED = 4;
    /** Stopped by Ctrl-C (128 + SIGINT), every process stopped, files written so far kept. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
