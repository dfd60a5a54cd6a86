package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36: the reference page's database query row showed total memory -31.2 MB beside RSS +53.5 MB with nothing to
 * say why. The page now says it under the memory table, from the run's own collection counts: the baseline's window saw
 * no collection, the treated one's one, so the heap's mean is the young generation's fill (docs/database-write-
 * prohibition.md, "Total memory against RSS", measured with an A/A pair).
 */
class HeapPhaseNoteTest {

    @TempDir
    Path dir;

    @Test
    void theReferencePagesDatabaseMemoryTableSaysWhyTotalMemoryAndRssDisagree() throws IOException {
        Path folder = PageCommandTest.copy(CommittedPagesTest.DOCS_RESULTS.resolve("sermant-2.2.0"), dir.resolve("page"));

        String md = SermantPage.render(folder).markdown();

        String database = md.substring(md.indexOf("### database-write-prohibition"), md.indexOf("## xDS"));
        String memoryTable = "| mariadb-query-50u-115tps | Sermant, database-write-prohibition, rule on every database "
                + "| 160.7M / 129.5M / -31.2M";
        assertThat(database).containsSubsequence(memoryTable, "Total memory against RSS: ",
                "mariadb-query-50u-115tps (Sermant, database-write-prohibition, rule on every database): 0 / 1 "
                        + "collections, heap 121.2M / 71.0M / -50.2M, off-heap 39.5M / 58.5M / 19.0M, "
                        + "RSS 314.7M / 368.2M / 53.5M",
                "mariadb-insert-50u-115tps (Sermant, database-write-prohibition, rule on every database): 0 / 0 "
                        + "collections, heap 58.2M / 132.0M / 73.8M",
                "docs/database-write-prohibition.md, \"Total memory against RSS\"");
    }

    @Test
    void rowsWhoseWindowsSawEnoughCollectionsOnBothSidesNeedNoNote() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode enough = json.readTree("{\"level\": \"q\", \"treatment\": \"t\", \"treatmentLabel\": \"T\", "
                + "\"metrics\": {\"gcCount\": {\"baseline\": 2, \"treated\": 5}, \"heap\": {\"cell\": \"1M / 2M / 1M\"}}}");
        JsonNode fewOnOneSide = json.readTree(enough.toString().replace("\"baseline\":2", "\"baseline\":1.5"));
        JsonNode noCounts = json.readTree("{\"level\": \"q\", \"metrics\": {\"heap\": {\"cell\": \"1M / 2M / 1M\"}}}");

        assertThat(HeapPhaseNote.lines(List.of(enough, noCounts))).isEmpty();
        assertThat(HeapPhaseNote.lines(List.of(enough, fewOnOneSide))).singleElement().asString()
                .contains("q (T): 1.5 / 5 collections, heap 1M / 2M / 1M.");
    }
}
