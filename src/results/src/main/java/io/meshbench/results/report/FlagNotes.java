package io.meshbench.results.report;

import io.meshbench.results.comparison.TreatmentComparison;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The flags of every comparison (saturated, queueing, not steady, shared machine, A/A ...), each numbered once for
 * report.md's Notes section: every table of a treatment shows the same flags, so the tables point to these numbers
 * instead of repeating the text. Rendering data only; report.json keeps the flags on each comparison.
 */
final class FlagNotes {

    /** One distinct flag: its number in the Notes section, the treatment (name and label) and level it belongs to. */
    record Note(int number, String treatment, String treatmentLabel, String level, String text) {
    }

    private FlagNotes() {
    }

    /** The distinct flags in report order (treatment, then level, then flag); a repeated one keeps its first number. */
    static List<Note> of(List<TreatmentComparison> comparisons) {
        Map<List<String>, Note> notes = new LinkedHashMap<>();
        for (TreatmentComparison c : comparisons) {
            for (String flag : c.flags()) {
                notes.computeIfAbsent(List.of(c.treatment(), c.level(), flag), key -> new Note(notes.size() + 1,
                        c.treatment(), c.treatmentLabel(), c.level(), flag));
            }
        }
        return new ArrayList<>(notes.values());
    }
}
