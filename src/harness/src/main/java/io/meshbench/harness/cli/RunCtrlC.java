package io.meshbench.harness.cli;

import io.meshbench.harness.benchmark.Benchmark;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C during {@code meshbench run}: once, the run under way finishes and is kept, then the benchmark stops and
 * writes its report (a resume continues it); twice, it stops at once, every process stopped and the run under way
 * recorded as interrupted. SIGTERM still stops at once, through the shutdown hook. The JVM's own SIGINT handler (which
 * would exit at once) is put back when the benchmark is done.
 */
final class RunCtrlC implements AutoCloseable {

    private static final Signal INT = new Signal("INT");

    private final AtomicInteger presses = new AtomicInteger();
    private final SignalHandler previous;

    RunCtrlC(Benchmark benchmark, PrintStream out) {
        previous = Signal.handle(INT, signal -> pressed(benchmark, out));
    }

    private void pressed(Benchmark benchmark, PrintStream out) {
        if (presses.incrementAndGet() == 1) {
            out.println("Ctrl-C: the run under way finishes, then the benchmark stops (Ctrl-C again to stop now)");
            benchmark.requestStopAfterRun();
        } else {
            out.println("Ctrl-C again: stopping now");
            benchmark.requestStop();
        }
    }

    @Override
    public void close() {
        Signal.handle(INT, previous);
    }
}
