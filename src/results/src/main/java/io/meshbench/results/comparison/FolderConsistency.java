package io.meshbench.results.comparison;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.DuetJson;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.LevelName;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.PagePlan;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.format.RunJson;
import io.meshbench.results.run.RunFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A folder checked as a whole before anything is rendered (docs/formats.md): what its files say of one run, one duet
 * or one scenario (the scenario, treatment, level and round in folder names, run.json, meta.json, duet.json,
 * report.json and page-plan.json) agrees, each duet's sides are two different run folders inside the benchmark folder,
 * no run is counted twice, and report.json's figures are ones a run can give. Each file is read strictly on its own;
 * this is what no single file can tell. Used by {@code report}, {@code compare}, {@code page}, {@code trend} and
 * {@code gate}; every refusal is one line naming the file and the field, and what to do.
 */
public final class FolderConsistency {

    private FolderConsistency() {
    }

    /**
     * What the page reads of one scenario's report.json: its scenario and every level it names (its comparisons' and
     * its runs').
     */
    public record ReportSummary(Path file, String scenario, Set<String> levels) {
    }

    /**
     * The run folders of a benchmark ({@code meshbench report}): each run.json agrees with its folder
     * {@code runs/<treatment>/<level>/<round>} and with meta.json's scenario.
     */
    public static void benchmark(Path benchmark, MetaJson meta, List<Path> runFolders) {
        for (Path folder : runFolders) {
            readable(folder).ifPresent(run -> {
                agreesWithPath(folder, run);
                if (meta.scenario() != null && run.scenario() != null && !meta.scenario().equals(run.scenario())) {
                    throw new ResultsException(RunFolderLayout.runJson(folder) + ": field 'scenario' is \""
                            + shown(run.scenario()) + "\" but " + BenchmarkFolderLayout.metaJson(benchmark) + " says \""
                            + shown(meta.scenario()) + "\": a run of another benchmark. Move it out of " + benchmark + ".");
                }
            });
        }
    }

    /**
     * The run folders {@code meshbench compare} was given: each run.json agrees with its folder, every run is of one
     * scenario unless {@code allowMixed}, and no run is given twice or copied, within a side or across the two.
     */
    public static void compared(List<Path> baseline, List<Path> treated, boolean allowMixed) {
        List<Path> all = new ArrayList<>(baseline);
        all.addAll(treated);
        Map<String, List<Path>> byScenario = new LinkedHashMap<>();
        for (Path folder : all) {
            if (!Files.isDirectory(folder)) {
                continue; // loading it says what is wrong
            }
            Optional<RunJson> run = readable(folder);
            run.ifPresent(json -> agreesWithPath(folder, json));
            String scenario = run.map(RunJson::scenario).orElse(null);
            if (scenario == null) {
                scenario = metaScenario(folder);
            }
            if (scenario != null) {
                byScenario.computeIfAbsent(scenario, key -> new ArrayList<>()).add(folder);
            }
        }
        if (byScenario.size() > 1 && !allowMixed) {
            throw new ResultsException("the run folders are of different scenarios (" + byScenario.entrySet().stream()
                    .map(e -> e.getKey() + ": " + e.getValue().stream().map(Path::toString)
                            .collect(Collectors.joining(", "))).collect(Collectors.joining("; ")) + ", from their "
                    + "run.json or meta.json); a comparison is of one scenario: give runs of one, or compare them "
                    + "anyway with --allow-mixed.");
        }
        DuplicateRuns.refuseAcrossSides(List.of(baseline, treated));
    }

    /**
     * Every {@code duets/<treatment>/<level>/<round>/duet.json} of a benchmark, in path order, each checked: its fields,
     * its agreement with its folder and with its sides' run.json, its sides two different run folders inside the
     * benchmark folder that no other duet uses, and no side a byte copy of another duet's.
     */
    public static List<DuetJson> duets(Path benchmark) {
        Path duets = BenchmarkFolderLayout.duets(benchmark);
        if (!Files.isDirectory(duets)) {
            return List.of();
        }
        Path inside = DuplicateRuns.realPath(benchmark);
        Map<Path, Path> sideUsedBy = new LinkedHashMap<>();
        Map<String, Path> contentOf = new LinkedHashMap<>();
        List<DuetJson> checked = new ArrayList<>();
        for (Path file : duetFiles(duets)) {
            DuetJson duet = FormatFiles.readDuet(file);
            agreesWithDuetFolder(file, duet);
            Path baseline = side(benchmark, inside, file, "baselineFolder", duet.baselineFolder());
            Path treated = side(benchmark, inside, file, "treatedFolder", duet.treatedFolder());
            if (baseline.equals(treated)) {
                throw new ResultsException(file + ": fields 'baselineFolder' and 'treatedFolder' name one folder ("
                        + shown(duet.baselineFolder()) + "); a duet compares two sides run at once, and one run against "
                        + "itself reads \"+0.00 within noise\". Give each side its own run folder.");
            }
            for (Map.Entry<String, Path> side : List.of(Map.entry("baselineFolder", baseline),
                    Map.entry("treatedFolder", treated))) {
                Path other = sideUsedBy.putIfAbsent(side.getValue(), file);
                if (other != null) {
                    throw new ResultsException(file + ": field '" + side.getKey() + "' names " + side.getValue()
                            + ", a side of " + other + " already: a round counted twice narrows every interval. "
                            + "Delete the copied duet.json, or give the side it stands for.");
                }
                String content = DuplicateRuns.content(side.getValue());
                Path copied = content == null ? null : contentOf.putIfAbsent(content, side.getValue());
                if (copied != null) {
                    throw new ResultsException(file + ": field '" + side.getKey() + "' names " + side.getValue()
                            + ", whose result.jtl and samples.jsonl have the same bytes as " + copied + "'s: a copy "
                            + "of that run, whatever its run.json says. Delete or move the copied round.");
                }
            }
            sideAgrees(file, "treatedFolder", treated, duet.treatment(), duet);
            sideAgrees(file, "baselineFolder", baseline, null, duet);
            checked.add(duet);
        }
        return List.copyOf(checked);
    }

