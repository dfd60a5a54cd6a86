package io.meshbench.harness.cli;

import static io.meshbench.harness.cli.OptionText.absolute;
import static io.meshbench.harness.cli.OptionText.absoluteOrNull;
import static io.meshbench.harness.cli.OptionText.given;

import io.meshbench.harness.benchmark.Benchmark;
import io.meshbench.harness.benchmark.BenchmarkOutcome;
import io.meshbench.harness.benchmark.BenchmarkSettings;
import io.meshbench.harness.benchmark.OlderReleaseTreatments;
import io.meshbench.harness.benchmark.ReportWriter;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.Gates;
import io.meshbench.results.api.Reports;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.harness.scenario.AaCheck;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.treatment.InvalidTreatmentException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import io.meshbench.harness.duet.RunMode;
import io.meshbench.harness.machine.LockOwner;
import io.meshbench.harness.machine.MachineBusyException;
import io.meshbench.harness.machine.MachineLock;
import io.meshbench.harness.machine.QuietMachine;
import io.meshbench.harness.sampler.ForeignCpuMeter;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code meshbench run <scenario.yaml>}: the A/B loop. Every option takes text, and an empty value means "not given",
 * because the Maven profiles pass every option whether the user set it or not.
 */
@Command(name = RunCommand.NAME, mixinStandardHelpOptions = true,
        description = "Runs a scenario: every treatment at every level, rounds rotated, then the report.")
public final class RunCommand implements Callable<Integer> {

