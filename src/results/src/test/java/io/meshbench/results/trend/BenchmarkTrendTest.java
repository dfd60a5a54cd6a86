package io.meshbench.results.trend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.RoundsInterval;
import io.meshbench.results.report.TemplateLibrary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three nightly benchmark folders with hand-made report.json files: the consumer's metaspace delta of Sermant
 * 2.2.0 (2 rounds: a range), 2.10.0 (3 rounds: a 95 % interval) and 2.9.1 (1 round: no spread).
 */
class BenchmarkTrendTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Night 1: 2 rounds, deltas 10 and 11 MB: the range 10..11, mean 10.5. */
    private Path night1;
    /** Night 2: 3 rounds, deltas 12.0, 12.4, 12.8 MB: mean 12.4 ± t(0.975, 2) · 0.4 / √3. */
    private Path night2;
    /** Night 3: 1 round, delta 9 MB. */
    private Path night3;

    private void nights() throws Exception {
        night2 = benchmark("20261121-020000", "2.10.0", List.of(12.0, 12.4, 12.8));
        night1 = benchmark("20261120-020000", "2.2.0", List.of(10.0, 11.0));
        night3 = benchmark("20261122-020000", "2.9.1", List.of(9.0));
    }

    /** A benchmark folder with a report.json as `meshbench report` writes it (the keys a trend reads). */
    private Path benchmark(String name, String version, List<Double> metaspaceDeltas) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("router").resolve(name));
        Map<String, Object> metaspace = new LinkedHashMap<>();
        double mean = metaspaceDeltas.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        metaspace.put("metric", "metaspace");
        metaspace.put("style", "MEGABYTES");
        metaspace.put("baseline", 47.0);
        metaspace.put("treated", 47.0 + mean);
        metaspace.put("delta", mean);
        metaspace.put("deltaMin", metaspaceDeltas.size() >= 2 ? metaspaceDeltas.stream().min(Double::compare).get() : null);
        metaspace.put("deltaMax", metaspaceDeltas.size() >= 2 ? metaspaceDeltas.stream().max(Double::compare).get() : null);
        metaspace.put("pairedRounds", metaspaceDeltas.size());
        RoundsInterval interval = RoundsInterval.of(metaspaceDeltas);
        metaspace.put("verdict", interval == null ? "NONE" : interval.containsZero() ? "WITHIN_NOISE" : "FINDING");
        metaspace.put("interval", interval);
        metaspace.put("roundDeltas", metaspaceDeltas);
        metaspace.put("deltaText", String.format(Locale.ROOT, "%.1fM", mean));
        Map<String, Object> comparison = new LinkedHashMap<>();
        comparison.put("treatment", "sermant-router");
        comparison.put("treatmentLabel", "Sermant router");
        comparison.put("level", "50u-30pct-cap");
        comparison.put("metrics", Map.of("metaspace", metaspace));
        comparison.put("machineSaturated", version.equals("2.9.1"));
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("scenario", "router");
        report.put("comparisons", List.of(comparison));
        report.put("agents", List.of(Map.of("treatment", "sermant-router", "name", "sermant-agent", "version", version,
                "sha256", "00")));
        JSON.writeValue(folder.resolve("report.json").toFile(), report);
        return folder;
    }

    private static TrendOptions options(String by) {
        return TrendOptions.parse("metaspace", null, null, by, false, null);
    }

    @Test
    void byDateThePointsFollowTheNightsWithTheirIntervalRangeOrNothing() throws Exception {
        nights();

        BenchmarkTrend trend = BenchmarkTrend.of(List.of(night2, night1, night3), options("date"));

        assertThat(trend.points()).extracting(TrendPoint::x)
                .containsExactly("2026-11-20 02:00", "2026-11-21 02:00", "2026-11-22 02:00");
        assertThat(trend.points()).extracting(TrendPoint::delta).containsExactly(10.5, 12.4, 9.0);
        assertThat(trend.points()).extracting(TrendPoint::spread)
                .containsExactly(TrendPoint.RANGE, TrendPoint.INTERVAL, TrendPoint.NONE);
        TrendPoint range = trend.points().get(0);
        assertThat(range.low()).isEqualTo(10.0);
        assertThat(range.high()).isEqualTo(11.0);
        double halfWidth = 4.302652729749464 * 0.4 / Math.sqrt(3); // t(0.975, 2) · s / √3, s of 12.0, 12.4, 12.8
        TrendPoint interval = trend.points().get(1);
        assertThat(interval.low()).isCloseTo(12.4 - halfWidth, offset(1e-9));
        assertThat(interval.high()).isCloseTo(12.4 + halfWidth, offset(1e-9));
        assertThat(trend.points().get(2).low()).isNull();
        assertThat(trend.points()).extracting(TrendPoint::release).containsExactly("2.2.0", "2.10.0", "2.9.1");
        assertThat(trend.points().get(2).caveats()).containsExactly("machine-saturated");
        assertThat(trend.unit()).isEqualTo("MB");
        assertThat(trend.treatment()).isEqualTo("sermant-router");
        assertThat(trend.level()).isEqualTo("50u-30pct-cap");
    }

    @Test
    void byReleaseVersionsSortAsNumbers() throws Exception {
        nights();

        BenchmarkTrend trend = BenchmarkTrend.of(List.of(night1, night2, night3), options("release"));

        assertThat(trend.points()).extracting(TrendPoint::x).containsExactly("2.2.0", "2.9.1", "2.10.0");
        assertThat(trend.points()).extracting(TrendPoint::delta).containsExactly(10.5, 9.0, 12.4);
    }

    @Test
    void byReleaseTheReleaseIsOneColumnNotTwo() throws Exception {
        nights();

        String markdown = TrendOutput.markdown(BenchmarkTrend.of(List.of(night1, night2, night3), options("release")),
                TemplateLibrary.standard());

        assertThat(markdown).contains("| release | delta | spread | rounds | verdict | folder | caveats |");
        assertThat(markdown.lines().filter(l -> l.startsWith("| 2.2.0 |")).findFirst().orElseThrow())
                .startsWith("| 2.2.0 | 10.5M | 10.0M .. 11.0M (range) | 2 | no verdict | `");
    }

    @Test
    void byFolderThePointsKeepTheGivenOrder() throws Exception {
        nights();

        BenchmarkTrend trend = BenchmarkTrend.of(List.of(night3, night1, night2), options("folder"));

        assertThat(trend.points()).extracting(TrendPoint::x)
                .containsExactly("20261122-020000", "20261120-020000", "20261121-020000");
    }

    @Test
    void theMarkdownTableHasOneRowPerNightInOrderWithItsSpread() throws Exception {
        nights();

        String markdown = TrendOutput.markdown(BenchmarkTrend.of(List.of(night2, night1, night3), options("date")),
                TemplateLibrary.standard());

        assertThat(markdown).contains("## Trend: metaspace delta of Sermant router at 50u-30pct-cap (router)");
        List<String> rows = markdown.lines().filter(l -> l.startsWith("| 2026-")).toList();
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).startsWith("| 2026-11-20 02:00 | 10.5M | 10.0M .. 11.0M (range) | 2 | no verdict | 2.2.0 |");
        assertThat(rows.get(1)).startsWith("| 2026-11-21 02:00 | 12.4M | 11.4M .. 13.4M (95 % interval) | 3 | finding | 2.10.0 |");
        assertThat(rows.get(2)).startsWith("| 2026-11-22 02:00 | 9.0M | — | 1 | no verdict | 2.9.1 |")
                .endsWith("| ⚠ machine-saturated |");
    }

    /** The SVG's points, bars and labels against the chart's geometry, computed here from its stated constants. */
    @Test
    void theChartPlacesEachPointAndErrorBarWhereItsValueIs() throws Exception {
        nights();
        BenchmarkTrend trend = BenchmarkTrend.of(List.of(night2, night1, night3), options("date"));

        String html = TrendOutput.html(trend, TemplateLibrary.standard());

        String svg = html.substring(html.indexOf("<svg"), html.indexOf("</svg>") + 6);
        assertThat(html).doesNotContain("<script").doesNotContain("href=").doesNotContain("src=");
        double halfWidth = 4.302652729749464 * 0.4 / Math.sqrt(3);
        double low = 0; // zero is always on the axis
        double high = 12.4 + halfWidth;
        double min = low - 0.05 * (high - low);
        double max = high + 0.05 * (high - low);
        java.util.function.DoubleUnaryOperator y = v -> 300 - (v - min) / (max - min) * 260;
        double[] xs = {120, 410, 700}; // the plot spans 90..730, 30 px in from each side
        double[] deltas = {10.5, 12.4, 9.0};
        List<double[]> circles = numbers(svg, "<circle class=\"point\" cx=\"([-\\d.]+)\" cy=\"([-\\d.]+)\"");
        assertThat(circles).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(circles.get(i)[0]).isCloseTo(xs[i], offset(0.051));
            assertThat(circles.get(i)[1]).isCloseTo(y.applyAsDouble(deltas[i]), offset(0.051));
        }
        Matcher polyline = Pattern.compile("<polyline class=\"trend\"[^>]* points=\"([^\"]+)\"").matcher(svg);
        assertThat(polyline.find()).isTrue();
        assertThat(polyline.group(1)).isEqualTo(String.format(Locale.ROOT, "%.1f,%.1f %.1f,%.1f %.1f,%.1f",
                xs[0], y.applyAsDouble(10.5), xs[1], y.applyAsDouble(12.4), xs[2], y.applyAsDouble(9.0)));
        List<double[]> bars = numbers(svg, "<line class=\"bar\" x1=\"([-\\d.]+)\" y1=\"([-\\d.]+)\" x2=\"([-\\d.]+)\" "
                + "y2=\"([-\\d.]+)\"");
        assertThat(bars).hasSize(2); // the one-round night has none
        assertThat(bars.get(0)).containsExactly(new double[] {120, y.applyAsDouble(10.0), 120, y.applyAsDouble(11.0)},
                offset(0.051));
        assertThat(bars.get(1)).containsExactly(new double[] {410, y.applyAsDouble(12.4 - halfWidth), 410,
                y.applyAsDouble(12.4 + halfWidth)}, offset(0.051));
        assertThat(svg).contains(">2026-11-20 02:00</text>").contains("<title>2026-11-21 02:00: 12.4M [11.4M .. 13.4M] "
                + "95 % interval, finding</title>");
        assertThat(html).contains("<td>2026-11-20 02:00</td>");
    }

    @Test
    void labelsAndNamesAreEscapedInTheTableAndTheChart() throws Exception {
        nights();
        for (Path night : List.of(night1, night2, night3)) {
            Path report = night.resolve("report.json");
            Files.writeString(report, Files.readString(report).replace("\"Sermant router\"",
                    "\"<script>alert(1)</script> | *x*\""));
        }

        String html = TrendOutput.html(BenchmarkTrend.of(List.of(night1, night2, night3), options("date")),
                TemplateLibrary.standard());

        assertThat(html).doesNotContain("<script>").contains("&lt;script&gt;alert(1)&lt;/script&gt;");
    }

    @Test
    void foldersOfDifferentScenariosAreRefusedUnlessAllowed() throws Exception {
        nights();
        Path report = night3.resolve("report.json");
        Files.writeString(report, Files.readString(report).replace("\"scenario\":\"router\"", "\"scenario\":\"removal\""));

        assertThatThrownBy(() -> BenchmarkTrend.of(List.of(night1, night2, night3), options("date")))
                .isInstanceOf(ResultsException.class).hasMessageContaining("different scenarios")
                .hasMessageContaining("--allow-mixed");
        BenchmarkTrend mixed = BenchmarkTrend.of(List.of(night1, night2, night3),
                TrendOptions.parse("metaspace", null, null, "date", true, null));
        assertThat(mixed.scenario()).isEqualTo("router, removal");
        assertThat(mixed.points()).hasSize(3);
    }

    @Test
    void aPageFolderStandsForItsScenarioFolders() throws Exception {
        nights();
        Path page = Files.createDirectories(dir.resolve("20261123-010000-page"));
        Files.writeString(page.resolve(TrendFolders.PAGE_PLAN), "{}");
        Files.createDirectories(page.resolve("router"));
        Files.copy(night2.resolve("report.json"), page.resolve("router/report.json"));

        assertThat(TrendFolders.expand(List.of(night1, page))).containsExactly(night1, page.resolve("router"));
    }

    /** Maven's order of versions (issue 35: 2.2.0 < 2.2.0.1 < 2.2.0-SNAPSHOT < 2.10.0 < v2.9.0 before). */
    @Test
    void releasesSortAsVersions() {
        List<String> releases = new ArrayList<>(List.of("2.10.0", "v2.9.0", "2.2.0.1", "2.2.0", "2.2.0-SNAPSHOT"));
        releases.sort(BenchmarkTrend::compareVersions);
        assertThat(releases).containsExactly("2.2.0-SNAPSHOT", "2.2.0", "2.2.0.1", "v2.9.0", "2.10.0");
        assertThat(BenchmarkTrend.compareVersions("v2.9.0", "2.9.0")).isZero();
        assertThat(BenchmarkTrend.compareVersions("2.9.0", "2.10.0")).isNegative();
    }

    /** A NaN or an overflowing delta is refused naming report.json and the field, never drawn as NaN coordinates. */
    @Test
    void aNanOrOverflowingDeltaIsRefusedNamingTheField() throws Exception {
        nights();
        Path report = night3.resolve("report.json");
        String original = Files.readString(report);
        for (String delta : new String[] {"\"NaN\"", "1.8e308"}) {
            Files.writeString(report, original.replace("\"delta\":9.0", "\"delta\":" + delta));
            assertThatThrownBy(() -> BenchmarkTrend.of(List.of(night1, night2, night3), options("date")))
                    .isInstanceOf(ResultsException.class)
                    .hasMessageStartingWith(report + ": line ")
                    .hasMessageContaining("field 'comparisons[0].metrics.metaspace.delta' is ");
        }
    }

    /** A pipe in a folder's name stays in its cell: the row keeps its caveat (it was pushed out of the table). */
    @Test
    void aPipeInAFolderNameKeepsTheRowsCaveat() throws Exception {
        nights();
        Path piped = Files.createDirectories(dir.resolve("night|3").resolve("20261122-020000"));
        Files.copy(night3.resolve("report.json"), piped.resolve("report.json"));

        BenchmarkTrend trend = BenchmarkTrend.of(List.of(night1, night2, piped), options("date"));
        String html = TrendOutput.html(trend, TemplateLibrary.standard());

        org.jsoup.nodes.Element row = org.jsoup.Jsoup.parse(html).select("tr").stream()
                .filter(tr -> tr.text().startsWith("2026-11-22")).findFirst().orElseThrow();
        assertThat(row.select("td")).hasSize(8);
        assertThat(row.select("td").last().text()).isEqualTo("⚠ machine-saturated");
        assertThat(row.select("td code").text()).isEqualTo(piped.toString());
    }

    /** A page folder without the --scenario asked for is said to be left out, not dropped in silence. */
    @Test
    void aPageWithoutTheAskedScenarioIsSaidToBeLeftOut() throws Exception {
        nights();
        Path page = Files.createDirectories(dir.resolve("20261123-010000-page"));
        Files.writeString(page.resolve(TrendFolders.PAGE_PLAN), "{}");
        Files.createDirectories(page.resolve("removal"));
        Files.writeString(page.resolve("removal/report.json"), Files.readString(night2.resolve("report.json"))
                .replace("\"scenario\":\"router\"", "\"scenario\":\"removal\""));

        BenchmarkTrend trend = BenchmarkTrend.of(List.of(night1, page),
                TrendOptions.parse("metaspace", null, null, "date", false, "router"));

        assertThat(trend.points()).hasSize(1);
        assertThat(trend.notes()).containsExactly(page + " left out: it holds no scenario 'router' (it holds removal).");
        assertThat(TrendOutput.markdown(trend, TemplateLibrary.standard())).contains("Note: " + page);
    }

    private static List<double[]> numbers(String text, String regex) {
        List<double[]> found = new ArrayList<>();
        Matcher m = Pattern.compile(regex).matcher(text);
        while (m.find()) {
            double[] values = new double[m.groupCount()];
            for (int i = 0; i < values.length; i++) {
                values[i] = Double.parseDouble(m.group(i + 1));
            }
            found.add(values);
        }
        return found;
    }
}
