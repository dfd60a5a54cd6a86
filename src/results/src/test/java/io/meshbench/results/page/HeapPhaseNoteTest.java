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
 * say why. The page now says why at its top and lists the row under the memory table with the run's own collection
 * counts: the baseline's window saw no collection, the treated one's one, so the heap's mean is the young generation's
 * fill (docs/database-write-prohibition.md, "Total memory against RSS", measured with an A/A pair).
 */
class HeapPhaseNoteTest {

    @TempDir
    Path dir;

    @Test
    void theReferencePagesDatabaseMemoryTableSaysWhyTotalMemoryAndRssDisagree() throws IOException {
        Path folder = CommittedPagesTest.copyReference(dir);

        String md = SermantPage.render(folder).markdown();

        String database = md.substring(md.indexOf("### database-write-prohibition"), md.indexOf("## xDS"));
        String memoryTable = "| mariadb-query-50u-115tps | Sermant, database-write-prohibition, rule on every database "
                + "| 165.7M / 138.0M / -27.6M";
        assertThat(database).containsSubsequence(memoryTable, "Collections in the window, baseline / treated, where a "
                + "side had fewer than 2",
                "mariadb-query-50u-115tps (Sermant, database-write-prohibition, rule on every database) 0 / 1: "
                        + "heap -45.9M, off-heap +18.3M, RSS +56.7M",
                "mariadb-insert-50u-115tps (Sermant, database-write-prohibition, rule on every database) 0 / 0: "
                        + "heap +60.2M, off-heap +13.9M, RSS +36.6M");
        // the reason once, at the top of the page
        assertThat(md.substring(0, md.indexOf("## Plan"))).contains("Under load, total memory's heap part is the heap "
                + "in use averaged over the window", "docs/database-write-prohibition.md, \"Total memory against RSS\"");
    }

    @Test
    void rowsWhoseWindowsSawEnoughCollectionsOnBothSidesNeedNoNote() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode enough = json.readTree("{\"level\": \"q\", \"treatment\": \"t\", \"treatmentLabel\": \"T\", "
                + "\"metrics\": {\"gcCount\": {\"baseline\": 2, \"treated\": 5}, \"heap\": {\"delta\": 1.04}}}");
        JsonNode fewOnOneSide = json.readTree(enough.toString().replace("\"baseline\":2", "\"baseline\":1.5"));
        JsonNode noCounts = json.readTree("{\"level\": \"q\", \"metrics\": {\"heap\": {\"delta\": 1.04}}}");

        assertThat(HeapPhaseNote.lines(List.of(enough, noCounts))).isEmpty();
        assertThat(HeapPhaseNote.lines(List.of(enough, fewOnOneSide))).singleElement().asString()
                .endsWith(": q (T) 1.5 / 5: heap +1.0M.");
    }
}
