package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.format.RunJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code run --resume DIR}: a benchmark folder a stopped or failed benchmark left, continued. A run whose run.json
 * says ok is finished and kept; every other planned run runs again, and a folder an earlier attempt left (a failed
 * run, or one a crash left without run.json) is first moved, whole, to {@code superseded/<n>/} beside {@code runs/},
 * so nothing written is lost and the report reads only the new attempt.
 */
final class ResumedBenchmark {

    static final String SUPERSEDED = "superseded";

    private final Path folder;
    /** The meta.json it continues; with more rounds than recorded, the one the resume writes in its place. */
    private final MetaJson recorded;
    /** {@code superseded/<n>/}: this resume's place for earlier attempts, made on first use. */
    private Path aside;

    private ResumedBenchmark(Path folder, MetaJson recorded) {
        this.folder = folder;
        this.recorded = recorded;
    }

    /**
     * The folder to resume, checked against the benchmark about to run: the same scenario, treatments, levels,
     * warm-up and window as its meta.json records, or one line saying which differs. The same rounds, or more: a
     * resume with more rounds than the folder's ({@code run --resume DIR --rounds N}) adds rounds to a finished
     * benchmark (the page's adaptive rounds); its first rounds are the same runs in the same rotated order.
     *
     * @throws ScenarioException when the folder is no benchmark folder or was planned otherwise
     */
    static ResumedBenchmark of(Path folder, MetaJson planned) {
        Path metaFile = BenchmarkFolderLayout.metaJson(folder);
        if (!Files.isRegularFile(metaFile)) {
            throw new ScenarioException("--resume " + folder + ": no meta.json there; give the benchmark folder a run "
                    + "wrote (results/<scenario>/<timestamp>)");
        }
        MetaJson recorded;
        try {
            recorded = FormatFiles.readMeta(metaFile);
        } catch (ResultsException | UncheckedIOException e) {
            throw new ScenarioException("--resume: " + e.getMessage());
        }
        same(metaFile, "scenario", recorded.scenario(), planned.scenario());
        same(metaFile, "treatments", names(recorded.treatments()), names(planned.treatments()));
        same(metaFile, "levels", recorded.levels() == null ? null : recorded.levels().stream().map(MetaJson.Level::name)
                .toList(), planned.levels().stream().map(MetaJson.Level::name).toList());
        if (recorded.rounds() == null || planned.rounds() == null || planned.rounds() < recorded.rounds()) {
            same(metaFile, "rounds", recorded.rounds(), planned.rounds());
        }
        same(metaFile, "warmupSeconds", recorded.warmup(), planned.warmup());
        same(metaFile, "durationSeconds", recorded.durationSeconds(), planned.durationSeconds());
        return new ResumedBenchmark(folder, recorded);
    }

    /** The capacity the benchmark's probe recorded in meta.json, when it probed one. */
    static java.util.OptionalDouble recordedCapacity(Path folder) {
        Path metaFile = BenchmarkFolderLayout.metaJson(folder);
        if (!Files.isRegularFile(metaFile)) {
            return java.util.OptionalDouble.empty();
        }
        try {
            MetaJson meta = FormatFiles.readMeta(metaFile);
            Double tps = meta.load() == null || meta.load().capacity() == null ? null : meta.load().capacity().tps();
            return tps == null || !(tps > 0) ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of(tps);
        } catch (ResultsException | UncheckedIOException e) {
            throw new ScenarioException("--resume: " + e.getMessage());
        }
    }

    /** The rounds the folder held before this resume. */
    int recordedRounds() {
        return recorded.rounds();
    }

    /** meta.json as it continues, with the rounds this resume runs to (unchanged when it adds none). */
    MetaJson recordedWithRounds(int rounds) {
        return recorded.withRounds(rounds);
    }

    private static List<String> names(List<MetaJson.Treatment> treatments) {
        return treatments == null ? null : treatments.stream().map(MetaJson.Treatment::name).toList();
    }

    private static void same(Path metaFile, String field, Object recorded, Object planned) {
        if (!Objects.equals(recorded, planned)) {
            throw new ScenarioException("--resume: " + metaFile + " has " + field + " " + recorded + ", this run "
                    + planned + ": resume with the scenario and options of the benchmark it continues");
        }
    }

    Path folder() {
        return folder;
    }

    /** Whether the run finished in an earlier attempt: its run.json reads and says ok. */
    boolean finished(PlannedRun run) {
        return finishedIn(run.folderIn(folder));
    }

    /** Whether the duet finished in an earlier attempt: both its sides' run.json read and say ok. */
    boolean finished(DuetPlan.Duet duet) {
        return finishedIn(duet.baselineFolderIn(folder)) && finishedIn(duet.treatedFolderIn(folder));
    }

    /**
     * Moves what an earlier attempt left of {@code duet} aside (its duet folder and both sides' run folders, each
     * keeping its path under {@code superseded/<n>/}), so that the report reads only the duet run again.
     */
    void setAside(DuetPlan.Duet duet) {
        for (Path earlier : List.of(duet.treatedFolderIn(folder), duet.baselineFolderIn(folder), duet.folderIn(folder))) {
            moveAside(earlier);
        }
    }

    private boolean finishedIn(Path runFolder) {
        Path runJson = RunFolderLayout.runJson(runFolder);
        if (!Files.isRegularFile(runJson)) {
            return false;
        }
        try {
            return RunJson.OK.equals(FormatFiles.readRun(runJson).status());
        } catch (ResultsException | UncheckedIOException e) {
            return false; // unreadable: written half by a crash, so run again
        }
    }

    /**
     * Moves what an earlier attempt left of {@code run} aside, keeping its path under {@code superseded/<n>/}, and
     * answers the incident its new run.json records; empty when no earlier attempt left a folder.
     */
    Optional<RunJson.Incident> setAside(PlannedRun run, Instant now) {
        Path earlier = run.folderIn(folder);
        if (!Files.exists(earlier)) {
            return Optional.empty();
        }
        boolean recorded = Files.isRegularFile(RunFolderLayout.runJson(earlier));
        Path target = moveAside(earlier);
        return Optional.of(new RunJson.Incident(RunJson.Incident.RESUMED, now.toString(), null, null,
                "run again by --resume; the earlier attempt's folder is " + folder.relativize(target)
                + (recorded ? "" : " (it has no run.json: the harness ended before writing it)")));
    }

    /** Moves {@code earlier} to the same path under this resume's {@code superseded/<n>/}; null when it is absent. */
    private Path moveAside(Path earlier) {
        if (!Files.exists(earlier)) {
            return null;
        }
        try {
            if (aside == null) {
                aside = nextAside();
            }
            Path target = aside.resolve(folder.relativize(earlier));
            Files.createDirectories(target.getParent());
            Files.move(earlier, target);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("--resume: cannot move " + earlier + " aside: " + e.getMessage(), e);
        }
    }

    private Path nextAside() {
        for (int n = 1; ; n++) {
            Path candidate = folder.resolve(SUPERSEDED).resolve(Integer.toString(n));
            if (!Files.exists(candidate)) {
                return candidate;
            }
        }
    }
}
