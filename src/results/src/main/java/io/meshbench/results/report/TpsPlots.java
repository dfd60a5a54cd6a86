package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** Draws TPS over time, one PNG per level with one line per (treatment, round), into {@code plots/}. */
final class TpsPlots {

    static final String FOLDER = "plots";

    private TpsPlots() {
    }

    static List<ReportModel.Plot> write(Path benchmarkFolder, ReportModel model) {
        System.setProperty("java.awt.headless", "true");
        List<ReportModel.Plot> plots = new ArrayList<>();
        for (ReportModel.Level level : model.levels()) {
            XYChart chart = new XYChartBuilder().width(900).height(450).title("TPS over time: " + level.name())
                    .xAxisTitle("second of the run").yAxisTitle("samples completed per second").build();
            chart.getStyler().setMarkerSize(0);
            Set<String> names = new HashSet<>();
            for (ReportModel.RunSummary run : model.runs()) {
                if (run.level().equals(level.name()) && !run.tps().series().isEmpty()) {
                    List<Long> series = run.tps().series();
                    String name = run.treatmentLabel() + " #" + run.round();
                    while (!names.add(name)) {
                        name += "'"; // XChart refuses a name twice; labels are made distinct before, this is the last guard
                    }
                    chart.addSeries(name,
                            IntStream.range(0, series.size()).boxed().toList(), series)
                            .setMarker(SeriesMarkers.NONE);
                }
            }
            if (names.isEmpty()) {
                continue; // an at-rest level offered no load: no TPS to draw
            }
            String file = FOLDER + "/tps-" + level.name().replaceAll("[^A-Za-z0-9._-]", "_") + ".png";
            try {
                Files.createDirectories(benchmarkFolder.resolve(FOLDER));
                BitmapEncoder.saveBitmap(chart, benchmarkFolder.resolve(file).toString(),
                        BitmapEncoder.BitmapFormat.PNG);
            } catch (IOException e) {
                throw new ResultsException(benchmarkFolder.resolve(file) + ": cannot write the plot ("
                        + e.getMessage() + ").", e);
            }
            plots.add(new ReportModel.Plot(level.name(), file));
        }
        return plots;
    }
}
