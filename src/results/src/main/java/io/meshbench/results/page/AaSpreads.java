package io.meshbench.results.page;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.AaSpread;
import io.meshbench.results.format.PagePlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The A/A page a page judges its cells of one or two rounds against ({@code meshbench page --aa-from}, kept in
 * page-plan.json as {@code aaFrom}): per scenario, level and figure, the no-effect spread of one round's delta
 * ({@link AaSpread}), pooled over the A/A page's cells of that figure at that level (its treatments, each the
 * baseline deployed again, and its workloads: tag transmission's eight stacks, the database's six). A level is the
 * plan's level the cell's level ends with ({@code jdkhttp-50u-115tps}: {@code 50u-115tps}).
 *
 * <p>A scenario is judged against it only where the A/A page ran the same design: the same mode (duet or
 * sequential), warm-up and window; anything else measures another spread, and its cells stay judged by their own
 * rounds alone.
 */
final class AaSpreads {

    /** No A/A page: every cell judged by its own rounds. */
    static final AaSpreads NONE = new AaSpreads(null, Map.of(), Map.of());

    /** A cell's figure at a level of a scenario; duet figures (a deployment pair's delta) apart from sequential ones. */
    record Key(String scenario, String level, String figure, boolean relative) {
    }

    private final String shownAs;
    private final Map<String, PagePlan.Scenario> designs;
    private final Map<Key, AaSpread> spreads;

    private AaSpreads(String shownAs, Map<String, PagePlan.Scenario> designs, Map<Key, AaSpread> spreads) {
        this.shownAs = shownAs;
        this.designs = designs;
        this.spreads = spreads;
    }

    /**
     * The spreads of the A/A page in {@code folder}, named {@code shownAs} where the page cites it.
     *
     * @throws ResultsException naming the folder and what to give instead, when it holds no A/A page
     */
    static AaSpreads read(Path folder, String shownAs) {
        if (!Files.isRegularFile(PagePlan.file(folder))) {
            throw new ResultsException(folder + ": no page-plan.json, so no A/A page to judge against; give "
                    + "--aa-from the folder of a page run with -Dpage.aa=true (run-page --aa=true)");
        }
        PagePlan plan = PagePlan.read(folder);
        if (!plan.aaPage()) {
            throw new ResultsException(PagePlan.file(folder) + ": not an A/A page (it has no \"aa\": true), so its "
                    + "deltas are not what no effect looks like; give --aa-from the folder of a page run with "
                    + "-Dpage.aa=true (run-page --aa=true)");
        }
        Recorder recorder = new Recorder();
        Map<PagePlan.Scenario, ScenarioReport> reports = SermantPage.reports(folder, plan);
        SermantPage.judgeAll(plan, reports, PageVerdicts.recording(recorder));
        recordDuetPairs(reports, recorder);
        Map<Key, AaSpread> spreads = new LinkedHashMap<>();
        recorder.deltas.forEach((key, deltas) -> {
            AaSpread spread = AaSpread.pooled(deltas, key.relative());
            if (spread != null) {
                spreads.put(key, spread);
            }
        });
        Map<String, PagePlan.Scenario> designs = new LinkedHashMap<>();
        plan.scenarios().forEach(scenario -> designs.putIfAbsent(scenario.scenario(), scenario));
        return new AaSpreads(shownAs, designs, spreads);
    }

    /**
     * Each duet scenario's deployment pairs of one round: their CPU, CPU per request and P90 deltas (an A/A page lists
     * every pair among its A/A twins, and its tables show them as sequential cells, so they are read here).
     */
    private static void recordDuetPairs(Map<PagePlan.Scenario, ScenarioReport> reports, Recorder recorder) {
        for (Map.Entry<PagePlan.Scenario, ScenarioReport> entry : reports.entrySet()) {
            PagePlan.Scenario scenario = entry.getKey();
            if (!PagePlan.DUET.equals(scenario.mode()) || entry.getValue() == null) {
                continue;
            }
            for (com.fasterxml.jackson.databind.JsonNode row : DuetCells.allRows(entry.getValue())) {
                for (PageColumn column : List.of(PageColumn.CPU, PageColumn.CPU_PER_REQUEST, PageColumn.P90)) {
                    com.fasterxml.jackson.databind.JsonNode figure = DuetCells.figure(row, column);
                    if (figure != null && figure.path("delta").isNumber()
                            && !"rounds".equals(ScenarioReport.text(figure, "intervalOver"))) {
                        recorder.add(scenario, ScenarioReport.text(row, "level"),
                                PageVerdicts.DUET + column.metrics().get(0), false,
                                List.of(figure.path("delta").asDouble()));
                    }
                }
            }
        }
    }

    /** The A/A page as the page cites it, null for none. */
    String shownAs() {
        return shownAs;
    }

    /**
     * The no-effect spread for a cell of {@code planned} at {@code level}, null where the A/A page has none of at
     * least {@link AaSpread#MIN_DEGREES_OF_FREEDOM} cells or ran the scenario another way.
     */
    AaSpread of(PagePlan.Scenario planned, String level, String figure, boolean relative) {
        if (planned == null || !sameDesign(planned, designs.get(planned.scenario()))) {
            return null;
        }
        return spreads.get(new Key(planned.scenario(), levelOf(planned, level), figure, relative));
    }

    /** Whether the A/A page ran this scenario as the page did: the spread of another design is not this one's. */
    boolean sameDesign(PagePlan.Scenario planned) {
        return sameDesign(planned, designs.get(planned.scenario()));
    }

    private static boolean sameDesign(PagePlan.Scenario planned, PagePlan.Scenario aa) {
        return aa != null && Objects.equals(mode(planned), mode(aa))
                && Objects.equals(planned.warmupSeconds(), aa.warmupSeconds())
                && Objects.equals(planned.durationSeconds(), aa.durationSeconds());
    }

    private static String mode(PagePlan.Scenario scenario) {
        return scenario.mode() == null ? PagePlan.SEQUENTIAL : scenario.mode();
    }

    /** The plan's level a comparison's level ends with (its workload before it), or the level itself. */
    static String levelOf(PagePlan.Scenario planned, String level) {
        if (level == null || planned.levels() == null) {
            return level;
        }
        String found = null;
        for (String named : planned.levels()) {
            String folderName = named.replace("%", "pct"); // 50u-30%cap runs in 50u-30pct-cap
            if ((level.equals(folderName) || level.endsWith("-" + folderName))
                    && (found == null || folderName.length() > found.length())) {
                found = folderName;
            }
        }
        return found == null ? level : found;
    }

    /** What an A/A page's cells are, as its verdicts see them: one round's delta per draw, by key. */
    static final class Recorder {

        private final Map<Key, List<Double>> deltas = new LinkedHashMap<>();

        /** The per-round deltas of one cell (relative ones in % of each round's baseline). */
        void add(PagePlan.Scenario planned, String level, String figure, boolean relative, List<Double> roundDeltas) {
            if (planned == null || roundDeltas == null) {
                return;
            }
            List<Double> these = deltas.computeIfAbsent(new Key(planned.scenario(), levelOf(planned, level), figure,
                    relative), key -> new ArrayList<>());
            for (double delta : roundDeltas) {
                if (relative && delta <= -100) {
                    continue; // no log ratio
                }
                these.add(AaSpread.onScale(delta, relative));
            }
        }
    }
}
