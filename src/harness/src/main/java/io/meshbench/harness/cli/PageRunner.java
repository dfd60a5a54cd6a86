package io.meshbench.harness.cli;

import io.meshbench.harness.benchmark.page.AdaptiveDriver;
import io.meshbench.harness.benchmark.page.PageEntry;
import io.meshbench.harness.benchmark.page.PageFile;
import io.meshbench.harness.benchmark.page.PageFolder;
import io.meshbench.harness.benchmark.page.PagePlanFile;
import io.meshbench.harness.benchmark.page.PagePlanner;
import io.meshbench.harness.benchmark.page.PageRunOptions;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.PageLooks;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Runs a planned page, scenario by scenario in page order, each through {@code meshbench run} into
 * {@code <page folder>/<scenario>/}, rewriting page-plan.json as each one ends.
 *
 * <ul>
 *   <li>Each scenario's wall time is written beside its planned time ({@code elapsedSeconds}), to check the plan.</li>
 *   <li>A scenario whose folder holds a finished report.json is not run again (a resumed page).</li>
 *   <li>A partly written folder is moved aside ({@code <scenario>.partial-<n>}), never deleted, and the scenario rerun.</li>
 *   <li>A failed scenario (exit 1) is recorded with its reason and the page goes on; bad input (exit 2) stops the
 *       page, the scenarios not reached marked skipped; Ctrl-C stops it, the current scenario left pending.</li>
 *   <li>A capacity-relative level of a scenario whose topology an earlier scenario of the page probed takes that
 *       probe's capacity instead of probing again.</li>
 * </ul>
 */
final class PageRunner {

    /** One scenario run: its exit code (as {@code meshbench run}'s) and, when it did not succeed, why. */
    record Outcome(int exit, String reason) {
    }

    /** Runs one scenario as {@code meshbench run <file> --benchmark-dir=<folder> <options>} would. */
    interface ScenarioLauncher {
        Outcome run(PageEntry entry, Path folder, List<String> options);

        /**
         * Adds a round to the finished benchmark in {@code folder}, as {@code meshbench run <file> --resume=<folder>
         * <options>} would, its options giving the rounds in all.
         */
        Outcome addRound(PageEntry entry, Path folder, List<String> options);
    }

    private final PageFile page;
    private final Path pageFolder;
    private final Function<PageEntry, Scenario> scenarios;
    private final ScenarioLauncher launcher;
    private final PrintStream out;
    private final BooleanSupplier stopping;

    PageRunner(PageFile page, Path pageFolder, Function<PageEntry, Scenario> scenarios, ScenarioLauncher launcher,
               PrintStream out, BooleanSupplier stopping) {
        this.page = page;
        this.pageFolder = pageFolder;
        this.scenarios = scenarios;
        this.launcher = launcher;
        this.out = out;
        this.stopping = stopping;
    }

    /**
     * Every planned scenario, then the adaptive rounds ({@link AdaptiveDriver}) while the budget has time left.
     *
     * @return 0 when every scenario is done, 1 when one failed, 2 when bad input stopped the page, 130 on Ctrl-C
     */
    int run(PagePlanFile plan) {
        int exit = runPlanned(plan);
        if (exit == Commands.INTERRUPTED || exit == Commands.BAD_INPUT || stopping.getAsBoolean()) {
            return exit;
        }
        PagePlanFile planned = PagePlanFile.readFrom(pageFolder);
        try {
            new AdaptiveDriver(PageLooks.maxRounds(), System::nanoTime, out, stopping).drive(planned,
                    () -> PageLooks.undecidedCells(pageFolder), this::addRound, written -> written.writeTo(pageFolder));
        } catch (ResultsException e) { // the page cannot be judged: `meshbench page` will say why, once
            out.println("Page: no adaptive rounds: " + e.getMessage());
        }
        return stopping.getAsBoolean() ? Commands.INTERRUPTED : exit;
    }

    /** One more round of a finished scenario into its folder; false when it did not end with a report. */
    private boolean addRound(PagePlanFile.Entry withRound) {
        PageEntry entry = page.entry(withRound.scenario()).orElseThrow();
        Path folder = pageFolder.resolve(withRound.folder());
        Outcome outcome = launcher.addRound(entry, folder, PageRunOptions.of(scenarios.apply(entry), withRound));
        if (outcome.exit() != Commands.OK) {
            out.printf("Page: the added round of %s ended with exit %d: %s%n", withRound.scenario(), outcome.exit(),
                    outcome.reason());
        }
        return outcome.exit() == Commands.OK && PageFolder.finished(folder);
    }

