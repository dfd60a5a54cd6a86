package io.meshbench.harness.cli;

import io.meshbench.harness.benchmark.Benchmark;
import io.meshbench.harness.benchmark.ResultsFolder;
import io.meshbench.harness.benchmark.page.MachineEstimate;
import io.meshbench.harness.benchmark.page.PageBudgetException;
import io.meshbench.harness.benchmark.page.PageEntry;
import io.meshbench.harness.benchmark.page.PageFile;
import io.meshbench.harness.benchmark.page.PageFileLoader;
import io.meshbench.harness.benchmark.page.PagePlanFile;
import io.meshbench.harness.benchmark.page.PagePlanner;
import io.meshbench.harness.benchmark.page.PlanTable;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.treatment.InvalidTreatmentException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.Reports;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code meshbench run-page <page.yaml>}: every scenario of a page (e.g. Sermant's benchmark page), sized to a time
 * budget, each run through {@code meshbench run} into {@code results/<page>/<timestamp>/<scenario>/}, resumable.
 * Every option takes text and an empty value means "not given", as {@code run}'s do (the Maven profile passes all).
 */
@Command(name = "run-page", mixinStandardHelpOptions = true,
        description = "Runs every scenario of a page file, sized to a time budget; --resume continues a stopped one.")
public final class RunPageCommand implements Callable<Integer> {

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

    @Option(names = "--results-dir", paramLabel = "DIR", description = "Where results/<page>/<timestamp>/ goes (default: results)")
    String resultsDir = "";

    @Option(names = "--jmeter-home", paramLabel = "DIR", description = "Passed on to run")
    String jmeterHome = "";

    @Option(names = "--services-dir", paramLabel = "DIR", description = "Passed on to run")
    String servicesDir = "";

    @Option(names = "--sermant-home", paramLabel = "DIR", description = "An unpacked Sermant release, passed on to run")
    String sermantHome = "";

    @Option(names = "--sermant-compare-home", paramLabel = "DIR", description = "A second Sermant release to compare "
            + "against, passed on to run (when run takes it)")
    String sermantCompareHome = "";

    @Option(names = "--agent", paramLabel = "JAR", description = "Passed on to run (javaagent treatments, e.g. start-up's)")
    String agent = "";

    @Option(names = "--agent-args", paramLabel = "STR", description = "Passed on to run")
    String agentArgs = "";

    @Option(names = "--envoy", paramLabel = "FILE", description = "Passed on to run (the xDS scenarios' sidecar)")
    String envoy = "";

    @Option(names = "--wait-quiet", paramLabel = "DUR", description = "Passed on to run: before each run, wait for a quiet machine")
    String waitQuiet = "";

    @Option(names = "--percentiles", paramLabel = "DEF", description = "Passed on to run")
    String percentiles = "";

    @Option(names = "--no-wait", description = "Passed on to run: exit 2 at once when another benchmark holds the machine")
    boolean noWait;

    @Option(names = "--command", paramLabel = "STR", description = "The command to record in page-plan.json")
    String command = "";

    private final AtomicBoolean stopping = new AtomicBoolean();
    /** The thread running the page, interrupted on Ctrl-C so that a wait for the machine lock ends at once. */
    private volatile Thread pageThread;
    private final CountDownLatch done = new CountDownLatch(1);

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
            passedOn = passedOn();
            page = new PageFileLoader().load(pageFile.toAbsolutePath());
            ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
            for (PageEntry entry : page.entries()) {
                scenarios.put(entry.scenario(), loader.load(entry.file()));
            }
            if (given(resume)) {
                pageFolder = absolute(resume);
                plan = PagePlanFile.readFrom(pageFolder);
                requireSamePage(plan, page);
                out.println("Resuming page " + plan.page() + " in " + pageFolder + " (the plan is read back, not made again)");
                out.print(PlanTable.of(plan));
            } else {
                Duration total = parseBudget();
                List<PagePlanner.Candidate> candidates = new ArrayList<>();
                for (PageEntry entry : page.entries()) {
                    candidates.add(new PagePlanner.Candidate(entry, asRunWouldRunIt(scenarios.get(entry.scenario()), out)));
                }
                PagePlanner.Plan made;
                try {
                    made = new PagePlanner(MachineEstimate.here()).plan(page.page(), candidates, total);
                } catch (PageBudgetException e) {
                    out.println("At every floor the page would be:");
                    out.print(PlanTable.of(PagePlanFile.of(e.atFloors(), commandAsTyped())));
                    throw e;
                }
                plan = PagePlanFile.of(made, commandAsTyped());
                out.print(PlanTable.of(plan));
                made.steps().forEach(step -> out.println("  " + step));
                ResultsDirCheck.check(absolute(given(resultsDir) ? resultsDir : "results"));
                pageFolder = ResultsFolder.create(absolute(given(resultsDir) ? resultsDir : "results"), page.page(),
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
        pageThread = Thread.currentThread();
        Thread onCtrlC = new Thread(this::stopAndWait, "meshbench-run-page-interrupt");
        Runtime.getRuntime().addShutdownHook(onCtrlC);
        try {
            int exit = new PageRunner(page, pageFolder, entry -> scenarios.get(entry.scenario()),
                    new InProcessRun(passedOn), out, stopping::get).run(plan);
            if (exit != Commands.INTERRUPTED && !stopping.get()) {
                writePage(pageFolder, out);
            }
            out.println("Page folder: " + pageFolder + " (page-plan.json holds each scenario's status)");
            return exit;
        } catch (RuntimeException e) {
            return Commands.failure("meshbench run-page", e, new java.io.PrintWriter(err, true));
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onCtrlC);
            } catch (IllegalStateException alreadyShuttingDown) {
                // the hook is running: `done` lets it return
            }
        }
    }

    /**
     * page.md and page.html from the page folder, by {@code meshbench page} (its exit code does not change the page
     * run's: a failed scenario already made it 1, and the page says what is missing).
     */
    private static void writePage(Path pageFolder, PrintStream out) {
        String[] args = {"page", pageFolder.toString()};
        out.println();
        out.println("meshbench page " + pageFolder);
        MeshBench.commandLine(args).execute(args);
    }

    /**
     * The scenario as {@code run} would run it here: checked against this machine (JMeter, jars, Sermant, Envoy) and
     * without the optional treatments whose agent is not given; a mistake fails now, before any scenario runs.
     */
    private Scenario asRunWouldRunIt(Scenario scenario, PrintStream out) {
        return Benchmark.prepare(scenario, runSettings().settings(), folder -> null, out).plan().scenario();
    }

    /** The settings {@code run} derives from the same options, made by {@code run}'s own code. */
    private RunCommand runSettings() {
        RunCommand run = new RunCommand();
        run.jmeterHome = jmeterHome;
        run.servicesDir = servicesDir;
        run.resultsDir = resultsDir;
        run.sermantHome = sermantHome;
        run.agent = agent;
        run.agentArgs = agentArgs;
        run.envoy = envoy;
        run.command = "run-page";
        return run;
    }

    /** The options every scenario's {@code run} gets: those given here, by {@code run}'s own names. */
    private List<String> passedOn() {
        List<String> options = new ArrayList<>();
        addIfGiven(options, "--jmeter-home", jmeterHome);
        addIfGiven(options, "--services-dir", servicesDir);
        addIfGiven(options, "--results-dir", resultsDir);
        addIfGiven(options, "--sermant-home", sermantHome);
        addIfGiven(options, "--agent", agent);
        addIfGiven(options, "--agent-args", agentArgs);
        addIfGiven(options, "--envoy", envoy);
        addIfGiven(options, "--wait-quiet", waitQuiet);
        addIfGiven(options, "--percentiles", percentiles);
        if (noWait) {
            options.add("--no-wait");
        }
        if (given(sermantCompareHome)) {
            if (!runTakes("--sermant-compare-home")) {
                throw new ScenarioException("--sermant-compare-home: `meshbench run` of this build does not take it "
                        + "yet; leave it out");
            }
            options.add("--sermant-compare-home=" + sermantCompareHome);
        }
        return options;
    }

    private static boolean runTakes(String option) {
        return MeshBench.commandLine(new String[] {"run"}).getSubcommands().get("run").getCommandSpec()
                .findOption(option) != null;
    }

    private static void addIfGiven(List<String> options, String name, String value) {
        if (given(value)) {
            options.add(name + "=" + value);
        }
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

    private static void requireSamePage(PagePlanFile plan, PageFile page) {
        if (!plan.page().equals(page.page())) {
            throw new ScenarioException("--resume: its page-plan.json is page " + plan.page() + ", not " + page.page()
                    + " (" + page.file() + "): give the page file it was made from");
        }
        for (PagePlanFile.Entry entry : plan.scenarios()) {
            if (page.entry(entry.scenario()).isEmpty()) {
                throw new ScenarioException("--resume: page-plan.json lists scenario " + entry.scenario() + ", which "
                        + page.file() + " no longer has: give the page file the plan was made from");
            }
        }
        if (!Files.isDirectory(page.file().getParent())) {
            throw new ScenarioException("--resume: " + page.file() + " is not in a folder");
        }
    }

    private String commandAsTyped() {
        return given(command) ? command
                : ReproduceCommand.from(spec.commandLine().getParseResult().originalArgs());
    }

    /**
     * On Ctrl-C: no next scenario starts; the running one's own hook stops it, and a run still waiting for the machine
     * lock is interrupted (it starts nothing). Wait for the page to write its file.
     */
    private void stopAndWait() {
        stopping.set(true);
        Thread thread = pageThread;
        if (thread != null) {
            thread.interrupt();
        }
        try {
            done.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException ignored) {
            // the JVM is going down anyway
        }
    }

    private static Path absolute(String path) {
        return Path.of(path).toAbsolutePath().normalize();
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }
}
