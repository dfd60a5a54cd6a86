package io.meshbench.results.page;

import io.meshbench.results.comparison.FolderConsistency;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.PagePlan;
import io.meshbench.results.format.PublishedFigures;
import io.meshbench.results.report.HtmlReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code meshbench page <folder>}: Sermant's benchmark page from a page folder's page-plan.json and each scenario's
 * report.json (and checks.json, the independent check's result, when present), as page.md and page.html
 * (docs/page.md). Nothing else is read and nothing of the moment (no time, no path outside the folder) is written,
 * so the same folder gives the same bytes again.
 */
public final class SermantPage {

    public static final String PAGE_MD = "page.md";
    public static final String PAGE_HTML = "page.html";

    private static final String CHART_STYLE = "svg{display:block;margin:.5em 0 1.5em}";

    private SermantPage() {
    }

    /** What was written: page.md's text and page.html's. */
    public record Outcome(String markdown, String html) {
    }

    /** Reads the folder, writes page.md and page.html into it; on bad input nothing is written. */
    public static Outcome write(Path pageFolder) {
        return write(pageFolder, render(pageFolder));
    }

    private static Outcome write(Path pageFolder, Outcome outcome) {
        OutputFolder.of("page", pageFolder, PagePlan.file(pageFolder)).batch() // both pages or neither
                .add(Path.of(PAGE_MD), OutputFolder.Content.text(outcome.markdown()))
                .add(Path.of(PAGE_HTML), OutputFolder.Content.text(outcome.html()))
                .commit();
        return outcome;
    }

    /** The page's two texts, without writing anything, with the margins and FDR choice of its page-plan.json. */
    public static Outcome render(Path pageFolder) {
        return render(pageFolder, PageOptions.of(pageFolder, null, false));
    }

    /** Reads the folder, writes page.md and page.html into it with these options; on bad input nothing is written. */
    public static Outcome write(Path pageFolder, PageOptions options) {
        return write(pageFolder, render(pageFolder, options));
    }

    /**
     * As {@link #write(Path, PageOptions)}, and records in page-plan.json ({@code aaFrom}) the A/A page the cells were
     * judged against, so that the folder gives the same page again without the option; all three files or none.
     *
     * @param aaFrom the A/A page's folder relative to the page folder, as {@code options} read it
     */
    public static Outcome write(Path pageFolder, PageOptions options, String aaFrom) {
        Outcome outcome = render(pageFolder, options);
        String planText = PagePlan.textWithAaFrom(pageFolder, aaFrom);
        OutputFolder.of("page", pageFolder).batch()
                .add(Path.of(PagePlan.FILE), OutputFolder.Content.text(planText))
                .add(Path.of(PAGE_MD), OutputFolder.Content.text(outcome.markdown()))
                .add(Path.of(PAGE_HTML), OutputFolder.Content.text(outcome.html()))
                .commit();
        return outcome;
    }

    /** The page's two texts, judged against {@code options}' margins, with or without FDR control. */
    public static Outcome render(Path pageFolder, PageOptions options) {
        PagePlan plan = PagePlan.read(pageFolder);
        Map<PagePlan.Scenario, ScenarioReport> reports = reports(pageFolder, plan);
        Map<PagePlan.Scenario, FolderConsistency.ReportSummary> summaries = new LinkedHashMap<>();
        reports.forEach((scenario, report) -> {
            if (report != null) {
                summaries.put(scenario, report.summary());
            }
        });
        FolderConsistency.page(PagePlan.file(pageFolder), plan, summaries);
        PageVerdicts first = PageVerdicts.collecting(options.margins(), options.spreads());
        build(plan, reports, first, null); // the first pass: every cell's p-value, for the page-wide line and FDR
        PageDocument page = build(plan, reports, PageVerdicts.rendering(options.margins(), first, options.fdr()),
                first.line(options.fdr()) + options.describe());
        String markdown = page.markdown();
        String title = (plan.aaPage() ? "A/A page" : "Sermant benchmark page")
                + (plan.page() == null ? "" : ": " + plan.page());
        return new Outcome(markdown, HtmlReport.document(title, CHART_STYLE, page.htmlBody()));
    }

    /**
     * What the page run's adaptive rounds choose by: per scenario (page-plan.json's name), for each of its undecided
     * cells over rounds, the more rounds its next look would need ({@code null} where none within the design would),
     * judged exactly as the page will judge it (its margins, its looks). A scenario without a report or without
     * undecided cells over rounds has an empty list.
     */
    public static Map<String, List<Integer>> undecidedCells(Path pageFolder) {
        PagePlan plan = PagePlan.read(pageFolder);
        Map<PagePlan.Scenario, ScenarioReport> reports = reports(pageFolder, plan);
        PageVerdicts verdicts = PageVerdicts.collecting(PageOptions.of(pageFolder, null, false).margins());
        build(plan, reports, verdicts, null);
        Map<String, List<Integer>> undecided = new LinkedHashMap<>();
        plan.scenarios().forEach(scenario -> undecided.put(scenario.scenario(), new ArrayList<>()));
        verdicts.byScenario().forEach((scenario, judged) -> judged.stream()
                .filter(verdict -> verdict.decision() == io.meshbench.results.comparison.CellVerdict.Decision.UNDECIDED)
                .forEach(verdict -> undecided.get(scenario).add(verdict.moreRounds())));
        return undecided;
    }

    /** Every cell of a page's {@code reports} judged by {@code verdicts}, nothing rendered (an A/A page read). */
    static void judgeAll(PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports, PageVerdicts verdicts) {
        build(plan, reports, verdicts, null);
    }

    /** Each planned scenario's report.json, null where it has none. */
    static Map<PagePlan.Scenario, ScenarioReport> reports(Path pageFolder, PagePlan plan) {
        Map<PagePlan.Scenario, ScenarioReport> reports = new LinkedHashMap<>();
        for (PagePlan.Scenario scenario : plan.scenarios()) {
            Path file = BenchmarkFolderLayout.reportJson(pageFolder.resolve(scenario.folderOrName()));
            reports.put(scenario, Files.isRegularFile(file) ? ScenarioReport.read(file) : null);
        }
        return reports;
    }

    /** Header and plan, then each scenario under its published section in Sermant's order, then the failures. */
    private static PageDocument build(PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports,
                                      PageVerdicts verdicts, String verdictLine) {
        PageDocument page = new PageDocument();
        Map<String, ScenarioReport> byScenario = new LinkedHashMap<>();
        reports.forEach((scenario, report) -> {
            if (report != null) {
                byScenario.putIfAbsent(scenario.scenario(), report);
            }
        });
        Map<String, PagePlan.Scenario> planned = new LinkedHashMap<>();
        plan.scenarios().forEach(scenario -> planned.putIfAbsent(scenario.scenario(), scenario));
        List<PublishedBeside.Table> published = PublishedBeside.of(PublishedFigures.bundled(), byScenario,
                (scenario, level, figure) -> verdicts.spreads().of(planned.get(scenario), level, figure, false));
        PageHeader.write(page, plan, reports, verdicts.spreads(), top -> PublishedBeside.summary(top, published,
                verdicts.spreads().shownAs() != null));
        if (verdictLine != null) {
            page.line("**Verdicts** (every delta cell): " + PageText.cell(verdictLine));
            page.line("");
        }
        List<PagePlan.Scenario> ordered = new ArrayList<>(plan.scenarios());
        ordered.sort(Comparator.comparingInt(s -> PageSection.order(s.scenario())));
        String section = null;
        for (PagePlan.Scenario scenario : ordered) {
            PageSection publishedSection = PageSection.of(scenario.scenario());
            if (!publishedSection.key().equals(section)) {
                section = publishedSection.key();
                page.line("## " + PageText.cell(publishedSection.title()));
                page.line("");
            }
            ScenarioSection.write(page, scenario, publishedSection, reports.get(scenario), verdicts);
            if (reports.get(scenario) != null) {
                PublishedBeside.section(page, scenario.scenario(), published);
            }
        }
        FailedPluginsSection.write(page, plan, ordered, reports);
        return page;
    }
}
