package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import io.meshbench.results.comparison.Margins;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How a page judges its cells: the margins (the defaults, then page-plan.json's {@code margins}, then the command
 * line's {@code --margins}, each over the one before, figure by figure) and whether Benjamini–Hochberg control of the
 * false discovery rate applies across the page (page-plan.json {@code "fdr": true}, or {@code --fdr}).
 */
public record PageOptions(Margins margins, boolean fdr) {

    /**
     * The options of a page folder, with the command line's on top.
     *
     * @param margins the command line's {@code --margins} text, null for none
     */
    public static PageOptions of(Path pageFolder, String margins, boolean fdr) {
        Path plan = pageFolder.resolve("page-plan.json");
        String planMargins = null;
        boolean planFdr = false;
        if (Files.isRegularFile(plan)) {
            JsonNode root = StrictReader.jsonTree(plan); // refused here as PagePlan.read would refuse it
            if (root.path("margins").isTextual()) {
                planMargins = root.path("margins").asText();
            }
            planFdr = root.path("fdr").asBoolean(false);
        }
        try {
            Margins parsed = Margins.parse(join(planMargins, margins), margins == null
                    ? plan + ": field 'margins'" : "--margins (over " + plan + "'s)");
            return new PageOptions(parsed, fdr || planFdr);
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

    /** What the page says of its margins and FDR, after the findings line. */
    String describe() {
        String set = margins.overridesText();
        return set.isEmpty() ? "" : ". Margins set over the defaults: " + set;
    }
}
