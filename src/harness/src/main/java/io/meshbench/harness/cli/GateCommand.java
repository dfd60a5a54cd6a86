package io.meshbench.harness.cli;

import io.meshbench.results.ResultsException;
import io.meshbench.results.cli.CommandOutcome;
import io.meshbench.results.cli.ExitCode;
import io.meshbench.results.gate.Budget;
import io.meshbench.results.gate.BudgetParser;
import io.meshbench.results.gate.Gate;
import io.meshbench.results.gate.GateCheck;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code meshbench gate <results folder> --gate "p99 < +2ms, ..."}: fails (exit 1) when a treated delta in the
 * folder's report.json exceeds a budget beyond its spread. Reads report.json only, so it works on results made
 * elsewhere.
 */
@Command(name = "gate", mixinStandardHelpOptions = true,
        description = "Checks overhead budgets against a benchmark folder's report.json: exit 1 when a treated "
                + "delta exceeds its budget beyond its spread (docs/cli.md, \"Overhead gates\").")
public final class GateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<results folder>", description = "A benchmark folder holding report.json")
    Path folder;

    @Option(names = "--gate", paramLabel = "BUDGETS",
            description = "Comma-separated budgets, e.g. \"p99 < +2ms, cpu < +5pp, throughput > -1%%\"")
    String gate = "";

    @Option(names = "--gate-file", paramLabel = "FILE", description = "A file of budgets, one or more per line, # comments")
    String gateFile = "";

    @Option(names = "--junit", paramLabel = "FILE", description = "Write JUnit XML: one test case per budget, treatment and level")
    Path junit;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        try {
            List<Budget> budgets = BudgetParser.parseOptions(gate, gateFile);
            if (budgets.isEmpty()) {
                throw new ResultsException("--gate: no budget given; give --gate \"p99 < +2ms, ...\" or --gate-file FILE.");
            }
            List<GateCheck> checks = Gate.apply(folder, budgets, junit, gateFile.isBlank() ? null : Path.of(gateFile));
            Gate.print(checks, out);
            return Gate.passed(checks) ? ExitCode.OK : ExitCode.RUNS_FAILED;
        } catch (RuntimeException e) {
            return CommandOutcome.failure(spec.qualifiedName(), e, err);
        } finally {
            err.flush();
            out.flush();
        }
    }
}
