package io.meshbench.results.page;

import io.meshbench.results.format.PagePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The page's opening: title, command, budget and machine, how to read a cell, the memory definition, and the plan
 * table with the published sections the plan leaves out; what a reader needs before the first figure.
 */
final class PageHeader {

    private PageHeader() {
    }

    static void write(PageDocument page, PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports,
                      AaSpreads spreads, java.util.function.Consumer<PageDocument> beforePlan) {
        page.line((plan.aaPage() ? "# A/A page" : "# Sermant benchmark page")
                + (plan.page() == null ? "" : ": " + PageText.cell(plan.page())));
        page.line("");
        if (plan.aaPage()) {
            page.line("**An A/A page: no treatment ran.** Every treatment of the page was replaced by the baseline "
                    + "deployed again under its name (`run-page --aa=true`), with the same plan, rounds, levels and "
                    + "rotation, so every delta below is what no effect looks like on this machine. A cell that "
                    + "reports a difference here is a false finding: about 5 % of the cells with an interval are "
                    + "expected to by chance, and markedly more means the intervals are too narrow for this machine.");
            page.line("");
        }
        List<String> sections = new ArrayList<>();
        plan.scenarios().forEach(s -> sections.add(PageSection.of(s.scenario()).key()));
        page.line("Reproduced by MeshBench from page-plan.json and each scenario's report.json; `meshbench page` "
                + "writes this page again from them, byte for byte. " + PublishedLayout.sentence(sections));
        page.line("");
        if (plan.command() != null) {
            page.line("- Command: " + PageText.code(PublishedCommand.of(plan.command())));
        }
        if (plan.budgetSeconds() != null) {
            page.line("- Time budget: " + duration(plan.budgetSeconds()) + "; planned: "
                    + duration(plan.scenarios().stream().mapToDouble(s -> s.plannedSeconds() == null ? 0
                    : s.plannedSeconds()).sum()));
        }
        if (plan.machine() != null && !plan.machine().isEmpty()) {
            List<String> parts = new ArrayList<>();
            plan.machine().forEach((key, value) -> parts.add(PageText.cell(key) + " "
                    + PageText.cell(String.valueOf(value))));
            page.line("- Machine: " + String.join(" · ", parts));
        }
        page.line("");
        page.line(PageLegend.of(reports.values()));
        page.line("");
        page.line("Memory: Sermant's page reports **total memory = heap + off-heap**. Here off-heap is the JVM's "
                + "non-heap except the code cache (Metaspace + Compressed Class Space), and total memory their sum, "
                + "by that definition. **RSS**, the process's resident set as the OS counts it, is a different and "
                + "larger figure; it stands beside total memory, named, never in its place. " + HeapPhaseNote.WHY);
        page.line("");
        beforePlan.accept(page);
        planTable(page, plan, reports, spreads);
        CapacitySection.write(page, plan, reports);
    }

    private static void planTable(PageDocument page, PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports,
                                  AaSpreads spreads) {
        page.line("## Plan");
        page.line("");
        page.line("| scenario | status | levels | workloads | warm-up | window | rounds | planned | elapsed | share of budget |");
        page.line("|---|---|---|---|---|---|---|---|---|---|");
        for (PagePlan.Scenario s : plan.scenarios()) {
            String status = s.status() == null ? "—" : s.status();
            if (reports.get(s) == null) {
                status += ", not run";
            }
            page.line("| " + PageText.cell(s.scenario()) + " | " + PageText.cell(status) + " | "
                    + (s.levels() == null ? "—" : PageText.cell(PageText.levels(String.join(", ", s.levels()))))
                    + " | "
                    + (s.workloads() == null ? "all" : PageText.cell(String.join(", ", s.workloads())))
                    + (Boolean.TRUE.equals(s.shareDeployment()) ? ", one deployment per treatment and round" : "") + " | "
                    + seconds(s.warmupSeconds()) + " | " + seconds(s.durationSeconds()) + " | "
                    + (s.rounds() == null ? "—" : s.rounds()) + " | "
                    + (s.plannedSeconds() == null ? "—" : duration(s.plannedSeconds())) + " | "
                    + (s.elapsedSeconds() == null ? "—" : duration(s.elapsedSeconds())) + " | "
                    + (s.budgetSharePct() == null ? "—" : String.format(Locale.ROOT, "%.1f %%", s.budgetSharePct()))
                    + " |");
        }
        page.line("");
        PredictedHalfWidths.write(page, plan, reports, spreads);
        if (plan.steps() != null && !plan.steps().isEmpty()) {
            givenUp(page, plan);
        }
        List<String> missing = new ArrayList<>();
        for (PageSection section : PageSection.PUBLISHED) {
            if (plan.scenarios().stream().noneMatch(s -> section.scenarios().contains(s.scenario()))) {
                missing.add(section.title());
            }
        }
        if (!missing.isEmpty()) {
            page.line("Sections of Sermant's page this plan leaves out: "
                    + PageText.cell(String.join("; ", missing)) + ".");
            page.line("");
        }
    }

    /** The planner's give-ups, one row each in its order: the scenario (or "all") and what it gave up. */
    private static void givenUp(PageDocument page, PagePlan plan) {
        page.line("Given up to fit the budget, in the planner's order:");
        page.line("");
        page.line("| # | scenario | given up |");
        page.line("|---|---|---|");
        java.util.Set<String> scenarios = new java.util.HashSet<>();
        plan.scenarios().forEach(s -> scenarios.add(s.scenario()));
        int step = 0;
        for (String text : plan.steps()) {
            int colon = text.indexOf(": ");
            boolean named = colon > 0 && scenarios.contains(text.substring(0, colon));
            page.line("| " + ++step + " | " + (named ? PageText.cell(text.substring(0, colon)) : "all") + " | "
                    + PageText.cell(PageText.levels(named ? text.substring(colon + 2) : text)) + " |");
        }
        page.line("");
    }

    static String duration(double seconds) {
        long total = Math.round(seconds);
        long hours = total / 3600;
        long minutes = total % 3600 / 60;
        long rest = total % 60;
        if (hours > 0) {
            return String.format(Locale.ROOT, "%d h %02d min", hours, minutes);
        }
        return minutes > 0 ? minutes + " min" + (rest > 0 ? " " + rest + " s" : "") : rest + " s";
    }

    private static String seconds(Double seconds) {
        if (seconds == null) {
            return "—";
        }
        return seconds == Math.rint(seconds) ? (long) (double) seconds + " s"
                : String.format(Locale.ROOT, "%.1f s", seconds);
    }
}
