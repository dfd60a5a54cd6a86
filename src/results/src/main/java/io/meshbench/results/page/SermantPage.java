package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.PagePlan;
import io.meshbench.results.report.HtmlReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code meshbench page <folder>}: Sermant's benchmark page from a page folder's page-plan.json and each scenario's
 * report.json alone, as page.md and page.html (docs/page.md). Nothing else is read and nothing of the moment (no
 * time, no path outside the folder) is written, so the same folder gives the same bytes again.
 */
public final class SermantPage {

    public static final String PAGE_MD = "page.md";
    public static final String PAGE_HTML = "page.html";

    private static final String CHART_STYLE = "svg{display:block;margin:.5em 0 1.5em}";

    private final List<Object> blocks = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    private SermantPage() {
    }

    /** What was written: page.md's text and page.html's. */
    public record Outcome(String markdown, String html) {
    }

    /** Reads the folder, writes page.md and page.html into it; on bad input nothing is written. */
    public static Outcome write(Path pageFolder) {
        Outcome outcome = render(pageFolder);
        Path md = pageFolder.resolve(PAGE_MD);
        Path html = pageFolder.resolve(PAGE_HTML);
        try {
            Path mdPartial = partial(md, outcome.markdown());
            Path htmlPartial = partial(html, outcome.html());
            Files.move(mdPartial, md, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Files.move(htmlPartial, html, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new ResultsException(pageFolder + ": cannot write the page (" + e.getMessage() + ").", e);
        }
        return outcome;
    }

    /** The page's two texts, without writing anything. */
    public static Outcome render(Path pageFolder) {
        PagePlan plan = PagePlan.read(pageFolder);
        Map<PagePlan.Scenario, ScenarioReport> reports = new LinkedHashMap<>();
        for (PagePlan.Scenario scenario : plan.scenarios()) {
            Path file = BenchmarkFolderLayout.reportJson(pageFolder.resolve(scenario.folderOrName()));
            reports.put(scenario, Files.isRegularFile(file) ? ScenarioReport.read(file) : null);
        }
        SermantPage page = new SermantPage();
        page.build(plan, reports);
        String markdown = page.markdown();
        String title = "Sermant benchmark page" + (plan.page() == null ? "" : ": " + plan.page());
        return new Outcome(markdown, HtmlReport.document(title, CHART_STYLE, page.htmlBody()));
    }

    private static Path partial(Path file, String content) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        Files.deleteIfExists(partial);
        Files.writeString(partial, content, StandardCharsets.UTF_8);
        return partial;
    }

    private void build(PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports) {
        line("# Sermant benchmark page" + (plan.page() == null ? "" : ": " + PageText.cell(plan.page())));
        line("");
        line("Reproduced by MeshBench from page-plan.json and each scenario's report.json; `meshbench page` writes "
                + "this page again from them, byte for byte. Sections, order and columns follow Sermant's published "
                + "benchmark page.");
        line("");
        if (plan.command() != null) {
            line("- Command: " + PageText.code(plan.command()));
        }
        if (plan.budgetSeconds() != null) {
            line("- Time budget: " + duration(plan.budgetSeconds()) + "; planned: "
                    + duration(plan.scenarios().stream().mapToDouble(s -> s.plannedSeconds() == null ? 0
                    : s.plannedSeconds()).sum()));
        }
        if (plan.machine() != null && !plan.machine().isEmpty()) {
            List<String> parts = new ArrayList<>();
            plan.machine().forEach((key, value) -> parts.add(PageText.cell(key) + " " + PageText.cell(String.valueOf(value))));
            line("- Machine: " + String.join(" · ", parts));
        }
        line("");
        line("How to read a cell: baseline / Sermant / delta, medians over the rounds and the mean of the per-round "
                + "deltas; then ± the delta's 95 % interval (paired Student-t, 3+ rounds) and \"within noise\" when it "
                + "holds zero, or [min..max] with 2 rounds; \"within A/A noise\" when the delta is inside the noise of "
                + "two identical baselines. Markers: **saturated** (the machine ran out of CPU), **load-limited** "
                + "(below 95 % of the target rate), **not steady** (throughput drifted within the window), "
                + "**queueing** (the machine busy enough that a CPU cost shows inflated in latency), **shared "
                + "machine** (other work used the CPU); docs/method.md.");
        line("");
        line("Memory: Sermant's page reports **total memory = heap + off-heap**. Here off-heap is the JVM's non-heap "
                + "except the code cache (Metaspace + Compressed Class Space), and total memory their sum, by that "
                + "definition. **RSS**, the process's resident set as the OS counts it, is a different and larger "
                + "figure; it stands beside total memory, named, never in its place.");
        line("");
        planTable(plan, reports);
        List<PagePlan.Scenario> ordered = new ArrayList<>(plan.scenarios());
        ordered.sort(Comparator.comparingInt(s -> PageSection.order(s.scenario())));
        String section = null;
        for (PagePlan.Scenario scenario : ordered) {
            PageSection published = PageSection.of(scenario.scenario());
            if (!published.key().equals(section)) {
                section = published.key();
                line("## " + PageText.cell(published.title()));
                line("");
            }
            scenarioSection(scenario, published, reports.get(scenario));
        }
        failedPlugins(plan, ordered, reports);
    }

    private void planTable(PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports) {
        line("## Plan");
        line("");
        line("| scenario | status | levels | warm-up | window | rounds | planned | share of budget |");
        line("|---|---|---|---|---|---|---|---|");
        for (PagePlan.Scenario s : plan.scenarios()) {
            String status = s.status() == null ? "—" : s.status();
            if (reports.get(s) == null) {
                status += ", not run";
            }
            line("| " + PageText.cell(s.scenario()) + " | " + PageText.cell(status) + " | "
                    + (s.levels() == null ? "—" : PageText.cell(String.join(", ", s.levels()))) + " | "
                    + seconds(s.warmupSeconds()) + " | " + seconds(s.durationSeconds()) + " | "
                    + (s.rounds() == null ? "—" : s.rounds()) + " | "
                    + (s.plannedSeconds() == null ? "—" : duration(s.plannedSeconds())) + " | "
                    + (s.budgetSharePct() == null ? "—" : String.format(Locale.ROOT, "%.1f %%", s.budgetSharePct()))
                    + " |");
        }
        line("");
        List<String> missing = new ArrayList<>();
        for (PageSection section : PageSection.PUBLISHED) {
            if (plan.scenarios().stream().noneMatch(s -> section.scenarios().contains(s.scenario()))) {
                missing.add(section.title());
            }
        }
        if (!missing.isEmpty()) {
            line("Sections of Sermant's page this plan leaves out: " + PageText.cell(String.join("; ", missing)) + ".");
            line("");
        }
    }

    private void scenarioSection(PagePlan.Scenario scenario, PageSection section, ScenarioReport report) {
        line("### " + PageText.cell(scenario.scenario()));
        line("");
        if (report == null) {
            line("Not run: " + PageText.cell(scenario.reason() == null
                    ? "its folder holds no report.json (status " + scenario.status() + ")" : scenario.reason()) + ".");
            line("");
            return;
        }
        if (report.command() != null) {
            line("- Command: " + PageText.code(report.command()));
        }
        List<String> environment = new ArrayList<>();
        report.environment().properties().forEach(entry -> environment.add(PageText.cell(entry.getKey()) + " "
                + PageText.cell(entry.getValue().isValueNode() ? entry.getValue().asText() : entry.getValue().toString())));
        if (!environment.isEmpty()) {
            line("- Environment: " + String.join(" · ", environment));
        }
        for (JsonNode agent : report.agents()) {
            line("- Agent of " + PageText.cell(ScenarioReport.text(agent, "treatment")) + ": "
                    + PageText.cell(ScenarioReport.text(agent, "name")) + " "
                    + PageText.cell(ScenarioReport.text(agent, "version")) + ", sha256 "
                    + PageText.code(String.valueOf(ScenarioReport.text(agent, "sha256"))));
        }
        if (report.agents().isEmpty()) {
            line("- Agent: report.json names no agent release.");
        }
        if (!PagePlan.DONE.equals(scenario.status()) && scenario.status() != null) {
            line("- Status in the plan: " + PageText.cell(scenario.status())
                    + (scenario.reason() == null ? "" : ": " + PageText.cell(scenario.reason())));
        }
        line("- Baseline: " + PageText.cell(report.baselineLabel()));
        line("");
        List<JsonNode> loaded = new ArrayList<>();
        List<JsonNode> atRest = new ArrayList<>();
        for (JsonNode comparison : report.comparisons()) {
            (comparison.path("atRest").asBoolean(false) ? atRest : loaded).add(comparison);
        }
        String name = scenario.scenario();
        boolean shown = !loaded.isEmpty() || !atRest.isEmpty();
        if (section.key().equals("mq-tag-transmission")) {
            List<String> treatments = new ArrayList<>();
            ScenarioReport.list(report.root().path("treatments")).forEach(node -> {
                String treatment = ScenarioReport.text(node, "name");
                if (treatment != null && !treatment.equals(report.baselineName())) {
                    treatments.add(treatment);
                }
            });
            PageTable jobs = MqJobTable.of(report, treatments);
            if (!jobs.rows().isEmpty()) {
                line("Seconds per job, scaled to Sermant's unit, from each run's own timing (run.json's probe "
                        + "counters), baseline / Sermant / added with the spread of the per-round differences:");
                line("");
                table(name + ": seconds per job", jobs);
                shown = true;
            }
        }
        if (!loaded.isEmpty()) {
            table(name, PageTable.of(loaded, section.columns()));
            if (section.columns() != PageColumn.STARTUP) {
                PageTable memory = PageTable.of(loaded, PageColumn.MEMORY);
                if (memory.rows().stream().anyMatch(row -> row.cells().stream().anyMatch(c -> !c.equals("—")))) {
                    line("Memory under load, Sermant's total memory and RSS beside it:");
                    line("");
                    table(name + ": memory", memory);
                }
            }
        }
        if (!atRest.isEmpty()) {
            line("Memory at rest (no load):");
            line("");
            table(name + ": at rest", PageTable.of(atRest, PageColumn.AT_REST));
        }
        if (!shown) {
            line("No treatment was compared with the baseline (see the plugins below and the scenario's report.md).");
            line("");
        }
    }

    private void table(String title, PageTable table) {
        StringBuilder header = new StringBuilder("| level | treatment |");
        StringBuilder rule = new StringBuilder("|---|---|");
        for (PageColumn column : table.columns()) {
            header.append(' ').append(PageText.cell(column.title())).append(" |");
            rule.append("---|");
        }
        line(header + " markers |");
        line(rule + "---|");
        for (PageTable.Row row : table.rows()) {
            StringBuilder cells = new StringBuilder("| " + PageText.cell(row.level()) + " | "
                    + PageText.cell(row.treatment()) + " |");
            row.cells().forEach(cell -> cells.append(' ').append(PageText.cell(cell)).append(" |"));
            cells.append(' ').append(row.markers().isEmpty() ? "—"
                    : PageText.cell("⚠ " + String.join(" · ⚠ ", row.markers()))).append(" |");
            line(cells.toString());
        }
        line("");
        chart(table, title);
    }

    private void failedPlugins(PagePlan plan, List<PagePlan.Scenario> ordered,
                               Map<PagePlan.Scenario, ScenarioReport> reports) {
        List<FailedPlugin> failed = new ArrayList<>();
        for (PagePlan.Scenario scenario : ordered) {
            ScenarioReport report = reports.get(scenario);
            if (report != null) {
                failed.addAll(FailedPlugin.of(scenario.scenario(), report));
            } else if (PagePlan.FAILED.equals(scenario.status())) {
                failed.add(FailedPlugin.notRun(plan, scenario));
            }
        }
        line("## Plugins that did not do their job");
        line("");
        if (failed.isEmpty()) {
            line("None: every treated run passed its checks (treatment loaded, probe, counters, error rate).");
            line("");
            return;
        }
        line("Each is a treatment whose runs failed the check that proves it did its job; its figures above, if "
                + "any, are the cost of a plugin that did not work, not of one that did.");
        line("");
        for (FailedPlugin plugin : failed) {
            String where = plugin.level() == null ? "" : " at " + PageText.cell(plugin.level());
            line("### " + PageText.cell(plugin.scenario()) + ": " + PageText.cell(plugin.treatment()) + where
                    + ": " + PageText.cell(plugin.what()));
            line("");
            if (!plugin.rounds().isEmpty()) {
                line("- rounds failed: " + String.join(", ", plugin.rounds().stream().map(String::valueOf).toList()));
            }
            plugin.evidence().forEach(evidence -> line("- " + PageText.cell(evidence)));
            line("- reproduce: " + PageText.code(plugin.reproduce()));
            line("");
        }
    }

    private void line(String line) {
        text.append(line).append('\n');
    }

    private void chart(PageTable table, String title) {
        blocks.add(text.toString());
        text.setLength(0);
        blocks.add(new Chart(table, title));
    }

    private record Chart(PageTable table, String title) {
    }

    private String markdown() {
        StringBuilder all = new StringBuilder();
        blocks.stream().filter(String.class::isInstance).forEach(all::append);
        return all.append(text).toString();
    }

    private String htmlBody() {
        StringBuilder body = new StringBuilder();
        for (Object block : blocks) {
            body.append(block instanceof Chart chart ? PageChart.svg(chart.table(), chart.title())
                    : HtmlReport.fragment((String) block));
        }
        return body.append(HtmlReport.fragment(text.toString())).toString();
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
