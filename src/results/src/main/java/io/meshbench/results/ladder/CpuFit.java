package io.meshbench.results.ladder;

import java.util.List;

/**
 * CPU per load from a least-squares line through (achieved RPS, CPU of the deployment) over the steps that kept
 * up with the offered rate (a saturated step's CPU is capped by the machine, not by the load).
 *
 * @param per100RpsPct    the slope: % of one core per 100 RPS
 * @param per1000RpsCores the slope: cores per 1000 RPS
 * @param idlePct         the line at 0 RPS: what the deployment burns without load, % of one core
 * @param levels          the steps the line was fitted to
 */
public record CpuFit(double per100RpsPct, double per1000RpsCores, double idlePct, double rSquared,
                     List<String> levels) {

    /** The fit over the unsaturated steps, or null when fewer than two of them (no line is defined). */
    static CpuFit over(List<LadderStep> steps) {
        return over(steps, LadderStep::servicesCpuPct);
    }

    /** The same for another CPU figure of each step (e.g. the sidecars' alone); null also when a step lacks it. */
    static CpuFit over(List<LadderStep> steps, java.util.function.Function<LadderStep, Double> cpu) {
        List<LadderStep> unsaturated = steps.stream().filter(s -> !s.saturated()).toList();
        if (unsaturated.stream().anyMatch(s -> cpu.apply(s) == null)) {
            return null;
        }
        if (unsaturated.stream().map(LadderStep::achievedRps).distinct().count() < 2) {
            return null;
        }
        LinearFit line = LinearFit.of(unsaturated.stream()
                .map(s -> new LinearFit.Point(s.achievedRps(), cpu.apply(s))).toList());
        return new CpuFit(line.slope() * 100, line.slope() * 1000 / 100, line.intercept(), line.rSquared(),
                unsaturated.stream().map(LadderStep::level).toList());
    }
}
