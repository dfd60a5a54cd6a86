package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/** Writes one chart twice into {@code plots/}: a PNG for report.md and an SVG for report.html. */
final class ChartFiles {

    static final int WIDTH = 900;
    static final int HEIGHT = 450;

    static {
        System.setProperty("java.awt.headless", "true"); // plots are drawn on machines without a display
    }

    private ChartFiles() {
    }

    /**
     * @param name  the file name without extension; characters other than letters, digits, '.', '_' and '-' become '_'
     * @param level the level a TPS plot shows, null for other figures
     */
    static ReportModel.Plot save(Chart<?, ?> chart, Path benchmarkFolder, String name, String level) {
        String base = BenchmarkFolderLayout.PLOTS + "/" + name.replaceAll("[^A-Za-z0-9._-]", "_");
        Path png = benchmarkFolder.resolve(base + ".png");
        Path svg = benchmarkFolder.resolve(base + ".svg");
        io.meshbench.results.format.OutputTarget.check("plot", png);
        io.meshbench.results.format.OutputTarget.check("plot", svg);
        try {
            Files.createDirectories(BenchmarkFolderLayout.plots(benchmarkFolder));
            BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
            VectorGraphicsEncoder.saveVectorGraphic(chart, svg.toString(),
                    VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        } catch (IOException e) {
            throw new ResultsException(png + ": cannot write the plot (" + e.getMessage() + ").", e);
        }
        return new ReportModel.Plot(level, chart.getTitle(), base + ".png", base + ".svg");
    }
}
