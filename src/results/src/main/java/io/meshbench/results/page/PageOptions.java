package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.PagePlan;
import io.meshbench.results.format.StrictReader;
import io.meshbench.results.comparison.Margins;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How a page judges its cells: the margins (the defaults, then page-plan.json's {@code margins}, then the command
 * line's {@code --margins}, each over the one before, figure by figure), whether Benjamini–Hochberg control of the
 * false discovery rate applies across the page (page-plan.json {@code "fdr": true}, or {@code --fdr}), and the A/A
 * page its cells of one or two rounds are judged against (page-plan.json {@code aaFrom}, a folder relative to the
 * page's; {@link AaSpreads}).
 */
public record PageOptions(Margins margins, boolean fdr, AaSpreads spreads) {

    public PageOptions(Margins margins, boolean fdr) {
        this(margins, fdr, AaSpreads.NONE);
    }

    /**
     * The options of a page folder, with the command line's on top.
     *
     * @param margins the command line's {@code --margins} text, null for none
     */
    public static PageOptions of(Path pageFolder, String margins, boolean fdr) {
        return of(pageFolder, margins, fdr, null);
    }

    /**
     * As {@link #of(Path, String, boolean)}, with the command line's A/A page over page-plan.json's.
     *
     * @param aaFrom the A/A page's folder relative to the page folder ({@code --aa-from}), null for page-plan.json's
     */
    public static PageOptions of(Path pageFolder, String margins, boolean fdr, String aaFrom) {
        Path plan = pageFolder.resolve("page-plan.json");
        String planMargins = null;
        boolean planFdr = false;
        String planAaFrom = null;
        if (Files.isRegularFile(plan)) {
            JsonNode root = StrictReader.jsonTree(plan); // refused here as PagePlan.read would refuse it
            if (root.path("margins").isTextual()) {
                planMargins = root.path("margins").asText();
            }
            planFdr = root.path("fdr").asBoolean(false);
            if (root.path(PagePlan.AA_FROM).isTextual()) {
                planAaFrom = root.path(PagePlan.AA_FROM).asText();
            }
        }
        try {
            Margins parsed = Margins.parse(join(planMargins, margins), margins == null
                    ? plan + ": field 'margins'" : "--margins (over " + plan + "'s)");
            String aa = aaFrom != null ? aaFrom : planAaFrom;
            return new PageOptions(parsed, fdr || planFdr, aa == null ? AaSpreads.NONE
                    : AaSpreads.read(pageFolder.resolve(aa).normalize(), aa));
        } catch (IllegalArgumentException e) {
            throw new ResultsException(e.getMessage() + ".");
        }
    }

    private static String join(String first, String second) {
        if (first == null || first.isBlank()) {
            return second;
        }
        return second == null || second.isBlank() ? first : first + "," + second;
    }

    /** What the page says of its margins and its A/A page, after the findings line. */
    String describe() {
        String set = margins.overridesText();
        String aa = spreads.shownAs() == null ? "" : ". Cells of one or two rounds are judged against the A/A page "
                + spreads.shownAs() + " (" + PagePlan.AA_FROM + " in page-plan.json), where it ran the scenario the same way";
        return (set.isEmpty() ? "" : ". Margins set over the defaults: " + set) + aa;
    }
}
