package io.meshbench.harness.benchmark.page;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where a page's time left after its planned runs decides most (Pinpoint's "more attempts where the comparison is
 * UNKNOWN"): one more round of the scenario whose undecided cell is nearest to a decision. Nearest is the fewest more
 * rounds its forecast needs ({@code RoundsToDecide}); among equals, the scenario with more cells that near, then the
 * cheaper round. A scenario whose next round does not fit the time left, that has reached its design's last round, or
 * whose undecided cells no round of the design would decide, is not chosen: the page says what would decide those.
 */
public final class AdaptiveRounds {

    private AdaptiveRounds() {
    }

    /**
     * A scenario's undecided cells after its latest look.
     *
     * @param scenario           its name in the page
     * @param roundSeconds       what one more round costs: its deployments plus their warm-ups and windows
     * @param rounds             the rounds it has
     * @param maxRounds          its design's last round
     * @param forecasts          per undecided cell with a forecast, the more rounds it needs
     */
    public record Candidate(String scenario, long roundSeconds, int rounds, int maxRounds, List<Integer> forecasts) {

        public Candidate {
            forecasts = List.copyOf(forecasts);
        }

        int nearest() {
            return forecasts.stream().mapToInt(Integer::intValue).min().orElse(Integer.MAX_VALUE);
        }

        long cellsAtNearest() {
            int nearest = nearest();
            return forecasts.stream().filter(more -> more == nearest).count();
        }
    }

    /** The scenario to give one more round within {@code secondsLeft}, if any can still decide a cell. */
    public static Optional<Candidate> next(List<Candidate> candidates, long secondsLeft) {
        return candidates.stream()
                .filter(candidate -> candidate.roundSeconds() <= secondsLeft)
                .filter(candidate -> candidate.rounds() < candidate.maxRounds())
                .filter(candidate -> candidate.nearest() <= candidate.maxRounds() - candidate.rounds())
                .min(Comparator.comparingInt(Candidate::nearest)
                        .thenComparing(Comparator.comparingLong(Candidate::cellsAtNearest).reversed())
                        .thenComparingLong(Candidate::roundSeconds));
    }
}
