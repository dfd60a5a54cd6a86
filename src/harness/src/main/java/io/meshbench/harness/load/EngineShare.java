package io.meshbench.harness.load;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * One independent engine's part of a run's load: its id (from 1), its threads and its target rate. The parts add up
 * to the run's exactly: threads (and a whole rate of at least one per engine) are dealt out with the remainder to the
 * first engines; any other rate is divided evenly, so that no engine gets none.
 */
public record EngineShare(int id, int users, double tps) {

    /** The parts of {@code load}'s {@code users} and {@code tps} properties over its engines. */
    public static List<EngineShare> split(LoadRun load) {
        int users = Integer.parseInt(load.properties().getOrDefault("users", "1"));
        double tps = Double.parseDouble(load.properties().getOrDefault("tps", "1"));
        return split(load.engines().count(), users, tps);
    }

    public static List<EngineShare> split(int engines, int users, double tps) {
        // a whole rate of at least one per engine is dealt out whole; below that every engine would not get one
        boolean wholeRate = tps == Math.rint(tps) && tps >= engines && tps < Long.MAX_VALUE;
        List<EngineShare> shares = new ArrayList<>();
        for (int i = 0; i < engines; i++) {
            int ownUsers = users / engines + (i < users % engines ? 1 : 0);
            double ownTps = wholeRate ? (long) tps / engines + (i < (long) tps % engines ? 1 : 0) : tps / engines;
            shares.add(new EngineShare(i + 1, ownUsers, ownTps));
        }
        return List.copyOf(shares);
    }

    /** The rate as the {@code tps} property: {@code 10} or {@code 33.333333333333336}, never in exponent form. */
    public String tpsText() {
        return BigDecimal.valueOf(tps).stripTrailingZeros().toPlainString();
    }
}
