package io.meshbench.results.gate;

import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.OutputTarget;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * An overhead gate on a benchmark folder: its report.json's deltas against budgets, optionally as JUnit XML. Used by
 * {@code meshbench gate} and by {@code meshbench run --gate}.
 */
public final class Gate {

    private Gate() {
    }

    /**
     * Checks {@code budgets} against {@code folder}'s report.json and writes {@code junit} when it is not null.
     *
     * @return every check, one per budget, treatment and level
     */
    public static List<GateCheck> apply(Path folder, List<Budget> budgets, Path junit) {
        return apply(folder, budgets, junit, new Path[0]);
    }

    /** The same; {@code junit} may not be {@code inputs} (the budget file) nor the report.json read. */
    public static List<GateCheck> apply(Path folder, List<Budget> budgets, Path junit, Path... inputs) {
        if (junit != null) {
            OutputTarget.check("--junit", junit, inputs);
            OutputTarget.check("--junit", junit, BenchmarkFolderLayout.reportJson(folder));
        }
        GateInput input = GateInput.read(folder);
        List<GateCheck> checks = GateEvaluator.evaluate(budgets, input);
        if (junit != null) {
            JUnitGateReport.write(junit, input.scenario(), checks, withReport(inputs, folder));
        }
        return checks;
    }

    private static Path[] withReport(Path[] inputs, Path folder) {
        Path[] all = java.util.Arrays.copyOf(inputs, inputs.length + 1);
        all[inputs.length] = BenchmarkFolderLayout.reportJson(folder);
        return all;
    }

    /** Whether every budget was kept everywhere (a budget the report cannot show kept is not). */
    public static boolean passed(List<GateCheck> checks) {
        return checks.stream().allMatch(GateCheck::passed);
    }

    /** One line per check, the failing ones marked, then a count. */
    public static void print(List<GateCheck> checks, PrintWriter out) {
        for (GateCheck check : checks) {
            String mark = switch (check.verdict()) {
                case KEPT -> "ok     ";
                case BROKEN -> "BROKEN ";
                case NOT_MEASURED -> "UNKNOWN";
            };
            out.println("gate " + mark + " " + check.message());
        }
        long failed = checks.stream().filter(check -> !check.passed()).count();
        out.println("gate: " + (failed == 0 ? "passed" : "FAILED") + ", " + (checks.size() - failed) + " of "
                + checks.size() + " checks kept their budget");
        out.flush();
    }
}
