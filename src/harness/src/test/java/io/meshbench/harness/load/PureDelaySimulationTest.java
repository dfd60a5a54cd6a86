package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Why a pure delay comes back short (issue 34; docs/calibration.md, "A pure delay under the closed model"): a seeded
 * simulation of the router chain on a 2-core machine shared with other work, loaded the two ways the harness offers.
 * <ul>
 *   <li><b>Closed</b>: 20 threads paced by JMeter's Throughput Shaping Timer (kg.apc {@code VariableThroughputTimer}
 *       2.5, read from its byte code): slot k of each wall-clock second falls due at k·1000/rate ms; a thread that
 *       comes early waits 1 + 1000·(waiting + 1)/rate ms, or until a thread passing the timer wakes one waiter, which
 *       looks again. So many requests start only when a thread comes back from its previous one, and a server slower
 *       by the delay changes when requests start and how many queue together.</li>
 *   <li><b>Open</b>: arrivals at the rate whatever the server does (the Open Model Thread Group's random arrivals,
 *       one seed for both sides of a duet, as router-open.jmx).</li>
 * </ul>
 * The machine shares its cores equally among whatever is running (processor sharing, as the Linux scheduler roughly
 * does), with background jobs keeping it about 25 % busy. A request is a chain of CPU stages (JMeter, consumer,
 * provider, data and back; lognormal around a 4.1 ms total); the treatment parks it, using no CPU, for the delay at
 * the start of the consumer's and of the provider's servlet call, as the calibration agent does.
 */
class PureDelaySimulationTest {

    private static final int CORES = 2;
    private static final double STEP_MS = 0.02;
    private static final int RATE = 40;
    private static final int USERS = 20;
    private static final int SECONDS = 50;
    private static final int WARMUP_SECONDS = 10;
    private static final double BACKGROUND_BUSY = 0.25;
    private static final double BACKGROUND_JOB_MS = 2.0;
    /** JMeter send, consumer parse | consumer, provider parse | provider, data, provider, consumer, JMeter receive. */
    private static final double[] BEFORE_CONSUMER_DELAY = {0.2, 0.3};
    private static final double[] BEFORE_PROVIDER_DELAY = {0.7, 0.3};
    private static final double[] AFTER_DELAYS = {0.7, 0.5, 0.5, 0.5, 0.2};

    /** Issue 34's sequential case: 3 rounds at 31-42 % busy, +8 ms (4 ms at each of two servlets) came back +6.55. */
    @Test
    void oneAfterTheOtherTheClosedModelRecoversADelayShortAndTheOpenModelWhole() {
        double closed = meanOverSeeds(seed -> sequential(seed, 4.0, false));
        double open = meanOverSeeds(seed -> sequential(seed, 4.0, true));
        System.out.printf("PureDelaySimulationTest, one after the other, 8 ms injected: closed +%.2f ms, open +%.2f ms%n",
                closed, open);

        // simulated: about 6.3 ms of 8 (-21 %), beside issue 34's +6.55 ms (-18 %); open: 8.0
        assertThat(closed).isBetween(5.0, 7.4);
        assertThat(open).isBetween(7.6, 8.4);
    }

    /** Issue 34's duet: 1 ms at each servlet, +2 ms a request, came back +1.78 ms [1.63..1.94]. */
    @Test
    void sideBySideTheClosedModelRecoversADelayShortAndTheOpenModelWhole() {
        double closed = meanOverSeeds(seed -> duet(seed, 1.0, false));
        double open = meanOverSeeds(seed -> duet(seed, 1.0, true));
        System.out.printf("PureDelaySimulationTest, side by side, 2 ms injected: closed +%.2f ms, open +%.2f ms%n",
                closed, open);

        // simulated: about 1.2 ms of 2 closed, 2.1 open (the sides' identical arrivals collide a little less once the
        // treated side parks)
        assertThat(closed).isLessThan(1.7);
        assertThat(open).isBetween(1.9, 2.25);
    }

    private interface Delta {
        double of(long seed);
    }

    private static double meanOverSeeds(Delta delta) {
        return (delta.of(1) + delta.of(2) + delta.of(3)) / 3;
    }

    /** Treated minus baseline mean latency, each measured on the machine alone with the same background. */
    private static double sequential(long seed, double delayMs, boolean open) {
        double baseline = mean(new Machine(seed, open, 0).latencies(0));
        double treated = mean(new Machine(seed, open, delayMs).latencies(0));
        return treated - baseline;
    }

