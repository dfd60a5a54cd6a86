package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.OutputFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Draws one chart twice for {@code plots/}: a PNG for report.md and an SVG for report.html. Both are drawn here, in
 * memory (a drawing failure costs the plots, not the report), and written with the report's files, all or none.
 */
final class ChartFiles {

    static final int WIDTH = 900;
    static final int HEIGHT = 450;

    static {
        System.setProperty("java.awt.headless", "true"); // plots are drawn on machines without a display
    }

    private ChartFiles() {
    }

    /**
     * @param files the report's files, to which the two plots are added
     * @param name  the file name without extension; characters other than letters, digits, '.', '_' and '-' become '_'
     * @param level the level a TPS plot shows, null for other figures
     */
    static ReportModel.Plot save(Chart<?, ?> chart, OutputFolder.Batch files, String name, String level) {
        String base = BenchmarkFolderLayout.PLOTS + "/" + name.replaceAll("[^A-Za-z0-9._-]", "_");
        byte[] png;
        ByteArrayOutputStream svg = new ByteArrayOutputStream();
        try {
            png = BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
            VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        } catch (IOException e) {
            throw new ResultsException(base + ": cannot draw the plot (" + e.getMessage() + ").", e);
        }
        files.add(Path.of(base + ".png"), OutputFolder.Content.bytes(png));
        files.add(Path.of(base + ".svg"), OutputFolder.Content.bytes(svg.toByteArray()));
        return new ReportModel.Plot(level, chart.getTitle(), base + ".png", base + ".svg");
    }
}
