package io.meshbench.harness.faults;

import io.meshbench.harness.scenario.FaultSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Fires each fault at {@code at} into the measured window, which starts at JMeter's first sample plus the warm-up
 * (the results engine's window): the first sample is looked for every {@link #POLL} until it is seen, then every fault
 * is scheduled from it.
 */
public final class FaultSchedule implements AutoCloseable {

    static final Duration POLL = Duration.ofMillis(100);

    private final List<FaultSpec> faults;
    private final Duration warmup;
    private final Supplier<Optional<Instant>> firstSample;
    private final Consumer<FaultSpec> inject;
    private final Clock clock;
    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "meshbench-faults");
        thread.setDaemon(true);
        return thread;
    });
    private final List<FaultSpec> fired = new ArrayList<>();
    private volatile Instant windowStart;
    private ScheduledFuture<?> poller;

    public FaultSchedule(List<FaultSpec> faults, Duration warmup, Supplier<Optional<Instant>> firstSample,
                  Consumer<FaultSpec> inject, Clock clock) {
        this.faults = List.copyOf(faults);
        this.warmup = warmup;
        this.firstSample = firstSample;
        this.inject = inject;
        this.clock = clock;
    }

    /** Starts looking for the first sample (call once JMeter runs). Nothing happens without faults. */
    public synchronized void start() {
        if (!faults.isEmpty() && poller == null) {
            poller = executor.scheduleWithFixedDelay(this::poll, 0, POLL.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void poll() {
        if (windowStart != null) {
            return;
        }
        Optional<Instant> first = firstSample.get();
        if (first.isEmpty()) {
            return;
        }
        windowStart = first.get().plus(warmup);
        poller.cancel(false);
        for (FaultSpec fault : faults) {
            // in nanoseconds: a delay cut to whole milliseconds fired the fault up to 1 ms before its time
            long delay = Duration.between(clock.instant(), windowStart.plus(fault.at())).toNanos();
            executor.schedule(() -> fire(fault), Math.max(0, delay), TimeUnit.NANOSECONDS);
        }
    }

    private void fire(FaultSpec fault) {
        inject.accept(fault);
        synchronized (this) {
            fired.add(fault);
        }
    }

    /** The measured window's start as the faults were timed: empty while (or if never) the first sample was seen. */
    public Optional<Instant> windowStart() {
        return Optional.ofNullable(windowStart);
    }

    /** The faults whose time had not come (or whose first sample never showed) when the load ended. */
    public synchronized List<FaultSpec> notFired() {
        List<FaultSpec> missing = new ArrayList<>(faults);
        missing.removeAll(fired);
        return missing;
    }

    @Override
    public void close() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS); // a fault being injected finishes its request
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
