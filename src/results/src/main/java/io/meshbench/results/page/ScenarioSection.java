package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.format.PagePlan;
import java.util.ArrayList;
import java.util.List;

/**
 * One scenario's part of the page: how it was run (command, environment, agents, baseline), then its tables under
 * load, its memory and at rest; a scenario without report.json gets one line saying why it was not run.
 */
final class ScenarioSection {

    private ScenarioSection() {
    }

    static void write(PageDocument page, PagePlan.Scenario scenario, PageSection section, ScenarioReport report,
                      PageVerdicts verdicts) {
        page.line("### " + PageText.cell(scenario.scenario()));
        page.line("");
        if (report == null) {
            page.line("Not run: " + PageText.cell(scenario.reason() == null
                    ? "its folder holds no report.json (status " + scenario.status() + ")"
                    : PublishedCommand.withinPage(scenario.reason(), scenario.folderOrName())) + ".");
            page.line("");
            return;
        }
        howItRan(page, scenario, report);
        verdicts = verdicts.of(scenario);
        List<JsonNode> loaded = new ArrayList<>();
        List<JsonNode> atRest = new ArrayList<>();
        boolean startup = section.columns() == PageColumn.STARTUP;
        for (JsonNode comparison : report.comparisons()) {
            // a start-up is measured without load, so its comparisons are "at rest", but its table is the start-up one
            if (startup) {
                loaded.add(ApplicationStartupCell.completed(report, comparison));
            } else {
                (comparison.path("atRest").asBoolean(false) ? atRest : loaded).add(comparison);
            }
        }
        String name = scenario.scenario();
        boolean shown = !loaded.isEmpty() || !atRest.isEmpty();
        if (section.key().equals("mq-tag-transmission")) {
            shown |= mqJobs(page, name, report, verdicts);
        }
        if (!loaded.isEmpty()) {
            DuetCells duet = DuetCells.of(report); // a duet benchmark's paired CPU and latency cells, if any
            TableScope scope = TableScope.of(section, report);
            PageTable table = PageTable.of(loaded, section.columns(), duet, verdicts, scope);
            page.table(name, table);
            if (scope.loadShaped()) {
                page.line(TableScope.LOAD_SHAPED_NOTE);
                page.line("");
            }
            summaries(page, table, scenario);
            calibration(page, CalibrationCheck.lines(report, loaded, table, duet));
            String duetNote = duet.note(section.columns());
            if (duetNote != null) {
                page.line(duetNote);
                page.line("");
            }
            checked(page, report, startup ? "startup" : "loaded");
            SidecarShare.write(page, report, verdicts); // a sidecar treatment's pod taken apart; nothing without one
            if (!startup) {
                PageTable memory = PageTable.of(loaded, PageColumn.MEMORY, DuetCells.NONE, verdicts, scope);
                if (memory.rows().stream().anyMatch(row -> row.cells().stream().anyMatch(c -> !c.equals("—")))) {
                    page.line("Memory under load, Sermant's total memory and RSS beside it:");
                    page.line("");
                    page.table(name + ": memory", memory);
                    summaries(page, memory, scenario);
                    checked(page, report, "memory");
                    HeapPhaseNote.lines(loaded).forEach(note -> {
                        page.line(note);
                        page.line("");
                    });
                }
            }
        }
        if (!atRest.isEmpty()) {
            page.line(section.atRestColumns().contains(PageColumn.CPU) ? "CPU and memory at rest (no load):"
                    : "Memory at rest (no load):");
            page.line("");
            PageTable rest = PageTable.of(atRest, section.atRestColumns(), verdicts);
            page.table(name + ": at rest", rest);
            summaries(page, rest, scenario);
            checked(page, report, "at-rest");
        }
        aaNote(page, scenario, verdicts);
        if (!shown) {
            page.line("No treatment was compared with the baseline (see the plugins below and the scenario's "
                    + "report.md).");
            page.line("");
        }
    }

    /** What the cells judged against the A/A page rest on, or why none of this scenario's were. */
    private static void aaNote(PageDocument page, PagePlan.Scenario scenario, PageVerdicts verdicts) {
        AaSpreads spreads = verdicts.spreads();
        if (spreads.shownAs() == null) {
            return;
        }
        if (verdicts.judgedAgainstAa(scenario.scenario())) {
            page.line("Cells marked \"A/A spread of N cells\" have fewer rounds than an interval of their own needs "
                    + "and are judged against the A/A page " + PageText.code(spreads.shownAs()) + ": their delta ± t · "
                    + "s, s the root mean square of the A/A page's N one-round deltas of the same figure at the same "
                    + "level (its treatments and workloads pooled, the same warm-up and window), t with N/2 degrees "
                    + "of freedom. This assumes the treated side varies as the baseline does; a treatment that adds "
                    + "noise of its own is judged too narrowly.");
            page.line("");
        } else if (!spreads.sameDesign(scenario)) {
            page.line("Not judged against the A/A page " + PageText.code(spreads.shownAs()) + ": it did not run this "
                    + "scenario with the same mode, warm-up and window.");
            page.line("");
        }
    }

