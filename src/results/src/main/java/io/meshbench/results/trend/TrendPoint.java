package io.meshbench.results.trend;

import java.util.List;

/**
 * One benchmark's figure in a trend: the treated − baseline delta of one metric, with its spread.
 *
 * @param x        what the point is called on the axis: the benchmark's date, the treatment's release or its folder
 * @param delta    the mean of the per-round deltas, in the metric's delta unit
 * @param low      the spread's lower end: the 95 % interval's with 3 rounds or more, the lowest round's delta with 2;
 *                 null with one round
 * @param high     the spread's upper end, likewise
 * @param spread   what {@code low}..{@code high} is: {@link #INTERVAL}, {@link #RANGE} or {@link #NONE}
 * @param verdict  the report's: "finding", "within noise" (the interval holds 0) or "no verdict" (fewer than 3 rounds),
 *                 plus "within A/A noise" when the report marked it so
 * @param caveats  the report's flags that make the delta doubtful (machine-saturated, queueing, load-limited)
 */
public record TrendPoint(String x, String folder, String scenario, String release, double delta, Double low,
                         Double high, String spread, int rounds, String deltaText, String lowText, String highText,
                         String verdict, List<String> caveats) {

    public static final String INTERVAL = "95 % interval";
    public static final String RANGE = "range";
    public static final String NONE = "one round";
}
