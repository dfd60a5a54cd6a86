package io.meshbench.results.page;

import io.meshbench.results.report.HtmlReport;
import java.util.ArrayList;
import java.util.List;

/**
 * The page being written: markdown lines with a chart after each table. page.md is the text alone; page.html is the
 * same text with each chart drawn where its table ends, so both are kept in one order here.
 */
final class PageDocument {

    private final List<Object> blocks = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    void line(String line) {
        text.append(line).append('\n');
    }

    /** A markdown table of the page's cells, its markers last, then its chart (page.html only). */
    void table(String title, PageTable table) {
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

    private void chart(PageTable table, String title) {
        blocks.add(text.toString());
        text.setLength(0);
        blocks.add(new Chart(table, title));
    }

    private record Chart(PageTable table, String title) {
    }

    String markdown() {
        StringBuilder all = new StringBuilder();
        blocks.stream().filter(String.class::isInstance).forEach(all::append);
        return all.append(text).toString();
    }

    String htmlBody() {
        StringBuilder body = new StringBuilder();
        for (Object block : blocks) {
            body.append(block instanceof Chart chart ? PageChart.svg(chart.table(), chart.title())
                    : HtmlReport.fragment((String) block));
        }
        return body.append(HtmlReport.fragment(text.toString())).toString();
    }
}
