package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InfluxdbListenerSwitchTest {

    @TempDir
    Path dir;

    private LoadRun run(Map<String, String> properties) throws IOException {
        Files.createDirectories(dir.resolve("run"));
        return new LoadRun(dir.resolve("router.jmx"), properties, dir.resolve("run"), Duration.ofMinutes(1));
    }

    @Test
    void withoutThePropertyTheScenariosPlanRunsUntouched() throws IOException {
        Path plan = Files.writeString(dir.resolve("router.jmx"), "<BackendListener testname=\"influxdb\" enabled=\"false\">");

        assertThat(InfluxdbListenerSwitch.planFor(run(Map.of()))).isEqualTo(plan);
        assertThat(InfluxdbListenerSwitch.planFor(run(Map.of("influxdb.enabled", "false")))).isEqualTo(plan);
        assertThat(RunFolderLayout.influxdbPlan(dir.resolve("run"))).doesNotExist();
    }

    @Test
    void thePropertyRunsACopyWithOnlyTheInfluxdbListenerEnabled() throws IOException {
        String original = "<Other testname=\"other\" enabled=\"false\"/><BackendListener testname=\"influxdb\" enabled=\"false\">";
        Files.writeString(dir.resolve("router.jmx"), original);

        Path plan = InfluxdbListenerSwitch.planFor(run(Map.of("influxdb.enabled", "true")));

        assertThat(plan).isEqualTo(RunFolderLayout.influxdbPlan(dir.resolve("run")));
        assertThat(Files.readString(plan))
                .contains("testname=\"influxdb\" enabled=\"true\"")
                .contains("testname=\"other\" enabled=\"false\"");
        assertThat(Files.readString(dir.resolve("router.jmx"))).isEqualTo(original);
    }

    @Test
    void theCopyTagsItsPointsWithTreatmentAndLevel() throws IOException {
        Files.writeString(dir.resolve("router.jmx"), "<BackendListener testname=\"influxdb\" enabled=\"false\">"
                + "<stringProp name=\"Argument.value\">${__P(influxdb.application,meshbench)}</stringProp>");
        Path runFolder = Files.createDirectories(dir.resolve("runs/sermant-router/50u-1000tps/2"));

        Path plan = InfluxdbListenerSwitch.planFor(new LoadRun(dir.resolve("router.jmx"),
                Map.of("influxdb.enabled", "true"), runFolder, Duration.ofMinutes(1)));

        assertThat(Files.readString(plan)).contains("${__P(influxdb.application,sermant-router/50u-1000tps)}");
        assertThat(InfluxdbListenerSwitch.runName(dir.resolve("run"))).isEqualTo("meshbench");
    }

    @Test
    void aPlanWithoutTheListenerIsRefusedByName() throws IOException {
        Files.writeString(dir.resolve("router.jmx"), "<TestPlan/>");
        LoadRun run = run(Map.of("influxdb.enabled", "true"));

        assertThatThrownBy(() -> InfluxdbListenerSwitch.planFor(run))
                .hasMessageContaining("router.jmx")
                .hasMessageContaining("no backend listener named 'influxdb'");
    }

    /** Ticked on in the JMeter GUI and saved (the GUI writes no enabled="true"): still off unless the property says on. */
    @Test
    void aListenerEnabledInTheFileIsOffWithoutThePropertyAndOnWithIt() throws IOException {
        for (String saved : new String[] {"<BackendListener guiclass=\"BackendListenerGui\" testname=\"influxdb\">",
                "<BackendListener guiclass=\"BackendListenerGui\" testname=\"influxdb\" enabled=\"true\">"}) {
            String original = saved + "<stringProp name=\"Argument.value\">${__P(influxdb.application,meshbench)}</stringProp>";
            Path file = Files.writeString(dir.resolve("router.jmx"), original);

            Path off = InfluxdbListenerSwitch.planFor(run(Map.of()));
            assertThat(off).isEqualTo(RunFolderLayout.influxdbPlan(dir.resolve("run")));
            assertThat(Files.readString(off)).as(saved)
                    .startsWith("<BackendListener guiclass=\"BackendListenerGui\" testname=\"influxdb\" enabled=\"false\">");
            assertThat(InfluxdbListenerSwitch.planFor(run(Map.of("influxdb.enabled", "false")))).isEqualTo(off);

            Path on = InfluxdbListenerSwitch.planFor(run(Map.of("influxdb.enabled", "true")));
            assertThat(Files.readString(on)).as(saved)
                    .startsWith("<BackendListener guiclass=\"BackendListenerGui\" testname=\"influxdb\" enabled=\"true\">")
                    .contains("${__P(influxdb.application,meshbench)}"); // run folder "run": not runs/<t>/<l>/<r>
            assertThat(Files.readString(file)).as("the user's plan is never edited").isEqualTo(original);
        }
    }

    /**
     * A plan written by a DOM serializer (the duet plan is one) puts attributes in alphabetical order, enabled before
     * testname: the switch reads and replaces that attribute, and never adds a second one (JMeter refuses the file).
     */
    @Test
    void anEnabledAttributeBeforeTheNameIsReadAndReplacedNotDuplicated() throws IOException {
        String original = "<BackendListener enabled=\"false\" guiclass=\"BackendListenerGui\" testclass=\"BackendListener\" "
                + "testname=\"influxdb\">";
        Path file = Files.writeString(dir.resolve("router.jmx"), original);

        assertThat(InfluxdbListenerSwitch.planFor(run(Map.of()))).as("off in the file, off wanted").isEqualTo(file);
        Path on = InfluxdbListenerSwitch.planFor(run(Map.of("influxdb.enabled", "true")));
        assertThat(Files.readString(on)).isEqualTo(original.replace("enabled=\"false\"", "enabled=\"true\""));

        String ticked = original.replace("enabled=\"false\"", "enabled=\"true\"");
        Files.writeString(dir.resolve("router.jmx"), ticked);
        Path off = InfluxdbListenerSwitch.planFor(run(Map.of()));
        assertThat(Files.readString(off)).isEqualTo(original);
    }

    @Test
    void aPlanWithoutTheListenerRunsUntouchedWithoutTheProperty() throws IOException {
        Path plan = Files.writeString(dir.resolve("router.jmx"), "<TestPlan/>");
        assertThat(InfluxdbListenerSwitch.planFor(run(Map.of()))).isEqualTo(plan);
    }

    @Test
    void theShippedPlansCarryTheListenerTheSwitchLooksFor() throws IOException {
        Path repo = Path.of("").toAbsolutePath().getParent().getParent();
        for (String plan : new String[] {"router.jmx", "removal.jmx"}) {
            assertThat(Files.readString(repo.resolve("jmx").resolve(plan)))
                    .as(plan).contains("testname=\"influxdb\" enabled=\"false\"");
        }
    }
}
