package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every committed page.html laid out by a real browser: headless Chromium (Debian's {@code chromium}; .ci/run installs
 * it as an optional tool, and without it this test skips, saying so) opens a copy of the page with a checking script
 * added, which measures each chart's texts and bars as laid out and lists every text that overlaps a bar or another
 * text, or runs past its chart's right edge. The committed pages equal what the renderer writes today
 * ({@link CommittedPagesTest}), so this checks the renderer. A screenshot of each page is left in target/ for a person
 * to look at.
 */
class PageHtmlInBrowserTest {

    private static final List<String> BROWSERS = List.of("chromium", "chromium-browser", "google-chrome");
    private static final Pattern CHECKED = Pattern.compile("<pre id=\"layout-check\">CHECKED (\\d+)\\n?(.*?)</pre>",
            Pattern.DOTALL);

    /** Measures every chart's texts against its bars and each other, as the browser laid them out. */
    private static final String CHECK = """
            <script>
            const problems = [];
            const charts = document.querySelectorAll('svg');
            const hit = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
                && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
            charts.forEach((svg, i) => {
              const texts = [...svg.querySelectorAll('text')].map(t => ({name: t.textContent, box: t.getBBox()}));
              const bars = [...svg.querySelectorAll('rect')].map(r => r.getBBox()).filter(b => b.width > 0);
              const width = svg.viewBox.baseVal.width;
              texts.forEach((text, j) => {
                if (text.box.x + text.box.width > width + 0.5) {
                  problems.push(`chart ${i + 1}: "${text.name}" runs past the chart's right edge`);
                }
                if (bars.some(bar => hit(text.box, bar))) {
                  problems.push(`chart ${i + 1}: "${text.name}" overlaps a bar`);
                }
                texts.slice(j + 1).filter(other => hit(text.box, other.box))
                    .forEach(other => problems.push(`chart ${i + 1}: "${text.name}" overlaps "${other.name}"`));
              });
            });
            const report = document.createElement('pre');
            report.id = 'layout-check';
            report.textContent = 'CHECKED ' + charts.length + '\\n' + problems.join('\\n');
            document.body.appendChild(report);
            </script>
            """;

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyCommittedPagesChartsLabelsStayClearOfTheirBars() throws IOException {
        Optional<String> browser = BROWSERS.stream().filter(PageHtmlInBrowserTest::onPath).findFirst();
        assumeTrue(browser.isPresent(), "no Chromium on the PATH (" + String.join(", ", BROWSERS)
                + "): `apt-get install chromium` to lay the committed pages out in a real browser");
        List<Path> pages = new ArrayList<>(CommittedPagesTest.pages(CommittedPagesTest.DOCS_RESULTS));
        pages.add(CommittedPagesTest.RECORDED);
        return pages.stream().map(page -> DynamicTest.dynamicTest(page.toString(), () -> {
            String problems = layoutProblems(browser.get(), page.resolve("page.html"), pages.indexOf(page));
            assertThat(problems).as("%s laid out by %s", page.resolve("page.html"), browser.get()).isEmpty();
        }));
    }

    /** What the checking script found in this page, "" when nothing; fails when the script did not run. */
    private String layoutProblems(String browser, Path page, int index) throws Exception {
        String html = Files.readString(page, StandardCharsets.UTF_8);
        int end = html.lastIndexOf("</body>");
        assertThat(end).as("%s has a </body>", page).isPositive();
        Path copy = dir.resolve("page-" + index + ".html");
        Files.writeString(copy, html.substring(0, end) + CHECK + html.substring(end), StandardCharsets.UTF_8);
        String dom = run(browser, "--dump-dom", copy.toUri().toString());
        Path screenshots = Files.createDirectories(Path.of("target/page-screenshots"));
        run(browser, "--window-size=1280,6000", "--screenshot=" + screenshots.resolve("page-" + index + ".png")
                .toAbsolutePath(), page.toAbsolutePath().toUri().toString());
        Matcher checked = CHECKED.matcher(dom);
        assertThat(checked.find()).as("the checking script ran in %s; its DOM:%n%s", browser,
                dom.length() > 2000 ? dom.substring(dom.length() - 2000) : dom).isTrue();
        int charts = Integer.parseInt(checked.group(1));
        assertThat(charts).as("charts in %s", page).isEqualTo(count(html, "<svg "));
        return checked.group(2).strip().replace("&quot;", "\"").replace("&amp;", "&");
    }

    private String run(String browser, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(browser, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--user-data-dir=" + dir.resolve("profile")));
        command.addAll(List.of(arguments));
        Path out = dir.resolve("browser.out");
        Process process = new ProcessBuilder(command).redirectErrorStream(false)
                .redirectOutput(out.toFile()).redirectError(dir.resolve("browser.err").toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError(browser + " did not finish within 120 s: " + command);
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(java.io.File.pathSeparator))
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, program)));
    }
}
