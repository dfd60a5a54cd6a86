package io.meshbench.harness.scenario;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The load a scenario offers and for how long: its levels (each on every workload, if any), the warm-ups, the
 * measured window and the rounds.
 *
 * @param warmupRequests        each level's warm-up lasts at least this many requests (0: {@code warmup} alone)
 * @param coldWarmup            the warm-up of a run on a fresh deployment; null (or 0s in the file): none
 * @param levelsShareDeployment the levels of one treatment and round run on one deployment
 */
public record LoadSpec(List<Level> levels, List<Workload> workloads, Duration warmup, Duration coldWarmup,
                       Integer warmupRequests, Duration duration, Integer rounds, Boolean levelsShareDeployment) {

    public LoadSpec {
        levels = levels == null ? List.of() : List.copyOf(levels);
        workloads = workloads == null ? List.of() : List.copyOf(workloads);
        coldWarmup = coldWarmup == null || coldWarmup.isZero() ? null : coldWarmup; // 0s: none
        warmupRequests = warmupRequests == null ? 0 : warmupRequests;
        rounds = rounds == null ? 1 : rounds;
        levelsShareDeployment = levelsShareDeployment != null && levelsShareDeployment;
    }

    /**
     * The levels the runs use: the scenario's levels, or with workloads every level on every workload
     * ({@code mariadb-insert-50u-1000tps}, ...), workload by workload. An at-rest level runs once, before them, unless
     * the workloads start their JVMs differently ({@link Workload#properties}): then it runs on every workload too
     * ({@code kafka-at-rest}). A workload that names its {@link Workload#levels} runs those only.
     */
    public List<Level> runLevels() {
        if (workloads.isEmpty()) {
            return levels;
        }
        boolean ownJvms = workloads.stream().anyMatch(workload -> !workload.properties().isEmpty());
        List<Level> expanded = new ArrayList<>();
        if (!ownJvms) {
            levels.stream().filter(Level::atRest).forEach(expanded::add); // no load: the same whatever the workload
        }
        for (Workload workload : workloads) {
            for (Level level : levels) {
                if ((ownJvms || !level.atRest()) && workload.runs(level)) {
                    expanded.add(level.onWorkload(workload));
                }
            }
        }
        return List.copyOf(expanded);
    }

    /**
     * The warm-up at {@code level}: {@code warmup}, or longer when {@code warmupRequests} at the level's rate take
     * longer (a fixed number of seconds leaves the JIT unsettled at low rates: measured here, after 30 s at 100 TPS a
     * trivial request still cost 2.2 ms of CPU, after 60 s at 383 TPS 0.6 ms).
     */
    public Duration warmupAt(Level level) {
        if (level.warmup() != null) {
            return level.warmup();
        }
        if (warmupRequests == 0 || level.atRest() || !level.isResolved()) {
            return warmup;
        }
        Duration byCount = Duration.ofSeconds((warmupRequests + level.targetTps() - 1) / level.targetTps());
        return byCount.compareTo(warmup) > 0 ? byCount : warmup;
    }

    /**
     * The warm-up of a run that starts on a fresh deployment, whose JVMs have not yet served any load: the level's
     * warm-up ({@link #warmupAt}), or {@code coldWarmup} when that is longer. Measured here, on 2 cores the first level
     * on a fresh router deployment was still speeding up 3 minutes in (50 users: 247 TPS in the first 15 s, 912 after
     * 3 minutes), while a later level on the same, warmed JVMs settles within the usual warm-up. An at-rest level
     * (no load) keeps its own quiet period.
     */
    public Duration coldWarmupAt(Level level) {
        Duration warm = warmupAt(level);
        return coldWarmup == null || level.atRest() || level.warmup() != null || coldWarmup.compareTo(warm) <= 0 ? warm : coldWarmup;
    }

    /** The measured window at {@code level}: its own {@code duration} when it has one, else the scenario's. */
    public Duration durationAt(Level level) {
        return level.duration() != null ? level.duration() : duration;
    }

    public LoadSpec withLevels(List<Level> newLevels) {
        return new LoadSpec(newLevels, workloads, warmup, coldWarmup, warmupRequests, duration, rounds,
                levelsShareDeployment);
    }

    /** This load with every level on a deployment of its own (e.g. the capacity probe's single run). */
    public LoadSpec withSharedDeployment(boolean share) {
        return new LoadSpec(levels, workloads, warmup, coldWarmup, warmupRequests, duration, rounds, share);
    }
}
