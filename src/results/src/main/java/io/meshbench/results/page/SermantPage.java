package io.meshbench.results.page;

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

    /** The page's two texts, without writing anything, with the margins and FDR choice of its page-plan.json. */
    public static Outcome render(Path pageFolder) {
        return render(pageFolder, PageOptions.of(pageFolder, null, false));
    }

    /** Reads the folder, writes page.md and page.html into it with these options; on bad input nothing is written. */
    public static Outcome write(Path pageFolder, PageOptions options) {
        return write(pageFolder, render(pageFolder, options));
    }

    /** The page's two texts, judged against {@code options}' margins, with or without FDR control. */
    public static Outcome render(Path pageFolder, PageOptions options) {
        PagePlan plan = PagePlan.read(pageFolder);
        Map<PagePlan.Scenario, ScenarioReport> reports = new LinkedHashMap<>();
        for (PagePlan.Scenario scenario : plan.scenarios()) {
            Path file = BenchmarkFolderLayout.reportJson(pageFolder.resolve(scenario.folderOrName()));
            reports.put(scenario, Files.isRegularFile(file) ? ScenarioReport.read(file) : null);
        }
        PageVerdicts first = PageVerdicts.collecting(options.margins());
        build(plan, reports, first, null); // the first pass: every cell's p-value, for the page-wide line and FDR
        PageDocument page = build(plan, reports, PageVerdicts.rendering(options.margins(), first, options.fdr()),
                first.line(options.fdr()) + options.describe());
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

    /** Header and plan, then each scenario under its published section in Sermant's order, then the failures. */
    private static PageDocument build(PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports,
                                      PageVerdicts verdicts, String verdictLine) {
        PageDocument page = new PageDocument();
        PageHeader.write(page, plan, reports);
        if (verdictLine != null) {
            page.line("**Verdicts** (every delta cell): " + PageText.cell(verdictLine));
            page.line("");
        }
        List<PagePlan.Scenario> ordered = new ArrayList<>(plan.scenarios());
        ordered.sort(Comparator.comparingInt(s -> PageSection.order(s.scenario())));
        String section = null;
        for (PagePlan.Scenario scenario : ordered) {
            PageSection published = PageSection.of(scenario.scenario());
            if (!published.key().equals(section)) {
                section = published.key();
                page.line("## " + PageText.cell(published.title()));
                page.line("");
            }
            ScenarioSection.write(page, scenario, published, reports.get(scenario), verdicts);
        }
        FailedPluginsSection.write(page, plan, ordered, reports);
        return page;
    }
}
