package io.meshbench.results.api;

import io.meshbench.results.comparison.AlphaSpending;
import io.meshbench.results.page.SermantPage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What the page run's adaptive rounds need from the page: its undecided cells over rounds, judged as {@code meshbench
 * page} will judge them, and the group-sequential design those looks follow (docs/method.md).
 */
public final class PageLooks {

    private PageLooks() {
    }

    /**
     * Per scenario of the page folder's page-plan.json, one entry per undecided cell over rounds: the more rounds its
     * next look would need, null where no round within the design would decide it.
     */
    public static Map<String, List<Integer>> undecidedCells(Path pageFolder) {
        return SermantPage.undecidedCells(pageFolder);
    }

    /** K: the most rounds a scenario's cells may be looked at up to. */
    public static int maxRounds() {
        return AlphaSpending.PAGE.maxRounds();
    }

    /** The design in words, e.g. "Pocock-type alpha spending of 5 % over at most 10 rounds (Lan–DeMets)". */
    public static String design() {
        return AlphaSpending.PAGE.describe();
    }
}
