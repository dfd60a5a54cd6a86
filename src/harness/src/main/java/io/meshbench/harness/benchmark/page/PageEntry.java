package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.DeploymentSetUp;
import io.meshbench.harness.benchmark.DuetPlan;
import io.meshbench.harness.duet.RunMode;
import io.meshbench.harness.scenario.AaCheck;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * One scenario of a page, as its page file lists it.
 *
 * @param scenario        the scenario's name, which is also its folder in the page folder
 * @param file            the scenario file ({@code <scenarios>/<scenario>.yaml} unless the entry names another)
 * @param section         the title of the page's section the scenario fills
 * @param minWindow       the shortest measured window the planner may give it (null: the page-wide floor)
 * @param runEstimate     for a scenario whose {@code duration} bounds a job rather than timing a window (MQ jobs): the
 *                        time one run is expected to take; its duration is then never shortened (null: a timed window)
 * @param setUp           the set-up per deployment measured for this scenario's topology (start, check, stop); null:
 *                        the harness's general {@link DeploymentSetUp#STARTED_HERE}
 * @param fewestWorkloads the workloads the planner may cut the scenario down to when the budget needs it (null or
 *                        empty: every workload stays)
 * @param mode            {@link RunMode#DUET}: run as {@code run --mode=duet --aa-check=true} (each treatment beside a
 *                        baseline of its own, plus the duet A/A); null or sequential: the scenario's own, one deployment
 *                        after another
 * @param keepLevels      levels the planner never drops, beside the at-rest and first load levels it always keeps (e.g.
 *                        tag transmission's unthrottled level, the only one whose time to max TPS and max TPS mean
 *                        something); null or empty: none
 */
public record PageEntry(String scenario, Path file, String section, Duration minWindow, Duration runEstimate,
                        Duration setUp, List<String> fewestWorkloads, RunMode mode, List<String> keepLevels) {

    public PageEntry {
        fewestWorkloads = fewestWorkloads == null ? List.of() : List.copyOf(fewestWorkloads);
        mode = mode == null ? RunMode.SEQUENTIAL : mode;
        keepLevels = keepLevels == null ? List.of() : List.copyOf(keepLevels);
    }

    public PageEntry(String scenario, Path file, String section, Duration minWindow, Duration runEstimate,
                     Duration setUp, List<String> fewestWorkloads, RunMode mode) {
        this(scenario, file, section, minWindow, runEstimate, setUp, fewestWorkloads, mode, List.of());
    }

    public PageEntry(String scenario, Path file, String section, Duration minWindow, Duration runEstimate,
                     Duration setUp, List<String> fewestWorkloads) {
        this(scenario, file, section, minWindow, runEstimate, setUp, fewestWorkloads, RunMode.SEQUENTIAL);
    }

    public PageEntry(String scenario, Path file, String section, Duration minWindow, Duration runEstimate) {
        this(scenario, file, section, minWindow, runEstimate, null, List.of());
    }

    /** Whether the scenario's duration is a job's bound, not a measured window the planner may shorten. */
    public boolean jobBound() {
        return runEstimate != null;
    }

    /** Whether the page runs this scenario as duets, with a duet A/A. */
    public boolean duet() {
        return mode == RunMode.DUET;
    }

    /** The set-up each deployment of this scenario is expected to take. */
    public Duration setUpPerDeployment() {
        return setUp != null ? setUp : DeploymentSetUp.STARTED_HERE.perDeployment();
    }

    /**
     * The page shows each scenario's report.json under its entry's name and refuses a report of another scenario
     * there, so an entry runs a file of its own name.
     *
     * @throws ScenarioException naming the page file, the entry and the file, when the file names itself otherwise
     */
    public void requireNamedAs(Scenario loaded, Path pageFile) {
        if (!scenario.equals(loaded.name())) {
            throw new ScenarioException(pageFile + ": scenario " + scenario + " runs " + file.getFileName()
                    + ", whose name is '" + loaded.name() + "': its report would be of '" + loaded.name()
                    + "' and the page shows a scenario's report under its entry's name only; give the entry "
                    + "`scenario: " + loaded.name() + "`, or set `name: " + scenario + "` in " + file.getFileName()
                    + " (a copy of it for each entry that runs it)");
        }
    }

    /** @throws ScenarioException naming the page file, when {@code fewestWorkloads} names a workload the scenario lacks */
    public void requireWorkloadsOf(Scenario loaded, Path pageFile) {
        requireAmong("fewestWorkloads", fewestWorkloads, "a workload",
                loaded.load().workloads().stream().map(Workload::name).toList(), pageFile);
    }

    /** @throws ScenarioException naming the page file, when {@code keepLevels} names a level the scenario lacks */
    public void requireLevelsOf(Scenario loaded, Path pageFile) {
        requireAmong("keepLevels", keepLevels, "a level", loaded.load().levels().stream().map(Level::name).toList(),
                pageFile);
    }

    private void requireAmong(String field, List<String> names, String what, List<String> known, Path pageFile) {
        for (String name : names) {
            if (!known.contains(name)) {
                throw new ScenarioException(pageFile + ": scenario " + scenario + ", " + field + ": '" + name
                        + "' is not " + what + " of " + file.getFileName() + ": use some of " + known);
            }
        }
    }

    /**
     * For a duet entry, the checks {@code run --mode=duet --aa-check=true} makes before anything starts ({@link DuetPlan}:
     * a plan whose thread groups read the port, no faults, no probe counters, no at-rest level ...), made now.
     *
     * @throws ScenarioException naming the page file and the entry, when the scenario cannot run as a duet
     */
    public void requireDuetPossible(Scenario loaded, Path pageFile) {
        if (!duet()) {
            return;
        }
        try {
            DuetPlan.of(AaCheck.addTo(loaded));
        } catch (ScenarioException e) {
            throw new ScenarioException(pageFile + ": scenario " + scenario + ", mode: duet cannot run: " + e.getMessage()
                    + " (in the page file: leave `mode: duet` out of this entry)");
        }
    }
}
