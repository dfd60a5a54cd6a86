package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.format.PagePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What this page run measured its machine to hold: each scenario's capacity probe (report.json's load.capacity), the
 * figure its capacity-relative levels are shares of. The page quotes capacity from here only: the planner's estimate
 * before any probe chose which levels to size, and is named as an estimate where it appears.
 */
final class CapacitySection {

    private CapacitySection() {
    }

    static void write(PageDocument page, PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports) {
        List<String> rows = new ArrayList<>();
        for (PagePlan.Scenario scenario : plan.scenarios()) {
            ScenarioReport report = reports.get(scenario);
            if (report == null) {
                continue;
            }
            JsonNode capacity = report.root().path("load").path("capacity");
            Double tps = ScenarioReport.number(capacity, "tps");
            if (tps == null) {
                continue;
            }
            rows.add("| " + PageText.cell(scenario.scenario()) + " | " + held(capacity, tps) + " | "
                    + warm(capacity) + " | " + levels(report) + " |");
        }
        if (rows.isEmpty()) {
            return;
        }
        page.line("## Capacity measured by this run");
        page.line("");
        page.line("Each capacity probe ran the scenario's baseline unthrottled; its capacity-relative levels (such as "
                + "50u-30pct-cap) are shares of the TPS held here, and this is the capacity figure this page quotes. A level's "
                + "rate is set by this machine, not by the treatment: 2 cores hold a small part of the published "
                + "1000 and 2000 TPS.");
        page.line("");
        page.line("| scenario | held (what a pct-cap level is a share of) | once warm | levels |");
        page.line("|---|---|---|---|");
        rows.forEach(page::line);
        page.line("");
    }

    /**
     * "152.4 TPS a side at 50 users, 2 deployments at once (a duet pair), at a run's age 10..34 s": a duet probe's
     * figures are per side, each held while the other ran.
     */
    private static String held(JsonNode capacity, double tps) {
        Double sides = ScenarioReport.number(capacity, "sides");
        boolean pair = sides != null && sides > 1;
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%.1f TPS%s", tps, pair ? " a side" : ""));
        Double users = ScenarioReport.number(capacity, "users");
        if (users != null) {
            text.append(String.format(Locale.ROOT, " at %d users", Math.round(users)));
        }
        if (pair) {
            text.append(String.format(Locale.ROOT, ", %d deployments at once (a duet pair)", Math.round(sides)));
        }
        JsonNode age = capacity.path("runAge");
        Double from = ScenarioReport.number(age, "fromSeconds");
        Double to = ScenarioReport.number(age, "toSeconds");
        if (from != null && to != null) {
            text.append(String.format(Locale.ROOT, ", at a run's age %d..%d s (its levels' window)", Math.round(from),
                    Math.round(to)));
        }
        String unsettled = ScenarioReport.text(capacity, "unsettled");
        if (unsettled != null) {
            text.append(", not settled (").append(PageText.cell(unsettled)).append(")");
        }
        return text.toString();
    }

    /** "355.0 TPS after 165 s", or "—" where the probe gives no warm figure. */
    private static String warm(JsonNode capacity) {
        Double warmTps = ScenarioReport.number(capacity, "warmTps");
        if (warmTps == null) {
            return "—";
        }
        Double warmup = ScenarioReport.number(capacity, "warmupSeconds");
        Double sides = ScenarioReport.number(capacity, "sides");
        return String.format(Locale.ROOT, "%.1f TPS%s", warmTps, sides != null && sides > 1 ? " a side" : "")
                + (warmup == null ? "" : String.format(Locale.ROOT, " after %d s", Math.round(warmup)));
    }

    /** "50u-30pct-cap: 46 TPS (30 %)" for each capacity-relative level. */
    private static String levels(ScenarioReport report) {
        List<String> levels = new ArrayList<>();
        for (JsonNode level : ScenarioReport.list(report.root().path("levels"))) {
            Double pct = ScenarioReport.number(level, "capacityPct");
            Double target = ScenarioReport.number(level, "targetTps");
            if (pct != null && target != null) {
                levels.add(String.format(Locale.ROOT, "%s: %d TPS (%d %%)",
                        PageText.levels(ScenarioReport.text(level, "name")), Math.round(target), Math.round(pct)));
            }
        }
        return levels.isEmpty() ? "—" : PageText.cell(String.join("; ", levels));
    }
}