    /** Treated minus baseline mean latency, both sides loaded at once on one machine. */
    private static double duet(long seed, double delayMs, boolean open) {
        Machine machine = new Machine(seed, open, 0, delayMs);
        return mean(machine.latencies(1)) - mean(machine.latencies(0));
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** One simulated machine: a side per delay, each with its own JMeter thread group, run to the end at creation. */
    private static final class Machine {
        private final Random random;
        private final double[] delays;
        private final boolean open;
        private final List<Request> active = new ArrayList<>();
        private final List<double[]> background = new ArrayList<>();
        private final List<List<Double>> latencies = new ArrayList<>();
        private final List<Timer> timers = new ArrayList<>();
        private final List<double[]> returning = new ArrayList<>(); // {time, side}
        private double now;

        Machine(long seed, boolean open, double... delays) {
            this.random = new Random(seed);
            this.delays = delays;
            this.open = open;
            for (int side = 0; side < delays.length; side++) {
                latencies.add(new ArrayList<>());
                timers.add(new Timer());
                for (int user = 0; user < USERS && !open; user++) {
                    returning.add(new double[] {random.nextDouble() * 1000, side});
                }
            }
            run();
        }

        List<Double> latencies(int side) {
            return latencies.get(side);
        }

        private void run() {
            double end = SECONDS * 1000.0;
            double[] arrivals = open ? poisson(new Random(42), end) : new double[0]; // one seed for both sides
            double[] backgroundJobs = poisson(random, end, BACKGROUND_BUSY * CORES / BACKGROUND_JOB_MS);
            int nextArrival = 0;
            int nextJob = 0;
            while (now < end) {
                while (nextArrival < arrivals.length && arrivals[nextArrival] <= now) {
                    for (int side = 0; side < delays.length; side++) {
                        issue(side, arrivals[nextArrival]);
                    }
                    nextArrival++;
                }
                if (!open) {
                    pace();
                }
                while (nextJob < backgroundJobs.length && backgroundJobs[nextJob] <= now) {
                    background.add(new double[] {-Math.log(1 - random.nextDouble()) * BACKGROUND_JOB_MS});
                    nextJob++;
                }
                step();
            }
        }

        /** Threads back from a request, and waiters whose wait ran out, go through their side's timer. */
        private void pace() {
            for (int i = 0; i < returning.size(); i++) {
                double[] thread = returning.get(i);
                if (thread[0] <= now) {
                    returning.remove(i--);
                    arrive((int) thread[1]);
                }
            }
            for (int side = 0; side < timers.size(); side++) {
                List<double[]> waiters = timers.get(side).waiters;
                for (int i = 0; i < waiters.size(); i++) {
                    if (waiters.get(i)[0] <= now) {
                        waiters.remove(i);
                        arrive(side);
                        i = -1; // arrive may have woken or added waiters: look again from the first
                    }
                }
            }
        }

        /** VariableThroughputTimer#delay: pass when the second's next slot is due (and wake one waiter), else wait. */
        private void arrive(int side) {
            Timer timer = timers.get(side);
            if (timer.due(now)) {
                timer.sent++;
                issue(side, now);
                if (!timer.waiters.isEmpty()) {
                    timer.waiters.remove(0);
                    arrive(side); // the woken waiter looks again at once
                }
                return;
            }
            timer.waiters.add(new double[] {now + 1 + (int) (1000.0 * (timer.waiters.size() + 1) / RATE)});
        }

        private void issue(int side, double start) {
            active.add(new Request(side, start, stages(delays[side])));
        }

        private double[][] stages(double delay) {
            List<double[]> stages = new ArrayList<>(); // {work, parked? 1 : 0}
            addCpu(stages, BEFORE_CONSUMER_DELAY);
            if (delay > 0) {
                stages.add(new double[] {delay, 1});
            }
            addCpu(stages, BEFORE_PROVIDER_DELAY);
            if (delay > 0) {
                stages.add(new double[] {delay, 1});
            }
            addCpu(stages, AFTER_DELAYS);
            return stages.toArray(double[][]::new);
        }

        private void addCpu(List<double[]> stages, double[] works) {
            for (double work : works) {
                stages.add(new double[] {work * Math.exp(0.4 * random.nextGaussian()), 0});
            }
        }

        /** One step of processor sharing: each running request or job gets its share of the cores. */
        private void step() {
            int running = background.size();
            for (Request request : active) {
                running += request.parked() ? 0 : 1;
            }
            double share = running == 0 ? 0 : STEP_MS * Math.min(1.0, CORES / (double) running);
            for (Request request : active) {
                request.left -= request.parked() ? STEP_MS : share;
            }
            for (double[] job : background) {
                job[0] -= share;
            }
            background.removeIf(job -> job[0] <= 0);
            now += STEP_MS;
            for (int i = 0; i < active.size(); i++) {
                Request request = active.get(i);
                if (request.advance()) {
                    active.remove(i--);
                    if (request.start >= WARMUP_SECONDS * 1000.0) {
                        latencies.get(request.side).add(now - request.start);
                    }
                    if (!open) {
                        returning.add(new double[] {now, request.side});
                    }
                }
            }
        }

        private static double[] poisson(Random random, double end, double perMs) {
            List<Double> times = new ArrayList<>();
            for (double t = 0; t < end; ) {
                t += -Math.log(1 - random.nextDouble()) / perMs;
                times.add(t);
            }
            return times.stream().mapToDouble(Double::doubleValue).toArray();
        }

        private static double[] poisson(Random random, double end) {
            return poisson(random, end, RATE / 1000.0);
        }
    }

    /** One side's VariableThroughputTimer: requests sent this wall-clock second, and the waiting threads' wake times. */
    private static final class Timer {
        private final List<double[]> waiters = new ArrayList<>();
        private long second = -1;
        private int sent;

        boolean due(double now) {
            long current = (long) Math.floor(now / 1000);
            if (current != second) {
                second = current;
                sent = 0;
            }
            return Math.floor(now) % 1000 >= sent * 1000.0 / RATE;
        }
    }

    private static final class Request {
        private final int side;
        private final double start;
        private final double[][] stages;
        private int stage;
        private double left;

        Request(int side, double start, double[][] stages) {
            this.side = side;
            this.start = start;
            this.stages = stages;
            this.left = stages[0][0];
        }

        boolean parked() {
            return stages[stage][1] > 0;
        }

        /** Moves past every stage whose work is done; true when the last one is. */
        boolean advance() {
            while (left <= 0) {
                stage++;
                if (stage == stages.length) {
                    return true;
                }
                left += stages[stage][0];
            }
            return false;
        }
    }
}
