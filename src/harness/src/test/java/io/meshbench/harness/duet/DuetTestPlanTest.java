package io.meshbench.harness.duet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DuetTestPlanTest {

    private static final Path ROUTER = Path.of("../../jmx/router.jmx");
    private static final Path OPEN = Path.of("../../jmx/router-open.jmx");

    @TempDir
    Path dir;

    @Test
    void everyThreadGroupTwiceEachSideOnItsOwnPortInTheGivenOrder() throws Exception {
        Path plan = DuetTestPlan.write(ROUTER, dir, List.of(DuetSide.BASELINE, DuetSide.TREATED));
        String xml = Files.readString(plan);

        assertThat(xml).containsSubsequence("testname=\"duet-baseline users\"", "${__P(baseline.port,8080)}",
                "testname=\"duet-treated users\"", "${__P(treated.port,8080)}");
        assertThat(xml).doesNotContain("__P(port").doesNotContain("testname=\"users\"");
        // the rest of each copy is the original: same rate, same users, same duration
        assertThat(count(xml, "${__P(tps,1)}")).isEqualTo(4);
        assertThat(count(xml, "${__P(users,1)}")).isEqualTo(2);
        assertThat(count(xml, "testname=\"influxdb\"")).isEqualTo(1); // not a thread group: kept once
        assertThat(dir.resolve("user.properties")).hasSameTextualContentAs(ROUTER.resolveSibling("user.properties"));
    }

    @Test
    void theOtherOrderPutsTheTreatedSideFirst() throws Exception {
        String xml = Files.readString(DuetTestPlan.write(ROUTER, dir, List.of(DuetSide.TREATED, DuetSide.BASELINE)));
        assertThat(xml).containsSubsequence("duet-treated users", "duet-baseline users");
    }

    @Test
    void openModelThreadGroupsAreCopiedToo() throws Exception {
        String xml = Files.readString(DuetTestPlan.write(OPEN, dir, List.of(DuetSide.BASELINE, DuetSide.TREATED)));
        assertThat(xml).contains("__P(baseline.port", "__P(treated.port").doesNotContain("__P(port");
        assertThat(count(xml, "testname=\"duet-")).isEqualTo(2);
    }

    @Test
    void aPlanWhoseThreadGroupDoesNotReadThePortIsRefused() throws Exception {
        Path fixed = dir.resolve("fixed.jmx");
        Files.writeString(fixed, Files.readString(ROUTER).replace("${__P(port,8080)}", "8080"));
        assertThatThrownBy(() -> DuetTestPlan.write(fixed, dir.resolve("out"), List.of(DuetSide.BASELINE, DuetSide.TREATED)))
                .isInstanceOf(DuetPlanException.class)
                .hasMessageContaining("thread group 'users' does not read the property port");
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }
}
