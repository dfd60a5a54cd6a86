package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The xDS sidecar table (report-templates/xds-sidecar.md.ftl) has CPU per request beside CPU, baseline and deltas. */
class XdsSidecarTableTest {

    @TempDir
    Path dir;

    @Test
    void cpuPerRequestStandsBesideCpu() throws Exception {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        // 20 % of one core at 500 requests over 9.99 s (50.05 a second): 10 * 20 / 50.05 = 3.996 ms per request;
        // Envoy's side at 30 % of one core: 5.994 ms, +1.998 ms
        fixture.run("baseline", "Baseline", "okhttp2-l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        fixture.run("envoy", "Envoy sidecar", "okhttp2-l", 1, 10, 50, 0, 100, 15.0, false, 50.0);
        fixture.meta("""
                {"tables":["xds-sidecar"],"treatments":[{"name":"baseline","label":"Baseline"},
                 {"name":"envoy","label":"Envoy sidecar"}]}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("| library · level | Baseline CPU (% of one core) | CPU per request | avg | p90 | p99 "
                        + "| Envoy sidecar CPU + (pp of one core) | CPU per request + | avg + | p90 + | p99 + | saturated |")
                .contains("| okhttp2-l | 20.0% | 3.996ms | 12ms | 20ms | 20ms | 10.0% | 1.998ms |");
    }
}
