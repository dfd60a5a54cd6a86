package io.meshbench.results.page;

import io.meshbench.results.format.PagePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The page's last section: every treatment whose runs failed the check that proves it did its job, with the
 * evidence and the command to reproduce it, so a figure above is never read as the cost of a working plugin.
 */
final class FailedPluginsSection {

    private FailedPluginsSection() {
    }

    static void write(PageDocument page, PagePlan plan, List<PagePlan.Scenario> ordered,
                      Map<PagePlan.Scenario, ScenarioReport> reports) {
        List<FailedPlugin> failed = new ArrayList<>();
        for (PagePlan.Scenario scenario : ordered) {
            ScenarioReport report = reports.get(scenario);
            if (report != null) {
                failed.addAll(FailedPlugin.of(scenario.scenario(), report));
            } else if (PagePlan.FAILED.equals(scenario.status())) {
                failed.add(FailedPlugin.notRun(scenario));
            }
        }
        page.line("## Plugins that did not do their job");
        page.line("");
        if (failed.isEmpty()) {
            page.line("None: every treated run passed its checks (treatment loaded, probe, counters, error rate).");
            page.line("");
            return;
        }
        page.line("Each is a treatment whose runs failed the check that proves it did its job; its figures above, if "
                + "any, are the cost of a plugin that did not work, not of one that did.");
        page.line("");
        for (FailedPlugin plugin : failed) {
            String where = plugin.level() == null ? "" : " at " + PageText.cell(plugin.level());
            page.line("### " + PageText.cell(plugin.scenario()) + ": " + PageText.cell(plugin.treatment()) + where
                    + ": " + PageText.cell(plugin.what()));
            page.line("");
            if (!plugin.rounds().isEmpty()) {
                page.line("- rounds failed: "
                        + String.join(", ", plugin.rounds().stream().map(String::valueOf).toList()));
            }
            plugin.evidence().forEach(evidence -> page.line("- " + PageText.cell(evidence)));
            page.line("- reproduce: " + PageText.code(plugin.reproduce()));
            page.line("");
        }
    }
}
