package io.meshbench.harness.cli;

import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.Gates;
import java.io.PrintWriter;
import java.nio.file.Path;
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
@Command(name = GateCommand.NAME, mixinStandardHelpOptions = true,
        description = "Checks overhead budgets against a benchmark folder's report.json: exit 1 when a treated "
                + "delta exceeds its budget beyond its spread (docs/cli.md, \"Overhead gates\").")
public final class GateCommand implements Callable<Integer> {

    public static final String NAME = "gate";

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
            Gates.Budgets budgets = Gates.parse(gate, gateFile);
            if (budgets.isEmpty()) {
                throw new ResultsException("--gate: no budget given; give --gate \"p99 < +2ms, ...\" or --gate-file FILE.");
            }
            return Gates.outcome(folder, budgets, junit, out, gateFile.isBlank() ? null : Path.of(gateFile));
        } catch (RuntimeException e) {
            return Commands.failure(spec.qualifiedName(), e, err);
        } finally {
            err.flush();
            out.flush();
        }
    }
}
