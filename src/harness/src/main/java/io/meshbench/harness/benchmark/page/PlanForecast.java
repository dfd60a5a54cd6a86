package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.page.PagePlanner.Candidate;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.results.api.PageLooks;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What a plan is predicted to decide, before it runs: per scenario and figure, the half-width its chosen shape (rounds,
 * window) gives a no-effect cell's equivalence interval, from the variance components ({@link VarianceComponents})
 * measured after its warm-up, against the figure's margin. A cell is decidable when that half-width is below its
 * margin: "within ±m" is then reachable for a cell with no effect. A scenario of one round has no interval and
 * decides nothing.
 *
 * @param scenarios each scenario's forecast, in plan order
 */
public record PlanForecast(List<ScenarioForecast> scenarios) {

    /** The scenarios the first goal is about: 80 % of their headline cells decidable. */
    public static final Set<String> HEADLINE_SCENARIOS = Set.of("router", "removal");

    public PlanForecast {
        scenarios = List.copyOf(scenarios);
    }

    /**
     * One figure of one scenario: the predicted half-width of its 90 % interval (the equivalence test's, at the first
     * look's level where the adaptive rounds may look again) in the figure's unit, infinite with one round.
     */
    public record FigureForecast(String figure, String unit, double halfWidth, double margin, int cells) {

        public boolean decidable() {
            return halfWidth < margin;
        }

        /** "±0.031 ms (margin ±0.05 ms)", or "no interval (1 round)". */
        public String text() {
            return (Double.isInfinite(halfWidth) ? "no interval"
                    : String.format(Locale.ROOT, "±%.3g %s", halfWidth, unit))
                    + String.format(Locale.ROOT, " / ±%s %s", trim(margin), unit);
        }
    }

    /**
     * One scenario's shape and figures.
     *
     * @param optimalWindow Kalibera and Jones's window for CPU per request at this scenario's per-round overhead,
     *                      null when the stored runs do not tell the within-run part
     * @param measuredAfter the warm-up after which the components it is forecast with were measured
     *                      ({@link StoredVariance#measuredWarmup}: the plan's own, or the nearest below it)
     */
    public record ScenarioForecast(String scenario, boolean duet, int rounds, Duration window, Duration warmup,
                                   Duration measuredAfter, Duration optimalWindow, List<FigureForecast> figures) {

        public ScenarioForecast {
            figures = List.copyOf(figures);
        }
    }

    /** The forecast of {@code sizings} with the components {@code stored} holds. */
    public static PlanForecast of(List<ScenarioSizing> sizings, StoredVariance stored) {
        List<ScenarioForecast> forecasts = new ArrayList<>();
        for (ScenarioSizing s : sizings) {
            forecasts.add(of(s.entry().scenario(), s.entry().duet(), s.rounds(), s.window(), s.warmup(),
                    s.planned(), stored));
        }
        return new PlanForecast(forecasts);
    }

    /** The forecast of a page plan as page-plan.json holds it. */
    public static PlanForecast of(PagePlanFile plan, StoredVariance stored) {
        List<ScenarioForecast> forecasts = new ArrayList<>();
        for (PagePlanFile.Entry e : plan.scenarios()) {
            forecasts.add(of(e.scenario(), e.duet(), e.rounds(), Duration.ofSeconds(e.durationSeconds()),
                    Duration.ofSeconds(e.warmupSeconds()), Duration.ofSeconds(e.plannedSeconds()), stored));
        }
        return new PlanForecast(forecasts);
    }

    /** The forecast of the plan's candidates as {@code knobs} size them. */
    static PlanForecast of(List<Candidate> candidates, List<SizingKnobs> knobs, PlannedTime time,
                           StoredVariance stored) {
        return of(time.sizings(candidates, knobs), stored);
    }

    /** One scenario's forecast with these knobs, its figures only (no window advice: its time is not asked for). */
    static ScenarioForecast of(PageEntry entry, SizingKnobs knobs, StoredVariance stored) {
        return of(entry.scenario(), entry.duet(), knobs.rounds(), knobs.window(), knobs.warmup(), Duration.ZERO,
                stored);
    }

