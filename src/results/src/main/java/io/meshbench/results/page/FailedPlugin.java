package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.format.PagePlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A treatment that the runs proved did not do its job: every round of it at one level that report.json's Runs
 * section ({@code runEvidence}) shows failed (its efficacy probe, its counters, its error rate, its treatment check),
 * with the evidence report.json holds and a command that reproduces it. A scenario the page plan marks failed
 * without a report.json is one too, with the plan's reason.
 *
 * @param scenario  the scenario
 * @param treatment the treatment's label
 * @param level     the level, null for a scenario that did not run
 * @param rounds    the failed rounds
 * @param what      the finding in a few words, from the failure's own words
 * @param evidence  what the run recorded: its failure(s), the probe's answers, the error rate, JMeter's last summary
 * @param reproduce one command that runs this treatment at this level again
 */
record FailedPlugin(String scenario, String treatment, String level, List<Integer> rounds, String what,
                    List<String> evidence, String reproduce) {

    /** The failed treated runs of one report, one entry per treatment and level, in report order. */
    static List<FailedPlugin> of(String scenario, ScenarioReport report) {
        Map<String, List<JsonNode>> failed = new LinkedHashMap<>();
        for (JsonNode run : report.runEvidence()) {
            String treatment = ScenarioReport.text(run, "treatment");
            if ("failed".equals(ScenarioReport.text(run, "status")) && treatment != null
                    && !treatment.equals(report.baselineName())) {
                failed.computeIfAbsent(treatment + "\n" + ScenarioReport.text(run, "level"), k -> new ArrayList<>())
                        .add(run);
            }
        }
        List<FailedPlugin> plugins = new ArrayList<>();
        for (List<JsonNode> runs : failed.values()) {
            JsonNode first = runs.get(0);
            String level = ScenarioReport.text(first, "level");
            List<Integer> rounds = new ArrayList<>();
            List<String> failures = new ArrayList<>();
            for (JsonNode run : runs) {
                rounds.add(run.path("round").asInt());
                String failure = ScenarioReport.text(run, "failure");
                if (failure != null && !failures.contains(failure)) {
                    failures.add(failure);
                }
            }
            List<String> evidence = new ArrayList<>();
            String folder = report.file().getParent() == null ? scenario
                    : report.file().getParent().getFileName().toString();
            failures.forEach(failure -> evidence.add("failure: " + PublishedCommand.evidence(failure, folder)));
            String probe = ScenarioReport.text(first, "probeSplit");
            if (probe != null && !probe.isBlank()) {
                evidence.add("probe before the load: " + probe);
            }
            String after = ScenarioReport.text(first, "probeAfterLoad");
            if (after != null && !after.isBlank()) {
                evidence.add("probe after the load: " + after);
            }
            Double errorPct = ScenarioReport.number(first, "errorPct");
            if (errorPct != null) {
                evidence.add(String.format(Locale.ROOT, "errors in the measured window: %.2f%%", errorPct));
            }
            String summary = ScenarioReport.text(first.path("jmeter"), "lastSummary");
            if (summary != null) {
                evidence.add("JMeter's last summary: " + summary.strip());
            }
            String label = ScenarioReport.text(first, "treatmentLabel");
            plugins.add(new FailedPlugin(scenario, label == null ? ScenarioReport.text(first, "treatment")
                    : label, level, List.copyOf(rounds), what(String.join(" ", failures)), List.copyOf(evidence),
                    reproduce(report.command(), scenario, level, report.workloads())));
        }
        return plugins;
    }

    /** A scenario the plan marks failed and that wrote no report.json: the plan's reason is the evidence. */
    static FailedPlugin notRun(PagePlan.Scenario scenario) {
        String reason = scenario.reason() == null ? "no reason recorded"
                : PublishedCommand.withinPage(scenario.reason(), scenario.folderOrName());
        return new FailedPlugin(scenario.scenario(), scenario.scenario(), null, List.of(), what(reason),
                List.of("page plan: " + reason), reproduce(null, scenario.scenario(), null, List.of()));
    }

    /** The finding in a few words, from the harness's own words for it (docs/scenarios.md, docs/xds.md). */
    static String what(String failure) {
        String text = failure.toLowerCase(Locale.ROOT);
        if (text.contains("after the load")) {
            return "did its job before the load and not after it";
        }
        if (text.contains("did not cross")) {
            return "the tags did not cross";
        }
        if (text.contains("routing rule did not act")) {
            return "the routing rule did not act";
        }
        if (text.contains("did not move")) {
            return "the counters did not move as its rules expect";
        }
        if (text.contains("did not answer 200") || text.contains("did not become ready") || text.contains("not ready")) {
            return "the service never became ready with it";
        }
        if (text.contains("error rate") || text.contains("errors")) {
            return "its calls failed";
        }
        if (text.contains("spell") || text.contains("sermant reads")) {
            return "a setting it needs is spelled so that Sermant does not read it";
        }
        if (text.contains("load") && text.contains("treatment")) {
            return "the treatment did not load";
        }
        return "failed its check";
    }

    /**
     * The scenario's recorded command with this level alone (and its workload, when the level is one workload's),
     * one round, as the page publishes commands; without a recorded command, the scenario's profile.
     */
    static String reproduce(String command, String scenario, String level, List<String> workloads) {
        String base = command;
        if (base == null || base.isBlank()) {
            base = "./mvnw verify -P" + scenario + " -Dsermant.home=" + PublishedCommand.SERMANT_HOME_PLACEHOLDER;
        }
        base = base.strip();
        boolean maven = base.startsWith("./mvnw") || base.startsWith("mvn");
        if (level == null) {
            return PublishedCommand.of(base);
        }
        String workload = null;
        String ownLevel = level;
        for (String name : workloads) {
            if (level.startsWith(name + "-")) {
                workload = name;
                ownLevel = level.substring(name.length() + 1);
            }
        }
        String result = option(base, maven, "levels", ownLevel);
        if (workload != null) {
            result = option(result, maven, "workloads", workload);
        }
        return PublishedCommand.of(option(result, maven, "rounds", "1"));
    }

    /** {@code -D<name>=<value>} for Maven or {@code --<name> <value>} for the CLI, replacing one already given. */
    private static String option(String command, boolean maven, String name, String value) {
        Pattern given = maven ? Pattern.compile("(^|\\s)-D" + name + "=\\S*")
                : Pattern.compile("(^|\\s)--" + name + "(=|\\s+)\\S+");
        String replacement = maven ? " -D" + name + "=" + value : " --" + name + " " + value;
        Matcher matcher = given.matcher(command);
        if (matcher.find()) {
            return command.substring(0, matcher.start()) + replacement + command.substring(matcher.end());
        }
        return command + replacement;
    }
}
