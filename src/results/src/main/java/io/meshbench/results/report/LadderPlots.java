package io.meshbench.results.report;

import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.ladder.LadderSeries;
import io.meshbench.results.ladder.LadderStep;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The ladder's curves, one line per treatment: each latency percentile against offered RPS, achieved against
 * offered RPS (with the line where they are equal), and the deployment's CPU against achieved RPS (with each
 * treatment's least-squares line over its unsaturated steps).
 */
final class LadderPlots {

    private record Percentile(String name, ToDoubleFunction<LadderStep> value) {
    }

    private static final List<Percentile> PERCENTILES = List.of(
            new Percentile("p50", LadderStep::p50), new Percentile("p90", LadderStep::p90),
            new Percentile("p99", LadderStep::p99), new Percentile("p99.9", LadderStep::p999));

    private LadderPlots() {
    }

    static List<ReportModel.Plot> write(OutputFolder.Batch files, List<LadderSeries> ladder) {
        List<ReportModel.Plot> plots = new ArrayList<>();
        if (ladder.isEmpty()) {
            return plots;
        }
        for (Percentile percentile : PERCENTILES) {
            XYChart chart = chart("Latency " + percentile.name() + " against offered load", "offered load (requests/s)",
                    "latency " + percentile.name() + " (ms)");
            for (int i = 0; i < ladder.size(); i++) {
                line(chart, i, ladder.get(i), LadderStep::offeredRps, percentile.value());
            }
            plots.add(ChartFiles.save(chart, files, "ladder-latency-" + percentile.name(), null));
        }
        plots.add(ChartFiles.save(achieved(ladder), files, "ladder-achieved", null));
        plots.add(ChartFiles.save(cpu(ladder), files, "ladder-cpu", null));
        return plots;
    }

    private static XYChart achieved(List<LadderSeries> ladder) {
        XYChart chart = chart("Achieved against offered load", "offered load (requests/s)", "achieved (requests/s)");
        double highest = ladder.stream().flatMap(s -> s.steps().stream()).mapToDouble(LadderStep::offeredRps).max()
                .orElse(1);
        for (int i = 0; i < ladder.size(); i++) {
            line(chart, i, ladder.get(i), LadderStep::offeredRps, LadderStep::achievedRps);
        }
        XYSeries equal = chart.addSeries("achieved = offered", List.of(0.0, highest), List.of(0.0, highest));
        equal.setMarker(SeriesMarkers.NONE);
        equal.setLineStyle(SeriesLines.DASH_DASH);
        equal.setLineColor(Color.GRAY);
        return chart;
    }

    private static XYChart cpu(List<LadderSeries> ladder) {
        XYChart chart = chart("CPU of the deployment against achieved load", "achieved load (requests/s)",
                "CPU, all services (% of one core)");
        for (int i = 0; i < ladder.size(); i++) {
            LadderSeries series = ladder.get(i);
            List<LadderStep> byAchieved = series.steps().stream()
                    .sorted(java.util.Comparator.comparingDouble(LadderStep::achievedRps)).toList();
            line(chart, i, series.label(), byAchieved, LadderStep::achievedRps, LadderStep::servicesCpuPct);
        }
        for (int i = 0; i < ladder.size(); i++) {
            LadderSeries series = ladder.get(i);
            if (series.cpuFit() != null) {
                List<Double> x = series.steps().stream().filter(s -> series.cpuFit().levels().contains(s.level()))
                        .map(LadderStep::achievedRps).toList(); // the line over the steps it was fitted to
                double from = x.stream().mapToDouble(Double::doubleValue).min().orElse(0);
                double to = x.stream().mapToDouble(Double::doubleValue).max().orElse(0);
                double slope = series.cpuFit().per100RpsPct() / 100;
                XYSeries fit = chart.addSeries(series.label() + ", fit", List.of(from, to),
                        List.of(series.cpuFit().idlePct() + slope * from, series.cpuFit().idlePct() + slope * to));
                fit.setMarker(SeriesMarkers.NONE);
                fit.setLineStyle(SeriesLines.DOT_DOT);
                fit.setLineColor(colorOf(chart, i));
            }
        }
        return chart;
    }

    private static XYChart chart(String title, String xAxis, String yAxis) {
        XYChart chart = new XYChartBuilder().width(ChartFiles.WIDTH).height(ChartFiles.HEIGHT).title(title)
                .xAxisTitle(xAxis).yAxisTitle(yAxis).build();
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setXAxisMin(0.0);
        return chart;
    }

    /** Treatment {@code index}'s line, in the same colour on every figure. */
    private static void line(XYChart chart, int index, LadderSeries series, ToDoubleFunction<LadderStep> x,
                             ToDoubleFunction<LadderStep> y) {
        line(chart, index, series.label(), series.steps(), x, y);
    }

    private static void line(XYChart chart, int index, String name, List<LadderStep> steps,
                             ToDoubleFunction<LadderStep> x, ToDoubleFunction<LadderStep> y) {
        Color color = colorOf(chart, index);
        XYSeries line = chart.addSeries(name, steps.stream().map(s -> x.applyAsDouble(s)).toList(),
                steps.stream().map(s -> y.applyAsDouble(s)).toList());
        line.setMarker(SeriesMarkers.CIRCLE);
        line.setLineColor(color);
        line.setMarkerColor(color);
    }

    private static Color colorOf(XYChart chart, int index) {
        Color[] palette = chart.getStyler().getSeriesColors();
        return palette[index % palette.length];
    }
}