    private static ScenarioForecast of(String scenario, boolean duet, int rounds, Duration window, Duration warmup,
                                       Duration planned, StoredVariance stored) {
        Map<String, VarianceComponents> components = stored.of(scenario, warmup);
        Map<String, Integer> cells = stored.cells(scenario);
        // the first look's level where the page's adaptive rounds may look again (3 rounds or more)
        double factor = PageLooks.equivalenceFactor(rounds, rounds >= 3);
        List<FigureForecast> figures = new ArrayList<>();
        for (String figure : StoredVariance.FIGURES) {
            VarianceComponents c = components.get(figure);
            int count = cells.getOrDefault(figure, 0);
            if (c != null && count > 0) {
                figures.add(new FigureForecast(figure, c.unit(), c.halfWidth(rounds, window, factor), c.margin(),
                        count));
            }
        }
        VarianceComponents cpu = components.get("cpuMsPerRequest");
        // a round's overhead beside its windows: the planned time over rounds less one window (an overestimate)
        Duration overhead = planned.dividedBy(Math.max(1, rounds)).minus(window).plus(warmup);
        Duration optimal = cpu == null || overhead.isNegative() ? null : cpu.optimalWindow(overhead);
        return new ScenarioForecast(scenario, duet, rounds, window, warmup, stored.measuredWarmup(warmup), optimal,
                figures);
    }

    /** The share of decidable cells among those of the scenarios {@code which} accepts (0 without cells). */
    public double decidableShare(Predicate<String> which) {
        int all = 0;
        int decidable = 0;
        for (ScenarioForecast s : scenarios) {
            if (!which.test(s.scenario())) {
                continue;
            }
            for (FigureForecast f : s.figures()) {
                all += f.cells();
                decidable += f.decidable() ? f.cells() : 0;
            }
        }
        return all == 0 ? 0 : decidable / (double) all;
    }

    /** Router and removal's share: the first goal's. */
    public double headlineShare() {
        return decidableShare(HEADLINE_SCENARIOS::contains);
    }

    /** Every scenario's share: the second goal's. */
    public double overallShare() {
        return decidableShare(scenario -> true);
    }

    /** The forecast as a table: per scenario its shape, per figure predicted half-width / margin (cells). */
    public String table() {
        StringBuilder text = new StringBuilder();
        text.append("| scenario | shape | components measured after | K&J window | ");
        StoredVariance.FIGURES.forEach(f -> text.append(f).append(" | "));
        text.append("\n|---|---|---|---|");
        StoredVariance.FIGURES.forEach(f -> text.append("---|"));
        text.append('\n');
        for (ScenarioForecast s : scenarios) {
            text.append("| ").append(s.scenario()).append(" | ").append(s.rounds()).append(" round(s) × ")
                    .append(Durations.format(s.window())).append(" after ").append(Durations.format(s.warmup()))
                    .append(" warm-up").append(s.duet() ? ", duet" : ", sequential").append(" | ")
                    .append(Durations.format(s.measuredAfter())).append(" warm-up | ")
                    .append(s.optimalWindow() == null ? "—" : Durations.format(s.optimalWindow())).append(" | ");
            for (String figure : StoredVariance.FIGURES) {
                FigureForecast f = s.figures().stream().filter(x -> x.figure().equals(figure)).findFirst()
                        .orElse(null);
                text.append(f == null ? "—" : f.text() + " (" + f.cells() + (f.decidable() ? ", decidable)"
                        : ")")).append(" | ");
            }
            text.append('\n');
        }
        text.append(String.format(Locale.ROOT, "Decidable: router and removal %.0f %% of their cells, all scenarios "
                + "%.0f %%%n", 100 * headlineShare(), 100 * overallShare()));
        return text.toString();
    }

    private static String trim(double value) {
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.3g", value)).stripTrailingZeros()
                .toPlainString();
    }
}
