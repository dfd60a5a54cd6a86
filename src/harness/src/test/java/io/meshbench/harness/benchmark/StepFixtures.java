package io.meshbench.harness.benchmark;

import io.meshbench.harness.load.LoadResult;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** What the run steps' tests share: a scenario on the consumer, a run without warm-up, a JMeter stand-in. */
final class StepFixtures {

    static final PrintStream QUIET = new PrintStream(new ByteArrayOutputStream(), true);

    private StepFixtures() {
    }

    /** Treatments A (baseline), B and C on the consumer; the default probe (30 requests to /). */
    static Scenario scenario() {
        return BenchmarkPlanTest.scenario(1, List.of(new Level(null, 5, 20)));
    }

    /** Round 1 of {@code treatment} at 5 users / 20 TPS, no warm-up, 10 s. */
    static PlannedRun run(String treatment) {
        return new PlannedRun(1, BenchmarkPlanTest.treatment(treatment), new Level(null, 5, 20), 1, Duration.ZERO,
                Duration.ofSeconds(10));
    }

    /** A JTL of 100 samples 100 ms apart, the first {@code failed} of them failed. */
    static void writeJtl(Path file, int failed) {
        writeJtl(file, failed, ErrorRateCheckTest.T0);
    }

    /** The same from {@code firstMillis} on. */
    static void writeJtl(Path file, int failed, long firstMillis) {
        StringBuilder rows = new StringBuilder(ErrorRateCheckTest.HEADER);
        for (int i = 0; i < 100; i++) {
            boolean ok = i >= failed;
            rows.append(firstMillis + i * 100L).append(",5,get,").append(ok ? "200,OK" : "502,Bad Gateway")
                    .append(",Thread Group 1-1,text,").append(ok).append(",,100,50,1,1,http://127.0.0.1/,5,0,1\n");
        }
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, rows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stands in for JMeter: writes a JTL with {@code failed} failed samples of 100 and ends with {@code exitCode}. */
    static final class FakeJMeter implements LoadStep.Driver {
        final int failed;
        final int exitCode;
        final List<String> events;
        /** How long the "load" takes, so that a fault scheduled in it can fire. */
        Duration takes = Duration.ZERO;
        /** Ends the "load" before {@link #takes} once true: what a test waits for, however busy the machine is. */
        java.util.function.BooleanSupplier doneWhen = () -> false;
        /** The load is stopped by Ctrl-C once it has run. */
        boolean interrupted;

        FakeJMeter(int failed, int exitCode, List<String> events) {
            this.failed = failed;
            this.exitCode = exitCode;
            this.events = events;
        }

        @Override
        public List<String> command(LoadRun load) {
            return List.of("jmeter", "-n", "-t", load.plan().toString());
        }

        @Override
        public LoadResult run(LoadRun load, Consumer<ProcessHandle> onStart) throws InterruptedException {
            events.add("load " + load.properties().get("users") + "u");
            onStart.accept(ProcessHandle.current());
            writeJtl(load.resultFile(), failed, System.currentTimeMillis()); // the window starts now: faults are timed from it
            long end = System.nanoTime() + takes.toNanos();
            while (System.nanoTime() < end && !doneWhen.getAsBoolean()) {
                Thread.sleep(Math.max(1, Math.min(20, (end - System.nanoTime()) / 1_000_000)));
            }
            if (interrupted) {
                throw new InterruptedException("Ctrl-C");
            }
            return new LoadResult(exitCode, false, Optional.of("summary = 100 in 00:00:10 = 10.0/s"));
        }
    }
}
