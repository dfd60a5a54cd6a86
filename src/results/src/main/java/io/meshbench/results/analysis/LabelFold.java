package io.meshbench.results.analysis;

import java.util.Locale;

/**
 * The labels beyond {@code --max-labels} that were folded into one row, or none: JTLs labelled by URL have hundreds of
 * thousands of labels, which no table can show.
 *
 * @param maxLabels the labels that kept a row of their own: the ones with the most samples (ties by name)
 * @param labels    how many labels the row holds
 * @param samples   their samples
 * @param row       the row's name, e.g. "(other 90,000 labels)"
 * @param note      one sentence for the tables
 */
public record LabelFold(int maxLabels, int labels, long samples, String row, String note) {

    static LabelFold of(int maxLabels, int labels, long samples) {
        String row = "(other " + String.format(Locale.ROOT, "%,d", labels) + " labels)";
        String note = String.format(Locale.ROOT, "%,d labels beyond --max-labels %,d (those with the fewest samples, "
                + "%,d samples in all) are folded into the row '%s'; the total counts every sample.",
                labels, maxLabels, samples, row);
        return new LabelFold(maxLabels, labels, samples, row, note);
    }
}
