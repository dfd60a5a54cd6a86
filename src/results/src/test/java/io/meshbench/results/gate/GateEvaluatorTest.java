package io.meshbench.results.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.meshbench.results.comparison.MetricComparison;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GateEvaluatorTest {

    /** A p99 comparison as report.json holds it: medians in ms, deltas in % of the baseline. */
    private static MetricComparison p99(double baseline, double deltaPct, Double minPct, Double maxPct) {
        return new MetricComparison("p99", "MILLISECONDS", baseline, baseline * (1 + deltaPct / 100), deltaPct,
                minPct, maxPct, minPct == null ? 1 : 3, null, List.of(), "", "", "", "");
    }

    private static MetricComparison cpu(double deltaPp, Double minPp, Double maxPp) {
        return new MetricComparison("cpuCorePct", "PERCENT_POINTS", 30.0, 30 + deltaPp, deltaPp, minPp, maxPp,
                minPp == null ? 1 : 3, null, List.of(), "", "", "", "");
    }

    private static GateCheck check(String budget, MetricComparison metric) {
        GateInput.Compared compared = new GateInput.Compared("agent", "Agent", "20u-100tps",
                Map.of(metric.metric(), metric));
        return GateEvaluator.check(BudgetParser.parseOption("--gate", budget).get(0), compared);
    }

    @Test
    void aMillisecondBudgetOnARelativeDeltaIsConvertedWithTheBaseline() {
        // 20 ms baseline, +20 % = +4 ms, rounds +15..+25 % = +3..+5 ms: even the best round is past +2 ms
        GateCheck broken = check("p99 < +2ms", p99(20, 20, 15.0, 25.0));

        assertThat(broken.verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
        assertThat(broken.delta()).isCloseTo(4.0, within(1e-9));
        assertThat(broken.min()).isCloseTo(3.0, within(1e-9));
        assertThat(broken.max()).isCloseTo(5.0, within(1e-9));
        assertThat(broken.message()).contains("+4ms [+3ms..+5ms over 3 rounds]", "beyond its spread");
    }

    @Test
    void aMedianPastTheLimitIsKeptWhileItsSpreadReachesBack() {
        // +4 ms median, but one round at +1 ms: not beyond the spread
        GateCheck kept = check("p99 < +2ms", p99(20, 20, 5.0, 25.0));

        assertThat(kept.verdict()).isEqualTo(GateCheck.Verdict.KEPT);
        assertThat(kept.message()).contains("only within its spread");
    }

    @Test
    void oneRoundIsJudgedByItsDelta() {
        assertThat(check("p99 < +2ms", p99(20, 10.5, null, null)).verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
        assertThat(check("p99 < +2ms", p99(20, 10, null, null)).verdict()).isEqualTo(GateCheck.Verdict.KEPT);
    }

    @Test
    void percentagePointsAndPercentOfTheBaseline() {
        assertThat(check("cpu < +5pp", cpu(6, 5.5, 7.0)).verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
        assertThat(check("cpu < +5pp", cpu(6, 4.5, 7.0)).verdict()).isEqualTo(GateCheck.Verdict.KEPT);
        // +6 pp on a 30 % baseline is +20 %
        GateCheck relative = check("cpu < +10%", cpu(6, null, null));
        assertThat(relative.delta()).isCloseTo(20.0, within(1e-9));
        assertThat(relative.verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
    }

    /** "cpu", "cpuCore" and "cpuCorePct" name one metric, in points of one core ("pp"). */
    @Test
    void aCpuBudgetIsInPointsOfOneCoreUnderAnyOfItsNames() {
        GateCheck current = check("cpu < +5pp", cpu(6, 5.5, 7.0));
        assertThat(current.verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
        assertThat(current.message()).contains("cpuCorePct delta +6pp");
        assertThat(check("cpuCorePct < +5pp", cpu(6, 5.5, 7.0)).verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
        assertThat(check("cpuCore < +7pp", cpu(6, 5.5, 7.0)).verdict()).isEqualTo(GateCheck.Verdict.KEPT);
    }

    @Test
    void aLowerBoundLooksAtTheHighestRound() {
        MetricComparison throughput = new MetricComparison("throughput", "RATE", 1000.0, 970.0, -3.0, -4.0, -0.5, 3,
                null, List.of(), "", "", "", "");
        assertThat(check("throughput > -1%", throughput).verdict()).isEqualTo(GateCheck.Verdict.KEPT);
        assertThat(check("throughput > -0.4%", throughput).verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
        // -3 % of 1000/s is -30/s
        assertThat(check("throughput > -20/s", throughput).delta()).isCloseTo(-30.0, within(1e-9));
    }

    @Test
    void aSaturatedComparisonKeepsItsVerdictButSaysWhyItProvesLittle() {
        GateInput.Compared compared = new GateInput.Compared("agent", "Agent", "20u-100tps",
                Map.of("p99", p99(20, -50, null, null)), List.of("machine-saturated"));

        GateCheck check = GateEvaluator.check(BudgetParser.parseOption("--gate", "p99 < +2ms").get(0), compared);

        assertThat(check.verdict()).isEqualTo(GateCheck.Verdict.KEPT);
        assertThat(check.message()).endsWith("⚠ machine-saturated: the report says these deltas measure the machine, "
                + "not the treatment.");
    }

    @Test
    void aDeltaTheReportDoesNotHaveIsNotShownKept() {
        MetricComparison missing = new MetricComparison("p99", "MILLISECONDS", 20.0, null, null, null, null, 0, null,
                List.of(), "", "", "", "");
        GateCheck check = check("p99 < +2ms", missing);

        assertThat(check.verdict()).isEqualTo(GateCheck.Verdict.NOT_MEASURED);
        assertThat(check.passed()).isFalse();
        assertThat(check("p99 < +10%", p99(0, 0, null, null)).verdict()).isEqualTo(GateCheck.Verdict.KEPT);
        assertThat(check("p99 < +2ms", new MetricComparison("p99", "MILLISECONDS", 0.0, 3.0, 5.0, null, null, 1, null,
                List.of(), "", "", "", "")).verdict()).isEqualTo(GateCheck.Verdict.NOT_MEASURED);
    }
}