    /** One line per row saying what its verdicts add up to (the table's cells, in words). */
    private static void summaries(PageDocument page, PageTable table, PagePlan.Scenario scenario) {
        if (table.summaries().isEmpty()) {
            return;
        }
        Integer rounds = scenario.rounds();
        Double planned = scenario.plannedSeconds();
        // the budget a further round buys: the plan's time for the scenario over its rounds
        page.line(rounds == null || rounds < 1 || planned == null || planned <= 0 ? "Verdicts" + looks(scenario) + ":"
                : String.format(java.util.Locale.ROOT, "Verdicts (a round of this scenario was planned at about %d "
                + "min of the page's budget)%s:", Math.max(1, Math.round(planned / 60.0 / rounds)), looks(scenario)));
        page.line("");
        table.summaries().forEach(summary -> page.line("- " + summary));
        page.line("");
    }

    /** Whether each calibration cell's interval holds the cost the calibration agent injected. */
    private static void calibration(PageDocument page, List<String> lines) {
        if (lines.isEmpty()) {
            return;
        }
        page.line("Calibration (a cost injected by the calibration agent, known in advance; docs/calibration.md): "
                + "does each cell's 95 % interval hold it?");
        page.line("");
        lines.forEach(line -> page.line("- " + line));
        page.line("");
    }

    /**
     * Where the page run added rounds: the looks taken and the boundary in force, e.g. ", judged at look 2 of a
     * group-sequential design (looks at 3, 4 rounds; Pocock-type alpha spending of 5 % over at most 10 rounds)".
     */
    private static String looks(PagePlan.Scenario scenario) {
        List<Integer> looks = scenario.looks();
        if (looks == null || looks.isEmpty()) {
            return "";
        }
        return ", judged at look " + looks.size() + " of a group-sequential design (looks at "
                + String.join(", ", looks.stream().map(String::valueOf).toList()) + " rounds; "
                + PageVerdicts.DESIGN.describe() + ")";
    }

    /** The bullet list that lets a reader rerun the scenario and know what was compared with what. */
    private static void howItRan(PageDocument page, PagePlan.Scenario scenario, ScenarioReport report) {
        if (report.command() != null) {
            page.line("- Command: " + PageText.code(PublishedCommand.of(report.command())));
        }
        List<String> environment = new ArrayList<>();
        report.environment().properties().forEach(entry -> environment.add(PageText.cell(entry.getKey()) + " "
                + PageText.cell(entry.getValue().isValueNode() ? entry.getValue().asText()
                : entry.getValue().toString())));
        if (!environment.isEmpty()) {
            page.line("- Environment: " + String.join(" · ", environment));
        }
        for (JsonNode agent : report.agents()) {
            page.line("- Agent of " + PageText.cell(ScenarioReport.text(agent, "treatment")) + ": "
                    + PageText.cell(ScenarioReport.text(agent, "name")) + " "
                    + PageText.cell(ScenarioReport.text(agent, "version")) + ", sha256 "
                    + PageText.code(String.valueOf(ScenarioReport.text(agent, "sha256"))));
        }
        if (report.agents().isEmpty()) {
            page.line("- Agent: report.json names no agent release.");
        }
        if (!PagePlan.DONE.equals(scenario.status()) && scenario.status() != null) {
            page.line("- Status in the plan: " + PageText.cell(scenario.status())
                    + (scenario.reason() == null ? ""
                    : ": " + PageText.cell(PublishedCommand.withinPage(scenario.reason(), scenario.folderOrName()))));
        }
        page.line("- Baseline: " + PageText.cell(report.baselineLabel()));
        page.line("");
    }

    /**
     * Under a table, when the scenario's folder holds checks.json (scripts/check-figures.py, run on the raw runs
     * before the page was committed): that check's line for this table, or that it did not check it; nothing
     * without checks.json.
     */
    private static void checked(PageDocument page, ScenarioReport report, String table) {
        if (report.checks() == null) {
            return;
        }
        for (JsonNode entry : report.checks().path("tables")) {
            if (table.equals(ScenarioReport.text(entry, "table"))) {
                page.line("Checked independently (scripts/check-figures.py, checks.json): "
                        + PageText.cell(ScenarioReport.text(entry, "line")) + ".");
                page.line("");
                return;
            }
        }
        page.line("Checked independently: not this table (checks.json has no line for it).");
        page.line("");
    }

    /**
     * Sermant's MQ section gives seconds per job, not request latency: that table from the runs' own timing.
     * True when it had rows.
     */
    private static boolean mqJobs(PageDocument page, String name, ScenarioReport report,
                                  PageVerdicts verdicts) {
        List<String> treatments = new ArrayList<>();
        ScenarioReport.list(report.root().path("treatments")).forEach(node -> {
            String treatment = ScenarioReport.text(node, "name");
            if (treatment != null && !treatment.equals(report.baselineName())) {
                treatments.add(treatment);
            }
        });
        PageTable jobs = MqJobTable.of(report, treatments, verdicts);
        if (jobs.rows().isEmpty()) {
            return false;
        }
        page.line("Seconds per job, scaled to Sermant's unit, from each run's own timing (run.json's probe "
                + "counters), baseline / Sermant / added with the spread of the per-round differences:");
        page.line("");
        page.table(name + ": seconds per job", jobs);
        List<String> sends = MqSendCost.lines(report, treatments);
        if (!sends.isEmpty()) {
            page.line("Where the added time is: " + String.join(" ", sends) + " " + MqSendCost.READING);
            page.line("");
        }
        checked(page, report, "mq-jobs");
        return true;
    }
}