    /**
     * A page folder: each scenario's rounds count from 1, and each scenario's report.json is of that scenario and
     * names only levels its plan chose. {@code reports}: the report read per scenario, absent when it has none.
     */
    public static void page(Path planFile, PagePlan plan, Map<PagePlan.Scenario, ReportSummary> reports) {
        for (int i = 0; i < plan.scenarios().size(); i++) {
            PagePlan.Scenario scenario = plan.scenarios().get(i);
            String field = "scenarios[" + i + "]";
            if (scenario.rounds() != null && scenario.rounds() < 1) {
                throw new ResultsException(planFile + ": field '" + field + ".rounds' is " + scenario.rounds()
                        + "; it must be 1 or more (rounds per treatment and level). Fix it as docs/page.md describes.");
            }
            ReportSummary report = reports.get(scenario);
            if (report == null) {
                continue;
            }
            if (report.scenario() != null && !report.scenario().equals(scenario.scenario())) {
                throw new ResultsException(report.file() + ": field 'scenario' is \"" + shown(report.scenario()) + "\" but "
                        + planFile + " " + field + " plans it as \"" + shown(scenario.scenario()) + "\": another scenario's "
                        + "report would be shown under this one's section. Put " + shown(scenario.scenario())
                        + "'s own report.json there (`meshbench report <its benchmark folder>`).");
            }
            List<String> planned = scenario.levels() == null ? List.of() : scenario.levels();
            for (String level : report.levels()) {
                if (!planned.isEmpty() && planned.stream().noneMatch(p -> sameLevel(p, level))) {
                    throw new ResultsException(report.file() + ": level '" + shown(level) + "' is not one " + planFile + " "
                            + field + ".levels plans (" + shown(String.join(", ", planned)) + "): the report and the plan "
                            + "are of different runs. Put the scenario's own report.json there, or correct the plan.");
                }
            }
        }
    }

    /**
     * One comparison's figures in report.json ({@code gate}, {@code trend}): each one a run can give.
     *
     * @param where the comparison's place in the file, e.g. {@code comparisons[2]}
     */
    public static void reportFigures(Path file, String where, Map<String, MetricComparison> metrics) {
        ReportFigures.check(file, where, metrics);
    }

    /**
     * A planned level and a level a report names are the same when their names are, written the folder-safe way
     * ({@code 50u-30%cap} is {@code 50u-30pct-cap}), also behind a workload's name ({@code jdkhttp-50u-115tps},
     * {@code kafka-producer-job} for the plan's {@code job}).
     */
    static boolean sameLevel(String planned, String reported) {
        String name = LevelName.parse(planned).map(LevelName::toString).orElse(planned);
        return reported.equals(name) || reported.equals(planned) || reported.endsWith("-" + name)
                || reported.endsWith("-" + planned);
    }

    /** A value as a one-line message quotes it: line breaks and other controls escaped, at most 120 characters. */
    static String shown(String value) {
        StringBuilder text = new StringBuilder();
        value.codePoints().limit(120).forEach(c -> text.append(Character.isISOControl(c) ? String.format("\\u%04x", c)
                : Character.toString(c)));
        return value.codePointCount(0, value.length()) > 120 ? text + "..." : text.toString();
    }

    /** run.json's treatment, level and round against {@code runs/<treatment>/<level>/<round>}, when it is there. */
    private static void agreesWithPath(Path folder, RunJson run) {
        if (BenchmarkFolderLayout.ofRun(folder) == null) {
            return; // a run folder elsewhere is named by its run.json alone
        }
        Path absolute = folder.toAbsolutePath().normalize();
        int names = absolute.getNameCount();
        Path file = RunFolderLayout.runJson(folder);
        agrees(file, "treatment", run.treatment(), absolute.getName(names - 3).toString(), folder);
        agrees(file, "level", run.level(), absolute.getName(names - 2).toString(), folder);
        String round = absolute.getName(names - 1).toString();
        if (run.round() != null && round.matches("\\d{1,9}")) {
            agrees(file, "round", String.valueOf(run.round()), String.valueOf(Integer.parseInt(round)), folder);
        }
    }

