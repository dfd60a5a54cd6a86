package io.meshbench.results.report;

import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.startup.Spread;
import io.meshbench.results.startup.StartupRepeats;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/** Start-up per treatment: one bar per treatment at each level (CPU size), medians in seconds; JVM and application. */
final class StartupPlots {

    private StartupPlots() {
    }

    static List<ReportModel.Plot> write(OutputFolder.Batch files, List<StartupRepeats> startups) {
        List<ReportModel.Plot> plots = new ArrayList<>();
        if (startups.isEmpty()) {
            return plots;
        }
        plots.add(ChartFiles.save(chart("JVM start-up (process start to ready), median", startups, StartupRepeats::jvm),
                files, "startup-jvm", null));
        plots.add(ChartFiles.save(chart("Application start-up (Spring's own), median", startups,
                StartupRepeats::application), files, "startup-application", null));
        return plots;
    }

    private static CategoryChart chart(String title, List<StartupRepeats> startups, Function<StartupRepeats, Spread> figure) {
        CategoryChart chart = new CategoryChartBuilder().width(ChartFiles.WIDTH).height(ChartFiles.HEIGHT).title(title)
                .xAxisTitle("level (CPU size)").yAxisTitle("start-up (s)").build();
        chart.getStyler().setYAxisMin(0.0);
        Set<String> levels = new LinkedHashSet<>();
        Set<String> labels = new LinkedHashSet<>();
        startups.forEach(s -> {
            levels.add(s.level());
            labels.add(s.label());
        });
        for (String label : labels) {
            List<String> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (String level : levels) {
                startups.stream().filter(s -> s.label().equals(label) && s.level().equals(level)).findFirst()
                        .ifPresent(s -> {
                            x.add(level);
                            y.add(figure.apply(s).median());
                        });
            }
            if (!x.isEmpty()) {
                chart.addSeries(label, x, y);
            }
        }
        return chart;
    }
}
