package io.meshbench.results.comparison;

import io.meshbench.results.run.RunResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Release against release: a treatment against its copy on another Sermant release ({@code run
 * --sermant-compare-home}, meta.json {@code treatments[].releaseOf}) at one level. {@code comparison} is computed
 * exactly as a treatment against the baseline ({@link TreatmentComparator}), with the other release's runs in the
 * baseline's place: the same rounds paired by round number, per-round deltas (this release − the other), their mean,
 * and with three rounds or more the paired Student-t 95 % interval ({@link RoundsInterval}) that decides "within
 * noise"; with an A/A check, also marked against its noise floor ({@link NoiseFloor}). Both releases ran in the same
 * benchmark, rotated with the baseline, so round i of each ran in the same rotation.
 *
 * @param treatment    the treatment on the release given with {@code --sermant-home}
 * @param version      that release's version (meta.json {@code agents}), null when not recorded
 * @param other        its copy on the release given with {@code --sermant-compare-home}, e.g. {@code sermant-router@2.1.0}
 * @param otherVersion that release's version, null when not recorded
 * @param comparison   {@code treatment} against {@code other}: "baseline" figures are the other release's, deltas are
 *                     this release − the other
 */
public record ReleaseComparison(String treatment, String treatmentLabel, String version, String other,
                                String otherLabel, String otherVersion, String level, TreatmentComparison comparison) {

    /** Compares the runs of one level: {@code runs} of the treatment against {@code otherRuns} of its copy. */
    public static ReleaseComparison of(String treatment, String treatmentLabel, String version, String other,
                                       String otherLabel, String otherVersion, String level, List<RunResult> runs,
                                       List<RunResult> otherRuns) {
        return new ReleaseComparison(treatment, treatmentLabel, version, other, otherLabel, otherVersion, level,
                TreatmentComparator.compare(treatment, treatmentLabel, level, otherRuns, runs, otherLabel));
    }

    /**
     * Each comparison with its deltas judged against the A/A check's noise floor of its level, as the treatments'
     * deltas against the baseline are ({@link NoiseFloor}).
     *
     * @param aaComparisons the A/A treatment against the baseline, per level
     */
    public static List<ReleaseComparison> againstAaNoise(List<ReleaseComparison> releases,
                                                         List<TreatmentComparison> aaComparisons, String aaTreatment,
                                                         String aaLabel) {
        List<ReleaseComparison> marked = new ArrayList<>();
        for (ReleaseComparison release : releases) {
            List<TreatmentComparison> both = new ArrayList<>(aaComparisons);
            both.add(release.comparison());
            TreatmentComparison judged = NoiseFloor.apply(both, aaTreatment, aaLabel).get(both.size() - 1);
            marked.add(new ReleaseComparison(release.treatment(), release.treatmentLabel(), release.version(),
                    release.other(), release.otherLabel(), release.otherVersion(), release.level(), judged));
        }
        return marked;
    }
}
