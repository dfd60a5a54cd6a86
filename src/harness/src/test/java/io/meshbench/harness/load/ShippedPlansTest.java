package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a user meets opening jmx/ in the JMeter GUI: the design notes in each element's Comments field (a GUI save
 * drops XML comments), and defaults that make Start a small, safe load; every figure the harness sets for a run is
 * a property (-J), so the harness's values replace these defaults (PlanIT runs them so at 100 TPS).
 */
class ShippedPlansTest {

    private static final Path JMX = Path.of("../../jmx");
    private static final Pattern DEFAULT = Pattern.compile("\\$\\{__P\\(([\\w.]+),([^)]*)\\)\\}");

    private static List<Path> plans() throws IOException {
        try (Stream<Path> files = Files.list(JMX)) {
            return files.filter(f -> f.toString().endsWith(".jmx")).sorted().toList();
        }
    }

    @Test
    void designNotesLiveInCommentsFieldsNotInXmlComments() throws IOException {
        assertThat(plans()).hasSize(7);
        for (Path plan : plans()) {
            String xml = Files.readString(plan);
            assertThat(xml).as(plan + ": a GUI save deletes XML comments").doesNotContain("<!--");
            assertThat(xml).as(plan.toString()).containsPattern("<stringProp name=\"TestPlan.comments\">MeshBench [^<]{100,}");
            assertThat(xml).as(plan + ": the influxdb listener says when it runs").containsPattern(
                    "(?s)testname=\"influxdb\".*?<stringProp name=\"TestElement.comments\">[^<]*influxdb.enabled=true[^<]*</stringProp>");
        }
    }

    @Test
    void guiDefaultsAreOneUserOneTpsForTenSeconds() throws IOException {
        for (Path plan : plans()) {
            Matcher property = DEFAULT.matcher(Files.readString(plan));
            while (property.find()) {
                String name = property.group(1);
                String value = property.group(2);
                String what = plan.getFileName() + ": ${__P(" + name + "," + value + ")}";
                switch (name) {
                    case "users", "tps" -> assertThat(Integer.parseInt(value)).as(what).isEqualTo(1);
                    case "warmup" -> assertThat(Integer.parseInt(value)).as(what).isZero();
                    case "duration" -> assertThat(Integer.parseInt(value)).as(what).isEqualTo(10);
                    case "host" -> assertThat(value).as(what).isEqualTo("127.0.0.1");
                    default -> { }
                }
            }
        }
    }

    @Test
    void everyFigureTheHarnessSetsIsReadFromAProperty() throws IOException {
        for (Path plan : plans()) {
            String xml = Files.readString(plan);
            String what = plan.getFileName().toString();
            assertThat(xml).as(what).contains("<stringProp name=\"HTTPSampler.domain\">${__P(host,")
                    .contains("<stringProp name=\"HTTPSampler.port\">${__P(port,")
                    .contains("<stringProp name=\"HTTPSampler.path\">${__P(path,");
            if (what.equals("mq-job.jmx") || what.equals("control-plane-scale.jmx")) {
                continue; // jobs, one request each: users, tps, warmup and duration are not used
            }
            assertThat(xml).as(what).contains("${__P(tps,").contains("${__P(warmup,").contains("${__P(duration,");
            if (!what.equals("router-open.jmx")) { // the open model starts a thread per arrival
                assertThat(xml).as(what).contains("<stringProp name=\"ThreadGroup.num_threads\">${__P(users,");
                assertThat(xml).as(what).contains("<stringProp name=\"start_rps\">${__P(tps,")
                        .contains("<stringProp name=\"end_rps\">${__P(tps,");
            }
        }
    }
}
