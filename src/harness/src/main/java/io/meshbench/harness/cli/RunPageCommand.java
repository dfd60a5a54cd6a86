package io.meshbench.harness.cli;

import static io.meshbench.harness.cli.OptionText.absolute;
import static io.meshbench.harness.cli.OptionText.given;

import io.meshbench.harness.benchmark.Benchmark;
import io.meshbench.harness.benchmark.BenchmarkSettings;
import io.meshbench.harness.benchmark.ResultsFolder;
import io.meshbench.harness.benchmark.page.PageEntry;
import io.meshbench.harness.benchmark.page.PageFile;
import io.meshbench.harness.benchmark.page.PageFileLoader;
import io.meshbench.harness.benchmark.page.PagePlanFile;
import io.meshbench.harness.benchmark.page.PagePlanner;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.AaCheck;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.treatment.InvalidTreatmentException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.Reports;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code meshbench run-page <page.yaml>}: every scenario of a page (e.g. Sermant's benchmark page), sized to a time
 * budget, each run through {@code meshbench run} into {@code results/<page>/<timestamp>/<scenario>/}, resumable.
 * Every option takes text and an empty value means "not given", as {@code run}'s do (the Maven profile passes all).
 */
@Command(name = RunPageCommand.NAME, mixinStandardHelpOptions = true,
        description = "Runs every scenario of a page file, sized to a time budget; --resume continues a stopped one.")
public final class RunPageCommand implements Callable<Integer> {

    public static final String NAME = "run-page";

    static final String DEFAULT_BUDGET = "90m";

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PAGE", description = "The page file, e.g. scenarios/pages/sermant-page.yaml")
    Path pageFile;

    @Option(names = "--budget", paramLabel = "DUR", description = "The page's total time, e.g. 90m or 3h (default 90m): "
            + "windows, warm-ups, rounds and levels are shrunk, in that order, to fit")
    String budget = "";

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the page run in this page folder "
            + "(results/<page>/<timestamp>/): its page-plan.json is read back; finished scenarios are not run again")
    String resume = "";

    @Option(names = "--aa", paramLabel = "BOOL", description = "true: an A/A page, the same plan with every treatment "
            + "replaced by the baseline deployed again (run --as-aa=true), into results/<page>-aa/: what no effect looks "
            + "like on this machine, cell by cell")
    String aa = "";

    /** run's own options that every scenario's run gets as given (--jmeter-home, --percentiles ...). */
    @Mixin
    SharedRunOptions run = new SharedRunOptions();

    @Option(names = "--variance-from", paramLabel = "DIR[,DIR...]", description = "Page folders an earlier page run "
            + "wrote (e.g. docs/results/sermant-2.2.0) or benchmark folders of a duet A/A pilot (e.g. "
            + "docs/results/pilots/router-aa-90s), comma-separated: their duet A/As give the variance components, per "
            + "warm-up, from which the plan predicts each figure's half-width, printed and written to page-plan.json, "
            + "and spends the budget's slack on rounds, windows and warm-ups (default: no forecast)")
    String varianceFrom = "";

    @Option(names = "--aa-from", paramLabel = "DIR", description = "An A/A page of the same plan (a page run with "
            + "--aa=true): the page judges its cells of one or two rounds against its no-effect spreads "
            + "(meshbench page --aa-from; default: none, such cells stay undecided)")
    String aaFrom = "";

    @Option(names = "--command", paramLabel = "STR", description = "The command to record in page-plan.json")
    String command = "";

    @Override
    public Integer call() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        PageFile page;
        PagePlanFile plan;
        Path pageFolder;
        Map<String, Scenario> scenarios = new HashMap<>();
        List<String> passedOn;
        try {
            run.check(); // as run will check them, before the first scenario starts
            boolean asAa = AaCheck.parse("--aa", aa);
            checkAaFrom(asAa);
            passedOn = new ArrayList<>(run.passedOn());
            if (asAa) {
                passedOn.add("--as-aa=true");
            }
            page = new PageFileLoader().load(pageFile.toAbsolutePath());
            ScenarioLoader loader = new ScenarioLoader(Reports.tableNames(), Reports::marginProblem);
            for (PageEntry entry : page.entries()) {
                Scenario loaded = loader.load(entry.file());
                Scenario scenario = asAa ? AaCheck.standInsFor(loaded) : loaded; // planned as run will run it
                entry.requireWorkloadsOf(scenario, page.file());
                entry.requireLevelsOf(scenario, page.file());
                entry.requireDuetPossible(scenario, page.file()); // as run --mode=duet would
                entry.requireNamedAs(scenario, page.file());
                scenarios.put(entry.scenario(), scenario);
            }
            if (given(resume)) {
                pageFolder = absolute(resume);
                plan = PagePlanAtStart.resumed(pageFolder, page, out);
                if (plan.aaPage() != asAa) {
                    throw new ScenarioException("--resume " + pageFolder + " is " + (plan.aaPage() ? "an A/A page: "
                            + "resume it with --aa=true" : "not an A/A page: resume it without --aa"));
                }
            } else {
                Duration total = parseBudget();
                List<PagePlanner.Candidate> candidates = new ArrayList<>();
                for (PageEntry entry : page.entries()) {
                    candidates.add(new PagePlanner.Candidate(entry, asRunWouldRunIt(scenarios.get(entry.scenario()), out)));
                }
                plan = PagePlanAtStart.made(page, candidates, total, commandAsTyped(),
                        varianceFolders(), out);
                if (asAa) {
                    plan = plan.asAa();
                }
                ResultsDirCheck.check(run.resultsRoot());
                // an A/A page never shares a folder with the page it checks
                pageFolder = ResultsFolder.create(run.resultsRoot(), page.page() + (asAa ? "-aa" : ""),
                        LocalDateTime.now());
                plan.writeTo(pageFolder);
            }
        } catch (ScenarioException | InvalidTreatmentException | ResultsException e) {
            err.println("meshbench run-page: " + e.getMessage());
            return Commands.BAD_INPUT;
        } catch (RuntimeException e) {
            return Commands.failure("meshbench run-page", e, new java.io.PrintWriter(err, true));
        }
        out.println("Page folder: " + pageFolder);
        PageCtrlC ctrlC = new PageCtrlC();
        try {
            int exit = new PageRunner(page, pageFolder, entry -> scenarios.get(entry.scenario()),
                    new InProcessRun(passedOn), out, ctrlC::stopping).run(plan);
            if (exit != Commands.INTERRUPTED && !ctrlC.stopping()) {
                int pageExit = writePage(pageFolder, run.marginsText(), run.falseDiscoveryControl(),
                        given(aaFrom) ? absolute(aaFrom) : null, out);
                if (pageExit != Commands.OK) {
                    // the runs are done and kept: the page alone is missing, and the run must not end as if whole
                    err.println("meshbench run-page: the page was not written (meshbench page exited " + pageExit
                            + ", its reason above); every scenario's results are kept in " + pageFolder
                            + ": fix what it names, then run `meshbench page " + pageFolder + "`");
                    exit = exit == Commands.OK ? Commands.RUNS_FAILED : exit;
                }
            }
            out.println("Page folder: " + pageFolder + " (page-plan.json holds each scenario's status)");
            return exit;
        } catch (RuntimeException e) {
            return Commands.failure("meshbench run-page", e, new java.io.PrintWriter(err, true));
        } finally {
            ctrlC.close();
        }
    }

    /**
     * page.md and page.html from the page folder, by {@code meshbench page} with the run's {@code --margins} and
     * {@code --fdr}; returns its exit code (a failed scenario does not stop it: the page says what is missing).
     */
    private static int writePage(Path pageFolder, String margins, boolean fdr, Path aaFrom, PrintStream out) {
        List<String> command = new ArrayList<>(List.of("page", pageFolder.toString()));
        if (aaFrom != null) {
            command.add("--aa-from=" + aaFrom);
        }
        if (margins != null) {
            command.add("--margins=" + margins);
        }
        if (fdr) {
            command.add("--fdr");
        }
        String[] args = command.toArray(String[]::new);
        out.println();
        out.println("meshbench " + String.join(" ", command));
        return MeshBench.commandLine(args).execute(args);
    }

    /**
     * The scenario as {@code run} would run it here: checked against this machine (JMeter, jars, Sermant, Envoy) and
     * without the optional treatments whose agent is not given; a mistake fails now, before any scenario runs.
     */
    private Scenario asRunWouldRunIt(Scenario scenario, PrintStream out) {
        BenchmarkSettings settings = run.settings("run-page", null);
        Scenario withOtherRelease = PagePlanner.Candidate.withOtherRelease(scenario, settings.sermantHome(),
                given(run.sermantCompareHome) ? absolute(run.sermantCompareHome) : null);
        return Benchmark.prepare(withOtherRelease, settings, folder -> null, out).plan().scenario();
    }

    /** --aa-from names an A/A page, and this run is not one: refused before anything runs, naming what to give. */
    private void checkAaFrom(boolean asAa) {
        if (!given(aaFrom)) {
            return;
        }
        if (asAa) {
            throw new ResultsException("--aa-from=" + aaFrom + ": an A/A page is not judged against another; leave "
                    + "--aa-from out of an --aa=true run");
        }
        Path folder = absolute(aaFrom);
        if (!java.nio.file.Files.isRegularFile(io.meshbench.results.format.PagePlan.file(folder))
                || !io.meshbench.results.format.PagePlan.read(folder).aaPage()) {
            throw new ResultsException("--aa-from=" + aaFrom + ": " + folder + " holds no A/A page (a page-plan.json "
                    + "with \"aa\": true); give the folder of a page run with --aa=true (-Dpage.aa=true)");
        }
    }

    /** --variance-from's folders, each made absolute; empty when it is not given. */
    private List<Path> varianceFolders() {
        return Arrays.stream(varianceFrom.split(",")).map(String::strip).filter(folder -> !folder.isEmpty())
                .map(OptionText::absolute).toList();
    }

    private Duration parseBudget() {
        String text = given(budget) ? budget : DEFAULT_BUDGET;
        Duration parsed;
        try {
            parsed = Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException("--budget: '" + text + "' is not a duration: write e.g. 90m, 180m or 3h");
        }
        if (parsed.toSeconds() < 60 || parsed.compareTo(Duration.ofDays(7)) > 0) {
            throw new ScenarioException("--budget: " + text + " must be from 1m to a week, e.g. --budget 90m");
        }
        return parsed;
    }

    private String commandAsTyped() {
        return given(command) ? command
                : ReproduceCommand.from(spec.commandLine().getParseResult().originalArgs());
    }
}
