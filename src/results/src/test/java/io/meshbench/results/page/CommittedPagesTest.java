package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every committed page regenerates byte for byte: each page folder under docs/results/ (a folder holding
 * page-plan.json) and the fixture page-recorded (a page folder made from a real run, laid out the same way) is
 * copied, page-plan.json, report.json and checks.json only, to a temporary folder, rendered there by
 * {@code meshbench page}'s own code, and its page.md and page.html compared with the committed ones; a difference
 * names the file and its first differing line. A page changed on purpose is rendered again and committed with the
 * change ({@code scripts/meshbench page <folder>}).
 */
class CommittedPagesTest {

    /** The repository's committed results, seen from the module (Maven runs tests in src/results). */
    static final Path DOCS_RESULTS = Path.of("../../docs/results");
    static final Path RECORDED = Path.of("src/test/resources/page-recorded");
    /** What a page is rendered from; everything else in a page folder is ignored. */
    private static final Set<String> INPUTS = Set.of("page-plan.json", "report.json", ScenarioReport.CHECKS);

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyCommittedPageRendersToItsCommittedBytes() throws IOException {
        List<Path> pages = new ArrayList<>(pages(DOCS_RESULTS));
        pages.add(RECORDED);
        return pages.stream().map(page -> DynamicTest.dynamicTest(page.toString(), () -> {
            String difference = regenerate(page, dir.resolve("page-" + pages.indexOf(page)));
            assertThat(difference).as("rendering %s again; render and commit it with `scripts/meshbench page %s`"
                    + " when the change is meant", page, page).isNull();
        }));
    }

    /** Sermant's xDS tables publish mean latency and P99 under load and CPU at rest: the reference page has them. */
    @Test
    void theReferencePagesXdsTablesHaveThePublishedColumns() throws IOException {
        String md = Files.readString(DOCS_RESULTS.resolve("sermant-2.2.0/page.md"));
        String xds = md.substring(md.indexOf("### xds-discovery"), md.indexOf("### xds-routing"));
        assertThat(xds).contains("| level | treatment | CPU (% of one core) | CPU per request (ms) | mean latency | P90 "
                + "| P99 | markers |", "CPU and memory at rest (no load):", "| level | treatment | CPU (% of one core) "
                + "| total memory (heap + off-heap) |");
    }

    /** The test above can fail: one byte of a committed page.md changed is found, with its line. */
    @Test
    void oneChangedByteOfACommittedPageIsFoundWithItsLine() throws IOException {
        Path page = PageCommandTest.copy(RECORDED, dir.resolve("committed"));
        Path md = page.resolve(SermantPage.PAGE_MD);
        List<String> lines = new ArrayList<>(Files.readAllLines(md, StandardCharsets.UTF_8));
        int changed = lines.size() / 2;
        String line = lines.get(changed);
        lines.set(changed, line.isEmpty() ? " " : (char) (line.charAt(0) ^ 1) + line.substring(1));
        Files.writeString(md, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);

        assertThat(regenerate(page, dir.resolve("again"))).startsWith("page.md: line " + (changed + 1) + " differs:");
        assertThat(regenerate(RECORDED, dir.resolve("unchanged"))).isNull();
    }

    @Test
    void aCommittedPageFolderWithoutItsPageIsReported() throws IOException {
        Path page = PageCommandTest.copy(RECORDED, dir.resolve("committed"));
        Files.delete(page.resolve(SermantPage.PAGE_HTML));
        assertThat(regenerate(page, dir.resolve("again"))).isEqualTo("page.html: not committed");
    }