    private int runPlanned(PagePlanFile plan) {
        Map<List<Object>, Double> probed = new HashMap<>();
        boolean anyFailed = false;
        List<PagePlanFile.Entry> entries = plan.scenarios();
        for (int i = 0; i < entries.size(); i++) {
            PagePlanFile.Entry planned = plan.scenarios().get(i);
            PageEntry entry = page.entry(planned.scenario()).orElseThrow();
            Scenario scenario = scenarios.apply(entry);
            Path folder = pageFolder.resolve(planned.folder());
            if (PageFolder.finished(folder)) {
                out.printf("Page: %s finished already (%s): not run again%n", planned.scenario(), folder);
                if (PagePlanFile.PENDING.equals(planned.status()) || PagePlanFile.SKIPPED.equals(planned.status())) {
                    plan = update(plan, planned.withStatus(PagePlanFile.DONE, null));
                }
                anyFailed |= PagePlanFile.FAILED.equals(planned.status());
                remember(probed, scenario, planned.duet(), folder);
                continue;
            }
            if (stopping.getAsBoolean()) {
                return Commands.INTERRUPTED;
            }
            String name = planned.scenario();
            PageFolder.moveAside(folder).ifPresent(aside ->
                    out.printf("Page: %s was partly written: moved aside to %s, run again%n", name, aside));
            Double capacity = probed.get(PagePlanner.capacityKey(scenario, planned.duet()));
            if (capacity != null) {
                List<String> resolved = PageRunOptions.atCapacity(planned.levels(), firstUsers(scenario), capacity);
                if (!resolved.equals(planned.levels())) {
                    out.printf("Page: %s reuses the capacity an earlier scenario probed on its topology, %.1f TPS: "
                            + "levels %s%n", planned.scenario(), capacity, resolved);
                    planned = planned.withLevels(resolved);
                    plan = update(plan, planned);
                }
            }
            out.printf("%nPage: scenario %d/%d, %s (%s)%n", i + 1, entries.size(), planned.scenario(), planned.section());
            long started = System.nanoTime();
            Outcome outcome = launcher.run(entry, folder, PageRunOptions.of(scenario, planned));
            planned = planned.withElapsed(Math.round((System.nanoTime() - started) / 1e9));
            if (outcome.exit() == Commands.INTERRUPTED || stopping.getAsBoolean() && outcome.exit() != Commands.OK) {
                out.printf("Page: stopped during %s; what was written is kept (resume with --resume %s)%n",
                        planned.scenario(), pageFolder);
                return Commands.INTERRUPTED;
            }
            if (outcome.exit() == Commands.OK) {
                plan = update(plan, planned.withStatus(PagePlanFile.DONE, null));
            } else {
                anyFailed = true;
                plan = update(plan, planned.withStatus(PagePlanFile.FAILED, outcome.reason()));
                out.printf("Page: %s failed: %s%n", planned.scenario(), outcome.reason());
            }
            remember(probed, scenario, planned.duet(), folder);
            if (outcome.exit() == Commands.BAD_INPUT) {
                for (int j = i + 1; j < entries.size(); j++) {
                    plan = update(plan, plan.scenarios().get(j).withStatus(PagePlanFile.SKIPPED,
                            "not reached: the page stopped at " + planned.scenario() + " on bad input"));
                }
                return Commands.BAD_INPUT;
            }
        }
        return anyFailed ? Commands.RUNS_FAILED : Commands.OK;
    }

    private PagePlanFile update(PagePlanFile plan, PagePlanFile.Entry changed) {
        PagePlanFile updated = plan.with(changed);
        updated.writeTo(pageFolder);
        return updated;
    }

    /** The capacity this scenario's probe measured, for later scenarios of its topology. */
    private static void remember(Map<List<Object>, Double> probed, Scenario scenario, boolean duet, Path folder) {
        OptionalDouble capacity = PageFolder.probedCapacity(folder);
        if (capacity.isPresent()) {
            probed.putIfAbsent(PagePlanner.capacityKey(scenario, duet), capacity.getAsDouble());
        }
    }

    private static int firstUsers(Scenario scenario) {
        return scenario.load().levels().isEmpty() ? 50 : scenario.load().levels().get(0).users();
    }
}
