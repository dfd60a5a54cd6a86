package io.meshbench.harness.load;

import io.meshbench.results.ResultsException;
import io.meshbench.results.api.RunAnalysis;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Runs a load as independent engines (docs/jmeter.md): each engine's clock is measured against this controller's
 * first, then every engine starts at once, each a JMeter process with its part of the threads and of the rate and its
 * own folder; when all have ended their JTLs are merged, on the controller's clock, into the run's result.jtl, which
 * the results engine reads as it reads one JMeter's. Stopping (a time limit, an interrupt) stops every engine.
 */
final class LoadEngines {

    private final JMeterRunner runner;

    LoadEngines(JMeterRunner runner) {
        this.runner = runner;
    }

    LoadResult run(LoadRun load, Consumer<ProcessHandle> onStart) throws IOException, InterruptedException {
        List<EngineShare> shares = EngineShare.split(load);
        List<ClockOffset> clocks = new ArrayList<>();
        for (EngineShare share : shares) {
            clocks.add(ClockOffset.measure(load.engines().hostPrefix(share.id())));
        }
        List<LoadResult> results = runAll(load, shares, onStart);
        List<RunAnalysis.EngineJtl> jtls = new ArrayList<>();
        for (int i = 0; i < shares.size(); i++) {
            jtls.add(new RunAnalysis.EngineJtl(load.engine(shares.get(i)).resultFile(), clocks.get(i).correctionMs()));
        }
        List<Long> rows;
        try {
            rows = RunAnalysis.mergeEngines(jtls, load.resultFile());
        } catch (ResultsException e) {
            throw new IOException("the engines' JTLs could not be merged: " + e.getMessage(), e);
        }
        Duration warmup = Duration.ofSeconds(Long.parseLong(load.properties().getOrDefault("warmup", "0")));
        List<EngineOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < shares.size(); i++) {
            EngineShare share = shares.get(i);
            RunAnalysis.EngineRate rate = null;
            String problem = null;
            try {
                rate = RunAnalysis.engineRate(jtls.get(i).jtl(), warmup, share.tps());
            } catch (ResultsException e) {
                problem = e.getMessage();
            }
            outcomes.add(new EngineOutcome(share, load.engines().hostName(share.id()), clocks.get(i), results.get(i),
                    rows.get(i), rate, problem));
        }
        return combined(results, outcomes);
    }

    /** Starts every engine at once and waits for all; an interrupt stops them all (each stops its own JMeter). */
    private List<LoadResult> runAll(LoadRun load, List<EngineShare> shares, Consumer<ProcessHandle> onStart)
            throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(shares.size(), task -> {
            Thread thread = new Thread(task, "jmeter-engine");
            thread.setDaemon(true);
            return thread;
        });
        Consumer<ProcessHandle> started = handle -> {
            synchronized (onStart) {
                onStart.accept(handle);
            }
        };
        List<Future<LoadResult>> running = new ArrayList<>();
        try {
            for (EngineShare share : shares) {
                JMeterRunner engine = runner.withPrefix("  [jmeter " + share.id() + "] ");
                running.add(pool.submit(() -> engine.run(load.engine(share), load.engines().hostPrefix(share.id()),
                        started)));
            }
            List<LoadResult> results = new ArrayList<>();
            for (Future<LoadResult> future : running) {
                try {
                    results.add(future.get());
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof IOException io) {
                        throw io;
                    }
                    throw new IOException("a load engine failed: " + cause, cause);
                }
            }
            return results;
        } finally {
            running.forEach(future -> future.cancel(true));
            pool.shutdown();
            pool.awaitTermination(30, java.util.concurrent.TimeUnit.SECONDS);
        }
    }

    /** The run's result: ended normally when every engine did; each engine's last summary, by id. */
    private static LoadResult combined(List<LoadResult> results, List<EngineOutcome> outcomes) {
        int exitCode = results.stream().mapToInt(LoadResult::exitCode).filter(code -> code != 0).findFirst().orElse(0);
        boolean timedOut = results.stream().anyMatch(LoadResult::timedOut);
        List<String> summaries = new ArrayList<>();
        for (EngineOutcome outcome : outcomes) {
            outcome.result().lastSummary().ifPresent(line -> summaries.add("[" + outcome.share().id() + "] " + line));
        }
        return new LoadResult(exitCode, timedOut, summaries.isEmpty() ? Optional.empty()
                : Optional.of(String.join(" | ", summaries)), outcomes);
    }
}
