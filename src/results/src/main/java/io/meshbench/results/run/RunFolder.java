package io.meshbench.results.run;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.FaultEntry;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.format.RunJson;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.format.ResourceSample;
import io.meshbench.results.samples.ResourceStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads one run folder ({@code runs/<treatment>/<level>/<round>/}, docs/formats.md): run.json, result.jtl (warm-up
 * trimmed as run.json says), samples.jsonl. Without run.json, the treatment, level and round come from the path and
 * the warm-up from the benchmark's meta.json; a run whose warm-up nothing gives is refused, never analysed untrimmed.
 */
public final class RunFolder {

    /** The process whose resources the tables show when run.json names none. */
    public static final String DEFAULT_MEASURED_PROCESS = "consumer";

    static final String FROM_RUN_JSON = RunFolderLayout.RUN_JSON;
    static final String FROM_META_JSON = "the benchmark's meta.json";
    static final String FROM_OPTION = "--warmup";

    private RunFolder() {
    }

    /** What the run was: run.json completed from the path, the warm-up from meta.json when run.json gives none. */
    public static RunInfo info(Path folder) {
        Optional<RunJson> run = runJson(folder);
        RunInfo info = complete(run.map(RunFolder::identity).orElseGet(RunFolder::unknown), folder);
        if (info.warmup() == null) {
            Optional<Duration> fromMeta = benchmarkMeta(folder).map(MetaJson::warmup);
            if (fromMeta.isPresent()) {
                info = withWarmup(info, fromMeta.get(), FROM_META_JSON);
            }
        }
        return info;
    }

    /** The harness's evidence in run.json (probe, faults, failure ...); none without run.json. */
    public static RunEvidence evidence(Path folder) {
        return runJson(folder).map(RunEvidence::of).orElseGet(RunEvidence::none);
    }

    /** run.json, strictly read, or empty without one. */
    public static Optional<RunJson> runJson(Path folder) {
        Path file = RunFolderLayout.runJson(folder);
        return Files.isRegularFile(file) ? Optional.of(FormatFiles.readRun(file)) : Optional.empty();
    }

    private static RunInfo identity(RunJson run) {
        return new RunInfo(run.scenario(), run.treatment(), run.treatmentLabel(), run.level(), run.users(),
                run.targetTps(), run.round(), run.warmup(),
                run.durationSeconds() == null ? null : run.durationSeconds().doubleValue(), run.measuredProcess(),
                run.startedAt(), run.endedAt(), run.status(), run.notes(),
                run.warmup() == null ? null : FROM_RUN_JSON, run.cpuThrottling());
    }

    private static RunInfo unknown() {
        return new RunInfo(null, null, null, null, null, null, null, null, null, null, null, null, RunJson.OK, null,
                null, null);
    }

    private static RunInfo withWarmup(RunInfo info, Duration warmup, String source) {
        return new RunInfo(info.scenario(), info.treatment(), info.treatmentLabel(), info.level(), info.users(),
                info.targetTps(), info.round(), warmup, info.durationSeconds(), info.measuredProcess(),
                info.startedAt(), info.endedAt(), info.status(), info.notes(), source, info.cpuThrottling());
    }

    /** The benchmark folder's meta.json for a folder at runs/<treatment>/<level>/<round>; empty elsewhere. */
    private static Optional<MetaJson> benchmarkMeta(Path folder) {
        Path benchmark = BenchmarkFolderLayout.ofRun(folder);
        if (benchmark == null) {
            return Optional.empty();
        }
        Path meta = BenchmarkFolderLayout.metaJson(benchmark);
        return Files.isRegularFile(meta) ? Optional.of(FormatFiles.readMeta(meta)) : Optional.empty();
    }

    private static boolean inRuns(Path absolute) {
        return BenchmarkFolderLayout.ofRun(absolute) != null;
    }

    /**
     * Fills what run.json leaves out from the path runs/<treatment>/<level>/<round>; a folder elsewhere is a
     * treatment named after the folder, level "default", round 1.
     */
    private static RunInfo complete(RunInfo info, Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        int names = absolute.getNameCount();
        boolean inRuns = inRuns(absolute);
        String treatment = inRuns ? absolute.getName(names - 3).toString()
                : names >= 1 ? absolute.getName(names - 1).toString() : folder.toString();
        String level = inRuns ? absolute.getName(names - 2).toString() : "default";
        Integer round = info.round() != null ? info.round() : inRuns ? parseRound(absolute.getName(names - 1)
                .toString()) : 1;
        return new RunInfo(info.scenario(), info.treatment() != null ? info.treatment() : treatment,
                info.treatmentLabel(), info.level() != null ? info.level() : level, info.users(), info.targetTps(),
                round, info.warmup(), info.durationSeconds(), info.measuredProcess(), info.startedAt(),
                info.endedAt(), info.status() != null ? info.status() : RunJson.OK, info.notes(), info.warmupSource(),
                info.cpuThrottling());
    }