    public static final String NAME = "run";

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "The scenario file, e.g. scenarios/quickstart.yaml")
    Path scenarioFile;

    /** The options run-page takes too and passes on (where the tools are, --results-dir, --percentiles ...). */
    @Mixin
    SharedRunOptions shared = new SharedRunOptions();

    @Option(names = "--benchmark-dir", paramLabel = "DIR", description = "Write the benchmark into exactly this folder "
            + "(new or empty) instead of a new <results-dir>/<scenario>/<timestamp>/; `meshbench page` uses it")
    String benchmarkDir = "";

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the benchmark in this folder (one a "
            + "stopped or failed run wrote, same scenario and options): runs whose run.json says ok are kept, the "
            + "others run again, an earlier attempt's folder moved to superseded/<n>/; with --rounds above the folder's, the "
            + "added rounds run too (capacity-relative levels at the rates its probe recorded)")
    String resume = "";

    @Option(names = "--targets", paramLabel = "FILE", description = "Remote mode: the topology is already deployed "
            + "(e.g. a Kubernetes cluster); FILE names per treatment the base URL of each service. Nothing is started "
            + "or stopped; services are sampled over HTTP (docs/remote.md)")
    String targets = "";

    /** The options that override the scenario file (--duration ... --error-threshold), in a class of their own. */
    @Mixin
    ScenarioOverrideOptions overrideOptions = new ScenarioOverrideOptions();

    @Option(names = "--aa-check", paramLabel = "BOOL", description = "true: deploy the baseline a second time as a treatment; its deltas are the noise floor the report marks treated deltas against")
    String aaCheck = "";

    @Option(names = "--as-aa", paramLabel = "BOOL", description = "true: every treatment replaced by the baseline deployed again under its name (an A/A page's run): every delta is what no effect looks like")
    String asAa = "";

    @Option(names = "--mode", paramLabel = "MODE", description = "sequential (default) or duet: the baseline and each treatment deployed side by side and loaded by one JMeter at once, compared second by second with confidence intervals")
    String mode = "";

    @Option(names = "--gate", paramLabel = "BUDGETS", description = "Overhead budgets checked after the report, e.g. \"p99 < +2ms, cpu < +5pp\": exit 1 and gate-junit.xml in the benchmark folder (as `meshbench gate`)")
    String gate = "";

    @Option(names = "--gate-file", paramLabel = "FILE", description = "A file of budgets, one or more per line (with or instead of --gate)")
    String gateFile = "";

    @Option(names = "--command", paramLabel = "STR", description = "The command to record in meta.json as the way to reproduce this benchmark")
    String command = "";

    /** Counted down when {@link #call} is done, so a Ctrl-C hook waits exactly as long as the benchmark needs. */
    private final CountDownLatch done = new CountDownLatch(1);

    @Override
    public Integer call() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        Benchmark benchmark;
        Gates.Budgets budgets;
        String scenarioName;
        try {
            budgets = Gates.parse(gate, gateFile);
            String definition = shared.percentileDefinition();
            String margins = shared.marginsText();
            boolean fdr = shared.falseDiscoveryControl();
            java.time.Duration quietFor = shared.quietFor();
            ResultsDirCheck.check(settings().resultsRoot());
            if (given(benchmarkDir)) {
                ResultsDirCheck.checkBenchmarkDir(absolute(benchmarkDir));
            }
            Scenario scenario = new ScenarioLoader(Reports.tableNames(), Reports::marginProblem).load(scenarioFile.toAbsolutePath(),
                    overrideOptions.overrides());
            if (RunMode.parse(mode) == RunMode.DUET && scenario.plan().engines().independent()) {
                throw new ScenarioException("--engines " + scenario.plan().engines().count() + ": duet mode loads both "
                        + "sides from one JMeter plan of its own; give --engines 1 (or leave engines out), or run "
                        + "--mode sequential");
            }
            if (given(shared.sermantCompareHome) && given(targets)) {
                throw new ScenarioException("--sermant-compare-home starts the second release's deployments itself; "
                        + "it cannot run with --targets (a deployed topology): leave one of them out");
            }
            scenario = OlderReleaseTreatments.addTo(scenario, settings().sermantHome(),
                    absoluteOrNull(shared.sermantCompareHome));
            if (AaCheck.parse(aaCheck)) {
                scenario = AaCheck.addTo(scenario);
            }
            if (AaCheck.parse("--as-aa", asAa)) { // after the A/A check, whose twin stays the report's A/A floor
                scenario = AaCheck.standInsFor(scenario);
            }
            benchmark = Benchmark.prepare(scenario, settings(), reportWriter(out, definition, margins, fdr), out);
            if (given(benchmarkDir)) {
                benchmark.intoFolder(absolute(benchmarkDir));
            }
            if (RunMode.parse(mode) == RunMode.DUET) {
                benchmark.inDuetMode();
            }
            if (given(resume)) {
                if (given(benchmarkDir)) {
                    throw new ScenarioException("--resume names the benchmark folder to continue; leave out "
                            + "--benchmark-dir");
                }
                benchmark.resuming(absolute(resume));
            }
            if (quietFor != null) {
                benchmark.waitingForQuiet(new QuietMachine(quietFor, new ForeignCpuMeter()::nextSecond, out));
            }
            scenarioName = scenario.name();
        } catch (ScenarioException | InvalidTreatmentException | ResultsException e) {
            err.println("meshbench run: " + e.getMessage());
            return Commands.BAD_INPUT;
        } catch (RuntimeException e) {
            return Commands.failure("meshbench run", e, new java.io.PrintWriter(err, true));
        }
        MachineLock lock;
        try {
            lock = MachineLock.forRun(MachineLock.defaultFile(), LockOwner.me("run", scenarioName, null),
                    settings().targetsFile(), !shared.noWait, out);
        } catch (MachineBusyException e) {
            err.println("meshbench run: " + e.getMessage());
            return Commands.BAD_INPUT;
        } catch (InterruptedException e) {
            err.println("meshbench run: interrupted while waiting for the machine lock; nothing started");
            return Commands.INTERRUPTED;
        } catch (RuntimeException e) {
            return Commands.failure("meshbench run", e, new java.io.PrintWriter(err, true));
        }
        try (lock) {
            return runHoldingTheLock(benchmark, budgets, out, err);
        }
    }

    /** The benchmark, the report and the gate, with the machine to itself. */
    private int runHoldingTheLock(Benchmark benchmark, Gates.Budgets budgets, PrintStream out, PrintStream err) {
        Thread stopOnCtrlC = new Thread(() -> stopAndWait(benchmark), "meshbench-run-interrupt");
        Runtime.getRuntime().addShutdownHook(stopOnCtrlC);
        try (RunCtrlC ctrlC = new RunCtrlC(benchmark, out)) {
            BenchmarkOutcome outcome = benchmark.run();
            outcome.abortedBecause().filter(why -> !outcome.stoppedOnCtrlC())
                    .ifPresent(why -> err.println("meshbench run: stopped early: " + why));
            if (outcome.failedRuns() > 0) {
                err.println("meshbench run: " + outcome.failedRuns() + " run(s) failed; see their run.json under " + outcome.folder());
            }
            if (outcome.report().isEmpty()) {
                err.println("meshbench run: no report was written; the runs are in " + outcome.folder());
            }
            if (outcome.stoppedOnCtrlC()) {
                err.println("meshbench run: stopped on Ctrl-C after a finished run; continue with --resume "
                        + outcome.folder());
                return Commands.INTERRUPTED;
            }
            int gate = budgets.isEmpty() || outcome.report().isEmpty() ? Commands.OK
                    : applyGate(outcome.folder(), budgets, out);
            return !outcome.succeeded() ? Commands.RUNS_FAILED : gate;
        } catch (InterruptedException e) {
            err.println("meshbench run: interrupted; every process stopped, files written so far kept");
            return Commands.INTERRUPTED;
        } catch (RuntimeException e) {
            // e.g. the results folder cannot be created or written after all: one line, never a stack trace
            return Commands.failure("meshbench run", e, new java.io.PrintWriter(err, true));
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnCtrlC);
            } catch (IllegalStateException alreadyShuttingDown) {
                // the hook is running: `done` lets it return
            }
        }
    }

    /**
     * The gate on the report just written, its JUnit XML in the benchmark folder, as an exit code: OK, RUNS_FAILED
     * when a budget broke, GATE_UNDECIDED when none broke but some could not be decided.
     */
    private static int applyGate(Path folder, Gates.Budgets budgets, PrintStream out) {
        try {
            return Gates.outcome(folder, budgets, BenchmarkFolderLayout.gateJunit(folder),
                    new java.io.PrintWriter(out, true));
        } catch (ResultsException e) {
            // e.g. every run failed, so the report compares nothing: the gate cannot pass
            out.println("gate: FAILED, not checked: " + e.getMessage());
            return Commands.RUNS_FAILED;
        }
    }

    /** On Ctrl-C: stop the benchmark, which stops its run and writes run.json, and give it the time to. */
    private void stopAndWait(Benchmark benchmark) {
        if (done.getCount() == 0) {
            return;
        }
        benchmark.requestStop();
        try {
            done.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException ignored) {
            // the JVM is going down anyway
        }
    }

    /** The benchmark's settings, every path absolute (SharedRunOptions), with this command's own. */
    BenchmarkSettings settings() {
        return shared.settings(given(command) ? command : reconstructedCommand(), absoluteOrNull(targets));
    }

    private String reconstructedCommand() {
        return ReproduceCommand.from(spec.commandLine().getParseResult().originalArgs());
    }

    /**
     * The results engine writes report.md and report.json into the benchmark folder, judged against {@code margins}
     * (over the scenario file's) with or without false-discovery control; the report is printed.
     */
    private static ReportWriter reportWriter(PrintStream out, String percentiles, String margins, boolean fdr) {
        return folder -> {
            Reports.Written report = Reports.write(folder, percentiles, margins, fdr);
            report.warnings().forEach(warning -> out.println("report warning: " + warning));
            out.println();
            out.println(report.markdown());
            return BenchmarkFolderLayout.reportMd(folder);
        };
    }
}