    /**
     * Nothing of the folder's location, the clock, the locale or the time zone is in a page: the corpus page and the
     * recorded one, copied to two different paths and rendered under the default locale and under German (a decimal
     * comma), Arabic (Egypt: other digits) and Turkish (another lower case of "I") in other time zones, give the
     * same bytes.
     */
    @Test
    void theSameBytesWhereverTheFolderLiesAndWhateverTheLocaleAndTimeZone() throws IOException {
        java.util.Locale locale = java.util.Locale.getDefault();
        java.util.TimeZone zone = java.util.TimeZone.getDefault();
        for (Path fixture : List.of(PageCommandTest.FIXTURE, RECORDED)) {
            Path here = PageCommandTest.copy(fixture, dir.resolve(fixture.getFileName() + "-here"));
            SermantPage.Outcome expected = SermantPage.write(here);
            assertThat(expected.markdown()).doesNotContain(dir.toString()).doesNotContain(here.toString());
            try {
                for (String tag : List.of("de-DE", "ar-EG", "tr-TR")) {
                    java.util.Locale.setDefault(java.util.Locale.forLanguageTag(tag));
                    java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone(tag.equals("ar-EG") ? "Africa/Cairo"
                            : "Pacific/Kiritimati"));
                    Path there = PageCommandTest.copy(fixture, dir.resolve("elsewhere/" + tag + "/deeper/"
                            + fixture.getFileName()));
                    SermantPage.Outcome again = SermantPage.write(there);
                    assertThat(firstDifference(expected.markdown().getBytes(StandardCharsets.UTF_8),
                            again.markdown().getBytes(StandardCharsets.UTF_8))).as(tag + " page.md").isNull();
                    assertThat(firstDifference(expected.html().getBytes(StandardCharsets.UTF_8),
                            again.html().getBytes(StandardCharsets.UTF_8))).as(tag + " page.html").isNull();
                }
            } finally {
                java.util.Locale.setDefault(locale);
                java.util.TimeZone.setDefault(zone);
            }
        }
    }

    /** The page folders under {@code root}: every folder holding page-plan.json. */
    static List<Path> pages(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.getFileName().toString().equals("page-plan.json"))
                    .map(Path::getParent).sorted().toList();
        }
    }

    /**
     * Copies the page's inputs to {@code to}, renders the page there and compares: null when page.md and page.html
     * are the committed bytes, else the first difference ("page.md: line 12 differs: ...").
     */
    static String regenerate(Path page, Path to) throws IOException {
        copyInputs(page, to);
        // a page judged against an A/A page (page-plan.json's aaFrom) takes that page's inputs along, where it names it
        String aaFrom = io.meshbench.results.format.PagePlan.aaFrom(to);
        if (aaFrom != null && !Files.exists(to.resolve(aaFrom).normalize())) {
            copyInputs(page.resolve(aaFrom).normalize(), to.resolve(aaFrom).normalize());
        }
        SermantPage.write(to);
        for (String name : List.of(SermantPage.PAGE_MD, SermantPage.PAGE_HTML)) {
            Path committed = page.resolve(name);
            if (!Files.isRegularFile(committed)) {
                return name + ": not committed";
            }
            String difference = firstDifference(Files.readAllBytes(committed), Files.readAllBytes(to.resolve(name)));
            if (difference != null) {
                return name + ": " + difference;
            }
        }
        return null;
    }

    /**
     * A copy of the committed reference page and of the A/A page it is judged against (its aaFrom, a sibling), side
     * by side under {@code dir}, as committed; returns the page's copy.
     */
    static Path copyReference(Path dir) throws IOException {
        PageCommandTest.copy(DOCS_RESULTS.resolve("sermant-2.2.0-aa"), dir.resolve("sermant-2.2.0-aa"));
        return PageCommandTest.copy(DOCS_RESULTS.resolve("sermant-2.2.0"), dir.resolve("sermant-2.2.0"));
    }

    private static void copyInputs(Path page, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(page)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (INPUTS.contains(file.getFileName().toString())) {
                    Path target = to.resolve(page.relativize(file).toString());
                    Files.createDirectories(target.getParent());
                    Files.copy(file, target);
                }
            }
        }
    }

    /** Null when the bytes are equal, else the first differing line, committed against rendered. */
    static String firstDifference(byte[] committed, byte[] rendered) {
        if (java.util.Arrays.equals(committed, rendered)) {
            return null;
        }
        String[] expected = new String(committed, StandardCharsets.UTF_8).split("\n", -1);
        String[] actual = new String(rendered, StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 0; i < Math.max(expected.length, actual.length); i++) {
            String was = i < expected.length ? expected[i] : "(end of file)";
            String is = i < actual.length ? actual[i] : "(end of file)";
            if (!was.equals(is)) {
                return "line " + (i + 1) + " differs: committed \"" + was + "\", rendered \"" + is + "\"";
            }
        }
        return "the bytes differ where the lines do not (an encoding?)";
    }
}
