package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The findings of many cells at once (a page, a report), and what chance alone would give. Each cell's "costs
 * more/less" is a test at 5 %, so a page of M no-effect cells holds about 0.05 · M false findings (at M = 100, five on
 * average, and at least one 99 % of the time): the page says so. With {@code fdr}, Benjamini–Hochberg control of the
 * false discovery rate at 5 % across the cells: the p-values sorted p(1) ≤ ... ≤ p(M), the largest k with
 * p(k) ≤ k/M · 0.05, and only cells with p ≤ p(k) stay findings (in expectation at most 5 % of the findings are false).
 *
 * @param verdicts the cells' verdicts, in the order given, findings withdrawn where the FDR control says so
 * @param tested   M: cells with an interval (three rounds or more), the cells that can be a finding
 * @param cells    every cell judged, undecided ones without an interval included
 * @param fdr      whether Benjamini–Hochberg was applied
 */
public record Findings(List<CellVerdict> verdicts, int tested, int cells, boolean fdr) {

    static final double RATE = 0.05;

    public static Findings of(List<CellVerdict> verdicts, boolean fdr) {
        List<CellVerdict> judged = new ArrayList<>(verdicts);
        int tested = (int) verdicts.stream().filter(v -> v.lower95() != null).count();
        if (fdr && tested > 0) {
            double[] p = verdicts.stream().filter(v -> v.lower95() != null).mapToDouble(CellVerdict::pValue).sorted()
                    .toArray();
            double cutoff = -1;
            for (int k = p.length; k >= 1; k--) {
                if (p[k - 1] <= k * RATE / p.length) {
                    cutoff = p[k - 1];
                    break;
                }
            }
            for (int i = 0; i < judged.size(); i++) {
                CellVerdict verdict = judged.get(i);
                if (verdict.decision().finding() && verdict.pValue() > cutoff) {
                    judged.set(i, verdict.withoutFinding());
                }
            }
        }
        return new Findings(List.copyOf(judged), tested, verdicts.size(), fdr);
    }

    public long findings() {
        return verdicts.stream().filter(v -> v.decision().finding()).count();
    }

    public long count(CellVerdict.Decision decision) {
        return verdicts.stream().filter(v -> v.decision() == decision).count();
    }

    /** "3 findings among 40 cells with an interval; about 2.0 expected by chance (each cell at 5 %, no correction)". */
    public String line() {
        String chance = String.format(Locale.ROOT, "about %.1f expected by chance", RATE * tested);
        String rule = fdr ? "; Benjamini–Hochberg false-discovery control at 5 % across these cells is in force, so "
                + "about 5 % of the findings or fewer are false"
                : " (each cell tested at 5 %, no correction across cells; -Dfdr=true / --fdr applies "
                + "Benjamini–Hochberg control)";
        return String.format(Locale.ROOT, "%d finding%s among %d cell%s with an interval; %s%s", findings(),
                findings() == 1 ? "" : "s", tested, tested == 1 ? "" : "s", chance, rule)
                + (cells > tested ? String.format(Locale.ROOT, "; %d more cell%s had too few rounds for one",
                cells - tested, cells - tested == 1 ? "" : "s") : "");
    }

    /** "12 costs more, 3 costs less, 40 within the margin, 200 undecided". */
    public String counts() {
        return Arrays.stream(CellVerdict.Decision.values())
                .map(d -> count(d) + " " + d.words()).reduce((a, b) -> a + ", " + b).orElse("");
    }
}
