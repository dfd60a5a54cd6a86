package io.meshbench.results.comparison;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceStatistics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads one run folder ({@code runs/<treatment>/<level>/<round>/}, docs/formats.md): run.json, result.jtl (warm-up
 * trimmed as run.json says), samples.jsonl. Without run.json, the treatment, level and round come from the path.
 */
public final class RunFolder {

    static final String RUN_JSON = "run.json";
    static final String JTL = "result.jtl";
    static final String SAMPLES = "samples.jsonl";
    /** The process whose resources the tables show when run.json names none. */
    static final String DEFAULT_MEASURED_PROCESS = "consumer";

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private RunFolder() {
    }

    public static RunInfo info(Path folder) {
        RunInfo info = readRunJson(folder, RunInfo.class);
        return complete(info != null ? info : new RunInfo(null, null, null, null, null, null, null, null, null, null,
                null, null, "ok", null), folder);
    }

    /** The harness's evidence in run.json (probe, faults, failure ...); none without run.json. */
    public static RunEvidence evidence(Path folder) {
        RunEvidence evidence = readRunJson(folder, RunEvidence.class);
        return evidence != null ? evidence : RunEvidence.none();
    }

    /** run.json read as {@code type}, or null without one. */
    private static <T> T readRunJson(Path folder, Class<T> type) {
        Path runJson = folder.resolve(RUN_JSON);
        if (!Files.isRegularFile(runJson)) {
            return null;
        }
        try {
            return MAPPER.readValue(runJson.toFile(), type);
        } catch (IOException e) {
            throw new ResultsException(runJson + ": not a valid run.json (" + e.getMessage().lines().findFirst()
                    .orElse("") + "). Fix it as docs/formats.md describes, or delete it.", e);
        }
    }

    /**
     * Fills what run.json leaves out from the path runs/<treatment>/<level>/<round>; a folder elsewhere is a
     * treatment named after the folder, level "default", round 1.
     */
    private static RunInfo complete(RunInfo info, Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        int names = absolute.getNameCount();
        boolean inRuns = names >= 4 && absolute.getName(names - 4).toString().equals("runs");
        String treatment = inRuns ? absolute.getName(names - 3).toString()
                : names >= 1 ? absolute.getName(names - 1).toString() : folder.toString();
        String level = inRuns ? absolute.getName(names - 2).toString() : "default";
        Integer round = info.round() != null ? info.round() : inRuns ? parseRound(absolute.getName(names - 1)
                .toString()) : 1;
        return new RunInfo(info.scenario(), info.treatment() != null ? info.treatment() : treatment,
                info.treatmentLabel(), info.level() != null ? info.level() : level, info.users(), info.targetTps(),
                round, info.warmupSeconds(), info.durationSeconds(), info.measuredProcess(), info.startedAt(),
                info.endedAt(), info.status() != null ? info.status() : "ok", info.notes());
    }

    private static Integer parseRound(String name) {
        return name.matches("\\d{1,6}") ? Integer.valueOf(name) : 1;
    }

    /** Analyses the run; {@code defaults} gives the options run.json does not set (warm-up, target TPS). */
    public static RunResult load(Path folder, AnalysisOptions defaults) {
        if (!Files.isDirectory(folder)) {
            throw new ResultsException(folder + ": no such run folder. Give a folder holding result.jtl "
                    + "(and run.json, samples.jsonl), e.g. results/<scenario>/<time>/runs/<treatment>/<level>/<round>.");
        }
        RunInfo info = info(folder);
        AnalysisOptions options = defaults;
        if (info.warmupSeconds() != null) {
            options = options.withWarmup(Duration.ofMillis(Math.round(info.warmupSeconds() * 1000)));
        }
        if (info.targetTps() != null) {
            options = options.withTargetTps(info.targetTps());
        }
        RunStatistics statistics = new RunAnalyzer(options).analyze(folder.resolve(JTL));
        Map<String, ProcessResources> resources = Map.of();
        Path samples = folder.resolve(SAMPLES);
        if (Files.isRegularFile(samples)) {
            resources = ResourceStatistics.of(samples, statistics.window().startMs(), statistics.window().endMs());
        }
        return new RunResult(folder.toString(), info, statistics, resources, measured(info, resources));
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
                return resources.size() == 1 && info.measuredProcess() == null
                        ? resources.values().iterator().next() : null;
            }
            parts.add(process);
        }
        return parts.size() == 1 ? parts.get(0) : ProcessResources.sum(name, parts);
    }
}
