package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.PagePlan;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the page run writes is what `meshbench page` reads: the results module's PagePlan, field for field. */
class PagePlanFileTest {

    @TempDir
    Path folder;

    @Test
    void meshbenchPageReadsWhatThePageRunWrites() {
        PagePlanFile written = new PagePlanFile("sermant-page", null, 5400, "./mvnw verify -Psermant-page", List.of(), List.of(
                new PagePlanFile.Entry("router", "router", "Service router", 1380, 25.6, List.of("50u-30%cap"), null, null, 20, 40,
                        3, PagePlanFile.DONE, null, null, PagePlanFile.DUET),
                new PagePlanFile.Entry("removal", "removal", "Service removal", 1020, 18.9, List.of("50u-30%cap"), null, null, 20,
                        40, 3, PagePlanFile.FAILED, "2 run(s) failed", null, null)));
        written.writeTo(folder);

        PagePlan read = PagePlan.read(folder);

        assertThat(read.page()).isEqualTo("sermant-page");
        assertThat(read.budgetSeconds()).isEqualTo(5400.0);
        assertThat(read.command()).isEqualTo("./mvnw verify -Psermant-page");
        PagePlan.Scenario router = read.scenarios().get(0);
        assertThat(router).isEqualTo(new PagePlan.Scenario("router", "router", "Service router", 1380.0, 25.6,
                List.of("50u-30%cap"), null, null, 20.0, 40.0, 3, PagePlan.DONE, null, null, PagePlan.DUET));
        assertThat(read.scenarios().get(1).status()).isEqualTo(PagePlan.FAILED);
        assertThat(read.scenarios().get(1).reason()).isEqualTo("2 run(s) failed");
        // and back: the page run resumes from the same file
        assertThat(PagePlanFile.readFrom(folder)).isEqualTo(written);
    }
}