    private static Integer parseRound(String name) {
        return name.matches("\\d{1,6}") ? Integer.valueOf(name) : 1;
    }

    /**
     * Analyses the run, its warm-up from run.json, else the benchmark's meta.json, else {@code givenWarmup} (the
     * user's --warmup); without any the run is refused: an untrimmed run must not be compared with trimmed ones.
     */
    public static RunResult load(Path folder, AnalysisOptions defaults, Optional<Duration> givenWarmup) {
        if (!Files.isDirectory(folder)) {
            throw new ResultsException(folder + ": " + io.meshbench.results.format.PathKind.missing(folder,
                    "run folder") + ". Give a folder holding result.jtl "
                    + "(and run.json, samples.jsonl), e.g. results/<scenario>/<time>/runs/<treatment>/<level>/<round>.");
        }
        RunInfo info = info(folder);
        Path jtl = RunFolderLayout.jtl(folder);
        if (info.warmup() == null) {
            if (givenWarmup.isEmpty() && !Files.isRegularFile(jtl)) {
                new RunAnalyzer(defaults).analyze(jtl); // the missing JTL is the first problem to name
            }
            if (givenWarmup.isEmpty()) {
                throw new ResultsException(folder + ": no warm-up known (no run.json with warmupSeconds, no meta.json "
                        + "of its benchmark with one), so it cannot be trimmed like the other runs. Restore run.json, "
                        + "or give --warmup <duration> (0s if the run had none).");
            }
            info = withWarmup(info, givenWarmup.get(), FROM_OPTION);
        }
        RunInfo known = info;
        RunStatistics statistics = atRestWindow(folder)
                .map(window -> RunStatistics.withoutLoad(jtl.toString(), window.startMs(), window.endMs()))
                .orElseGet(() -> analyze(jtl, known, defaults));
        Map<String, ProcessResources> resources = Map.of();
        List<String> warnings = new ArrayList<>(statistics.warnings());
        Path samples = RunFolderLayout.samples(folder);
        if (Files.isRegularFile(samples)) {
            resources = ResourceStatistics.of(samples, statistics.window().startMs(), statistics.window().endMs(),
                    warnings::add);
        }
        ProcessResources measured = measured(info, resources);
        return new RunResult(folder.toString(), info, statistics, resources, measured, List.copyOf(warnings),
                StartupTimes.of(folder), JitSteadiness.of(statistics, folder, measured));
    }

    /** With the recovery from the fault run.json records as injected, in the same pass (a removal-efficacy run). */
    private static RunStatistics analyze(Path jtl, RunInfo info, AnalysisOptions defaults) {
        AnalysisOptions options = defaults.withWarmup(info.warmup());
        if (info.targetTps() != null) {
            options = options.withTargetTps(info.targetTps());
        }
        Long faultAtMs = runJson(jtl.getParent()).flatMap(run -> FaultEntry.firstInjected(run.faults()))
                .flatMap(FaultEntry::injectedAt).map(java.time.Instant::toEpochMilli).orElse(null);
        return new RunAnalyzer(options).analyze(jtl, faultAtMs);
    }

    /** The sampled window of an at-rest run (no load, no JTL); empty for a run with load. */
    private static Optional<RunJson.Window> atRestWindow(Path folder) {
        return runJson(folder).filter(RunJson::offeredNoLoad).map(run -> {
            if (run.window() == null) {
                throw new ResultsException(RunFolderLayout.runJson(folder) + ": an at-rest run (\"atRest\": true) needs its "
                        + "sampled \"window\": {\"startMs\": ..., \"endMs\": ...}; restore it from the harness's run.json");
            }
            return run.window();
        });
    }

    /**
     * The measured process: run.json's {@code measuredProcess} (several joined by '+', e.g. {@code consumer+envoy},
     * count as one: their figures are added), else {@code consumer}, else the only process sampled.
     */
    static ProcessResources measured(RunInfo info, Map<String, ProcessResources> resources) {
        String name = info.measuredProcess() != null ? info.measuredProcess() : DEFAULT_MEASURED_PROCESS;
        List<ProcessResources> parts = new ArrayList<>();
        for (String part : name.split("\\+")) {
            ProcessResources process = resources.get(part.strip());
            if (process == null) {
                List<ProcessResources> services = resources.values().stream()
                        .filter(p -> !p.process().equals(ResourceSample.MACHINE)).toList();
                return services.size() == 1 && info.measuredProcess() == null ? services.get(0) : null;
            }
            parts.add(process);
        }
        return parts.size() == 1 ? parts.get(0) : ProcessResources.sum(name, parts);
    }
}
