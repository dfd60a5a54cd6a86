package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.results.startup.StartupRepeats;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartupRepeatsReportTest {

    @TempDir
    Path dir;

    /** Spring's own line, as the measured service logs it. */
    private static void started(Path run, double app, double jvm) throws IOException {
        Files.createDirectories(run.resolve("logs"));
        Files.writeString(run.resolve("logs/consumer.log"), String.format(Locale.ROOT,
                "2026-11-23 15:00:00.000  INFO 1 --- [main] i.m.s.ConsumerApplication : Started ConsumerApplication in "
                        + "%.3f seconds (JVM running for %.3f)%n", app, jvm));
    }

    @Test
    void eachTreatmentAndCpuSizeShowsMedianAndRangeOfItsStarts() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        double[][] baseline = {{3.0, 4.0}, {3.2, 4.4}, {2.8, 3.9}};
        double[][] agent = {{3.5, 9.0}, {3.9, 10.1}, {3.6, 9.4}};
        for (int round = 1; round <= 3; round++) {
            for (String level : List.of("1cpu", "2cpu")) {
                double slower = level.equals("1cpu") ? 2 : 1;
                started(fixture.run("baseline", "No agent", level, round, 3, 10, 0, 100, 5, false, null),
                        baseline[round - 1][0] * slower, baseline[round - 1][1] * slower);
                started(fixture.run("sermant", "Sermant", level, round, 3, 10, 0, 100, 5, false, null),
                        agent[round - 1][0] * slower, agent[round - 1][1] * slower);
            }
        }
        fixture.meta("""
                {"scenario":"startup","baseline":"baseline","tables":["startup-repeats"],
                 "levels":[{"name":"1cpu"},{"name":"2cpu"}],
                 "treatments":[{"name":"baseline","label":"No agent"},{"name":"sermant","label":"Sermant"}]}
                """);

        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());

        List<StartupRepeats> startups = outcome.model().startups();
        assertThat(startups).extracting(s -> s.label() + "@" + s.level())
                .containsExactly("No agent@1cpu", "No agent@2cpu", "Sermant@1cpu", "Sermant@2cpu");
        StartupRepeats sermant = startups.get(3);
        assertThat(sermant.process()).isEqualTo("consumer");
        assertThat(sermant.starts()).isEqualTo(3);
        assertThat(sermant.jvm().median()).isCloseTo(9.4, offset(1e-9));
        assertThat(sermant.jvm().min()).isCloseTo(9.0, offset(1e-9));
        assertThat(sermant.jvm().max()).isCloseTo(10.1, offset(1e-9));
        assertThat(sermant.application().median()).isCloseTo(3.6, offset(1e-9));
        assertThat(sermant.beforeApplication().median()).isCloseTo(5.8, offset(1e-9)); // 5.5, 6.2, 5.8
        assertThat(outcome.markdown())
                .contains("## Start-up per treatment (consumer)")
                .contains("| treatment | 1cpu: app start-up | 1cpu: JVM start-up | 1cpu: before the app | starts | "
                        + "2cpu: app start-up | 2cpu: JVM start-up | 2cpu: before the app | starts | ")
                .contains("| No agent | 6.00 [5.60..6.40] | 8.00 [7.80..8.80] | 2.20 [2.00..2.40] | 3 | "
                        + "3.00 [2.80..3.20] | 4.00 [3.90..4.40] | 1.10 [1.00..1.20] | 3 | ")
                .contains("| Sermant | 7.20 [7.00..7.80] | 18.80 [18.00..20.20] | 11.60 [11.00..12.40] | 3 | "
                        + "3.60 [3.50..3.90] | 9.40 [9.00..10.10] | 5.80 [5.50..6.20] | 3 | ");

        for (String name : List.of("startup-jvm", "startup-application")) {
            BufferedImage png = ImageIO.read(dir.resolve("plots/" + name + ".png").toFile());
            assertThat(png.getWidth()).isEqualTo(ChartFiles.WIDTH);
            assertThat(png.getHeight()).isEqualTo(ChartFiles.HEIGHT);
            assertThat(Files.readString(dir.resolve("plots/" + name + ".svg"))).contains("<svg");
            assertThat(outcome.markdown()).contains("](plots/" + name + ".png)");
        }
    }
}