    /** duet.json's treatment, level and round against {@code duets/<treatment>/<level>/<round>/}. */
    private static void agreesWithDuetFolder(Path file, DuetJson duet) {
        Path folder = file.toAbsolutePath().normalize().getParent();
        int names = folder.getNameCount();
        if (names < 4) {
            return;
        }
        agrees(file, "treatment", duet.treatment(), folder.getName(names - 3).toString(), folder);
        agrees(file, "level", duet.level(), folder.getName(names - 2).toString(), folder);
        String round = folder.getName(names - 1).toString();
        if (round.matches("\\d{1,9}")) {
            agrees(file, "round", String.valueOf(duet.round()), String.valueOf(Integer.parseInt(round)), folder);
        }
    }

    private static void agrees(Path file, String field, String value, String fromFolder, Path folder) {
        if (value != null && !value.equals(fromFolder)) {
            throw new ResultsException(file + ": field '" + field + "' is \"" + shown(value) + "\" but its folder " + folder
                    + " says \"" + shown(fromFolder) + "\": a copied or moved file would be counted as another " + field
                    + ". Move it back, or correct the field.");
        }
    }

    /** A duet side: a run folder inside the benchmark folder (links resolved), as its real path. */
    private static Path side(Path benchmark, Path inside, Path file, String field, String relative) {
        Path given = Path.of(relative);
        Path resolved = benchmark.resolve(given).normalize();
        if (given.isAbsolute() || !resolved.startsWith(benchmark.normalize()) || resolved.equals(benchmark.normalize())) {
            throw new ResultsException(file + ": field '" + field + "' is \"" + shown(relative) + "\", not a folder inside "
                    + "the benchmark folder " + benchmark + "; give the side's run folder relative to it, e.g. "
                    + BenchmarkFolderLayout.RUNS + "/baseline/<level>/<round>.");
        }
        if (!Files.isDirectory(resolved)) {
            throw new ResultsException(file + ": field '" + field + "' names " + resolved + ", which is not a folder; "
                    + "a duet's sides are its two run folders: restore it, or delete the duet's folder.");
        }
        Path real = DuplicateRuns.realPath(resolved);
        if (!real.startsWith(inside)) {
            throw new ResultsException(file + ": field '" + field + "' names " + resolved + ", a link to " + real
                    + " outside the benchmark folder; copy the run into the benchmark folder instead of linking it.");
        }
        return real;
    }

    /** A side's run.json, when it has one, is of the duet's level and round (and, for the treated side, treatment). */
    private static void sideAgrees(Path file, String field, Path side, String treatment, DuetJson duet) {
        RunFolder.runJson(side).ifPresent(run -> {
            Path runJson = RunFolderLayout.runJson(side);
            String what = file + " " + field;
            if (treatment != null && run.treatment() != null && !run.treatment().equals(treatment)) {
                throw mismatch(runJson, "treatment", run.treatment(), what, treatment);
            }
            if (run.level() != null && !run.level().equals(duet.level())) {
                throw mismatch(runJson, "level", run.level(), what, duet.level());
            }
            if (run.round() != null && run.round() != duet.round()) {
                throw mismatch(runJson, "round", String.valueOf(run.round()), what, String.valueOf(duet.round()));
            }
        });
    }

    private static ResultsException mismatch(Path runJson, String field, String value, String duet, String expected) {
        return new ResultsException(runJson + ": field '" + field + "' is \"" + shown(value) + "\" but " + duet + " pairs it "
                + "as \"" + shown(expected) + "\": the duet names another round's run. Correct the duet.json, or restore "
                + "the run it stands for.");
    }

    /**
     * A run folder's run.json, empty without one or when it cannot be read: loading the run then says why (a report
     * leaves the run out with a note, compare refuses it), as it did before this check.
     */
    private static Optional<RunJson> readable(Path folder) {
        try {
            return RunFolder.runJson(folder);
        } catch (ResultsException e) {
            return Optional.empty();
        }
    }

    private static String metaScenario(Path runFolder) {
        Path benchmark = BenchmarkFolderLayout.ofRun(runFolder);
        Path meta = benchmark == null ? null : BenchmarkFolderLayout.metaJson(benchmark);
        return meta != null && Files.isRegularFile(meta) ? FormatFiles.readMeta(meta).scenario() : null;
    }

    /** duets/<treatment>/<level>/<round>/duet.json, in path order. */
    private static List<Path> duetFiles(Path duets) {
        try (Stream<Path> files = Files.walk(duets, 4)) {
            return files.filter(file -> file.getFileName().toString().equals(RunFolderLayout.DUET_JSON)).sorted()
                    .toList();
        } catch (IOException e) {
            throw new ResultsException(duets + ": cannot be listed (" + e.getMessage() + ").", e);
        }
    }
}
