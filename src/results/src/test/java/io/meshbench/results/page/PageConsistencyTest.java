package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A page folder whose files disagree is refused before anything is written, in one line naming the file and the field
 * (issue 35: another scenario's report.json was rendered under the wrong section; negative or fractional rounds and
 * levels the reports do not hold were rendered as if valid).
 */
class PageConsistencyTest {

    @TempDir
    Path dir;

    private Path folder;

    private void page() throws IOException {
        folder = PageCommandTest.copy(PageCommandTest.FIXTURE, dir.resolve("page"));
    }

    /** Sets a field of the plan's first scenario (router) to {@code json}. */
    private void editRouter(String field, String json) throws IOException {
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        Path plan = folder.resolve("page-plan.json");
        var tree = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(plan.toFile());
        ((com.fasterxml.jackson.databind.node.ObjectNode) tree.withArray("scenarios").get(0)).set(field,
                mapper.readTree(json));
        mapper.writeValue(plan.toFile(), tree);
    }

    private void refused(String start, String... parts) {
        assertThatThrownBy(() -> SermantPage.write(folder)).isInstanceOf(ResultsException.class)
                .satisfies(e -> {
                    assertThat(e.getMessage()).startsWith(start).doesNotContain("\n");
                    for (String part : parts) {
                        assertThat(e.getMessage()).contains(part);
                    }
                });
        assertThat(folder.resolve(SermantPage.PAGE_MD)).doesNotExist();
        assertThat(folder.resolve(SermantPage.PAGE_HTML)).doesNotExist();
    }

    @Test
    void theFixtureItselfIsConsistent() throws IOException {
        page();
        SermantPage.write(folder);
        assertThat(folder.resolve(SermantPage.PAGE_MD)).exists();
    }

    @Test
    void anotherScenariosReportJsonIsRefusedNotShownUnderThisSection() throws IOException {
        page();
        Files.copy(folder.resolve("router/report.json"), folder.resolve("removal/report.json"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        refused(folder.resolve("removal/report.json") + ": field 'scenario' is \"router\" but "
                + folder.resolve("page-plan.json") + " scenarios[2] plans it as \"removal\"");
    }

    @Test
    void negativeRoundsAreRefused() throws IOException {
        page();
        editRouter("rounds", "-1");
        refused(folder.resolve("page-plan.json") + ": field 'scenarios[0].rounds' is -1; it must be 1 or more");
    }

    @Test
    void fractionalRoundsAreRefused() throws IOException {
        page();
        editRouter("rounds", "2.5");
        refused(folder.resolve("page-plan.json") + ": field 'scenarios[0].rounds'", "has the wrong type");
    }

    @Test
    void levelsThatDisagreeWithTheReportAreRefused() throws IOException {
        page();
        editRouter("levels", "[\"100u-2000tps\"]");
        refused(folder.resolve("router/report.json") + ": level '", "is not one " + folder.resolve("page-plan.json")
                + " scenarios[0].levels plans (100u-2000tps)");
    }
}
