package io.meshbench.results.report;

import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.run.RunResult;
import java.awt.Color;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws TPS over time, one figure per level with one line per (treatment, round), the warm-up (trimmed from every
 * statistic) shaded.
 */
final class TpsPlots {

    static final Color WARMUP_SHADE = new Color(128, 128, 128, 60);

    private TpsPlots() {
    }

    static List<ReportModel.Plot> write(OutputFolder.Batch files, ReportModel model, List<RunResult> runs) {
        List<ReportModel.Plot> plots = new ArrayList<>();
        for (ReportModel.Level level : model.levels()) {
            XYChart chart = new XYChartBuilder().width(ChartFiles.WIDTH).height(ChartFiles.HEIGHT)
                    .title("TPS over time: " + level.name())
                    .xAxisTitle("time since the first sample (s)").yAxisTitle("throughput (samples completed per s)").build();
            chart.getStyler().setMarkerSize(0);
            long highest = model.runs().stream().filter(run -> run.level().equals(level.name()))
                    .flatMap(run -> run.tps().series().stream()).mapToLong(Long::longValue).max().orElse(0);
            warmupOf(runs, level.name()).ifPresent(warmup -> shade(chart, warmup, Math.max(1, highest)));
            Set<String> names = new HashSet<>();
            int lines = 0;
            for (ReportModel.RunSummary run : model.runs()) {
                if (run.level().equals(level.name()) && !run.tps().series().isEmpty()) {
                    List<Long> series = run.tps().series();
                    String name = run.treatmentLabel() + " #" + run.round();
                    while (!names.add(name)) {
                        name += "'"; // XChart refuses a name twice; labels are made distinct before, this is the last guard
                    }
                    chart.addSeries(name, IntStream.range(0, series.size()).boxed().toList(), series)
                            .setMarker(SeriesMarkers.NONE);
                    lines++;
                }
            }
            if (lines == 0) {
                continue; // an at-rest level offers no load: nothing to draw
            }
            plots.add(ChartFiles.save(chart, files, "tps-" + level.name(), level.name()));
        }
        return plots;
    }

    /** The level's warm-up in seconds (the same for every run of a level: the report refuses otherwise). */
    private static java.util.Optional<Double> warmupOf(List<RunResult> runs, String level) {
        return runs.stream().filter(run -> run.info().level().equals(level) && run.info().warmup() != null)
                .map(run -> run.info().warmup().toMillis() / 1000.0).filter(w -> w > 0).findFirst();
    }

    private static void shade(XYChart chart, double warmupSeconds, long height) {
        XYSeries shade = chart.addSeries("warm-up (trimmed)", List.of(0.0, warmupSeconds), List.of(height, height));
        shade.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
        shade.setMarker(SeriesMarkers.NONE);
        shade.setFillColor(WARMUP_SHADE);
        shade.setLineColor(WARMUP_SHADE);
    }
}
