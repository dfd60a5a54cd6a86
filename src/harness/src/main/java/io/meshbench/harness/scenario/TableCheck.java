package io.meshbench.harness.scenario;

import java.util.HashSet;
import java.util.Set;
import java.util.SortedSet;

/** Checks the report tables a scenario names, and its margins. */
final class TableCheck {
    private final ScenarioProblems problems;

    TableCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    /** Each table names a report template; a typo would otherwise only fail after the last run. */
    void check(Scenario scenario, SortedSet<String> reportTables) {
        SortedSet<String> available = reportTables;
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < scenario.report().tables().size(); i++) {
            String table = scenario.report().tables().get(i);
            if (!available.contains(table)) {
                problems.add("tables[" + i + "]", ": '" + table + "' is not a report table; use one of " + available
                        + " (or add report-templates/" + table + ".md.ftl)");
            } else if (!seen.add(table)) {
                problems.add("tables[" + i + "]", ": '" + table + "' is listed twice");
            }
        }
    }

    /**
     * Each margin is a known figure with a positive number in its delta's unit ({@code problem}: the results' own
     * check, figure and value to a sentence or null), so a typo fails before the first run, naming its line.
     */
    void checkMargins(Scenario scenario, java.util.function.BiFunction<String, String, String> problem) {
        scenario.report().margins().forEach((figure, value) -> {
            String wrong = problem.apply(figure, value);
            if (wrong != null) {
                problems.add("margins." + figure, ": " + wrong);
            }
        });
    }
}
