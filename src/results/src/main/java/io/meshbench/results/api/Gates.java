package io.meshbench.results.api;

import io.meshbench.results.gate.Budget;
import io.meshbench.results.gate.BudgetParser;
import io.meshbench.results.gate.Gate;
import io.meshbench.results.gate.GateCheck;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** Overhead budgets ("p99 < +2ms") kept or broken by a benchmark folder's report.json. */
public final class Gates {

    private Gates() {
    }

    /** The budgets of {@code --gate} and {@code --gate-file}, parsed (so a typo fails before the first run). */
    public static final class Budgets {
        private final List<Budget> budgets;

        private Budgets(List<Budget> budgets) {
            this.budgets = List.copyOf(budgets);
        }

        public boolean isEmpty() {
            return budgets.isEmpty();
        }
    }

    /** @throws io.meshbench.results.ResultsException naming the option or file line that is no budget */
    public static Budgets parse(String gate, String gateFile) {
        return new Budgets(BudgetParser.parseOptions(gate, gateFile));
    }

    /**
     * Checks {@code budgets} against {@code folder}'s report.json, writes {@code junit} when it is not null (it may be
     * none of {@code inputs}) and prints every check to {@code out}.
     *
     * @return whether every budget was kept everywhere
     */
    public static boolean check(Path folder, Budgets budgets, Path junit, PrintWriter out, Path... inputs) {
        return outcome(folder, budgets, junit, out, inputs) == Commands.OK;
    }

    /**
     * As {@link #check}, as an exit code: {@link Commands#OK} every budget kept, {@link Commands#GATE_UNDECIDED} some
     * undecided and none broken, {@link Commands#RUNS_FAILED} one broken (or not measured).
     */
    public static int outcome(Path folder, Budgets budgets, Path junit, PrintWriter out, Path... inputs) {
        List<GateCheck> checks = Gate.apply(folder, budgets.budgets, junit, inputs);
        Gate.print(checks, out);
        return Gate.passed(checks) ? Commands.OK : Gate.undecided(checks) ? Commands.GATE_UNDECIDED
                : Commands.RUNS_FAILED;
    }
}
