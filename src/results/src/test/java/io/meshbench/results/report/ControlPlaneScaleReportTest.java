package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.results.footprint.ControlPlaneScale;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The control-plane-scale table from run folders as the harness writes them for jmx/control-plane-scale.jmx: three
 * samples (idle, rollout, steady) bound three windows of the control plane's 1 Hz samples, the fleet's counters sit in
 * run.json's probe, and a rollout that was not served whole keeps its row with how far it got and why.
 */
class ControlPlaneScaleReportTest {

    private static final long T0 = BenchmarkFixture.T0;
    private static final long MB = 1L << 20;

    @TempDir
    Path dir;

    /**
     * Samples at whole seconds 0..45: idle up to 10 s (CPU 1 %, RSS 100 MB, heap 40 MB), rollout 11..15 s (CPU 80 %,
     * RSS 150 MB, heap 90 MB), steady from 16 s (CPU 0.5 %, RSS 100 MB + {@code steadyRssMb}, heap 40 MB + the same);
     * the JTL's samples span [0.2, 9.8] s, [10.2, 14.8] s and [15.2, 44.8] s.
     */
    private Path run(String level, int clients, int served, double steadyRssMb, boolean rolloutOk) throws IOException {
        Path folder = dir.resolve("runs/baseline").resolve(level).resolve("1");
        Files.createDirectories(folder);
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n")
                .append(T0 + 200).append(",9600,idle,200,true,40,120\n")
                .append(T0 + 10_200).append(",4600,rollout,").append(rolloutOk ? "200,true" : "503,false").append(",90,130\n");
        if (rolloutOk) {
            jtl.append(T0 + 15_200).append(",29600,steady,200,true,40,120\n");
        }
        Files.writeString(folder.resolve("result.jtl"), jtl);
        StringBuilder samples = new StringBuilder();
        for (int s = 0; s <= 45; s++) {
            double cpu = s <= 10 ? 1 : s <= 15 ? 80 : 0.5;
            double rss = s <= 10 ? 100 : s <= 15 ? 150 : 100 + steadyRssMb;
            double heap = s <= 10 ? 40 : s <= 15 ? 90 : 40 + steadyRssMb;
            samples.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"xds-control-plane\",\"pid\":7,"
                    + "\"cpuCorePct\":%.2f,\"cpuMachinePct\":%.2f,\"heapUsedBytes\":%d,\"rssBytes\":%d}%n"
                    + "{\"ts\":%d,\"process\":\"xds-fleet\",\"pid\":8,\"cpuCorePct\":50,\"rssBytes\":%d}%n",
                    T0 + s * 1000L, cpu, cpu / 2, (long) (heap * MB), (long) (rss * MB), T0 + s * 1000L, 400 * MB));
        }
        Files.writeString(folder.resolve("samples.jsonl"), samples);
        Files.writeString(folder.resolve("run.json"), String.format(Locale.ROOT, """
                {"scenario":"control-plane-scale","treatment":"baseline","treatmentLabel":"Control plane","level":"%s",
                 "users":1,"targetTps":1,"round":1,"warmupSeconds":0,"durationSeconds":900,
                 "measuredProcess":"xds-control-plane","status":"%s"%s,
                 "probe":{"clients.before":0,"clients.after":%d,"served.before":0,"served.after":%d,"failed.after":0,
                          "rolloutMs.after":%d,"medianServedMs.after":2100}}
                """, level, rolloutOk ? "ok" : "failed",
                rolloutOk ? "" : ",\"failure\":\"error rate 50.00% above the threshold 0%\"", clients, served,
                rolloutOk ? 4590 : 600_000));
        return folder;
    }

    @Test
    void eachCountHasItsWindowsTimeToServeAndMemoryPerClientAndAFailedCountSaysHowFarItGot() throws IOException {
        run("400-clients-rollout", 400, 400, 40, true);
        run("200-clients-rollout", 200, 200, 20, true);
        run("1600-clients-rollout", 1600, 1210, 0, false);
        Files.writeString(dir.resolve("meta.json"), """
                {"scenario":"control-plane-scale","baseline":"baseline","tables":["control-plane-scale"],
                 "treatments":[{"name":"baseline","kind":"baseline","label":"Control plane"}]}
                """);

        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());

        List<ControlPlaneScale> rows = outcome.model().controlPlaneScale();
        assertThat(rows).extracting(ControlPlaneScale::clients).containsExactly(200L, 400L, 1600L);
        ControlPlaneScale two = rows.get(0);
        assertThat(two.rollout().samples()).isEqualTo(4); // 11..14 s: the sample at 15 s ends after the rollout did
        assertThat(two.rollout().cpuMeanPct()).isCloseTo(80.0, offset(1e-9));
        assertThat(two.rollout().cpuSeconds()).isCloseTo(0.8 * 4.6, offset(1e-9));
        assertThat(two.rollout().rssMaxBytes()).isCloseTo(150.0 * MB, offset(1.0));
        assertThat(two.idle().cpuMeanPct()).isCloseTo(1.0, offset(1e-9));
        assertThat(two.steady().cpuMeanPct()).isCloseTo(0.5, offset(1e-9));
        assertThat(two.steady().samples()).isEqualTo(29);
        assertThat(two.rssPerClientBytes()).isCloseTo(20.0 * MB / 200, offset(1e-6));
        assertThat(two.heapPerClientBytes()).isCloseTo(20.0 * MB / 200, offset(1e-6));
        ControlPlaneScale failed = rows.get(2);
        assertThat(failed.status()).isEqualTo("failed");
        assertThat(failed.served()).isEqualTo(1210);
        assertThat(failed.steady()).isNull();
        assertThat(failed.rssPerClientBytes()).isNull();

        assertThat(outcome.markdown())
                .contains("| 200 | 200 | 4.59 | 2.10 | 80.0 / 80.0 | 3.68 | 0.5 | 100.0 / 150.0 / 120.0 | 40.0 / 90.0 / 60.0 | 102 / 102 | ok |")
                .contains("| 400 | 400 | 4.59 | 2.10 | 80.0 / 80.0 | 3.68 | 0.5 | 100.0 / 150.0 / 140.0 | 40.0 / 90.0 / 80.0 | 102 / 102 | ok |")
                .contains("| 1,600 | 1,210 | 600.00 | 2.10 | 80.0 / 80.0 | 3.68 | — | 100.0 / 150.0 / — | 40.0 / 90.0 / — | — / — | failed: error rate 50.00% above the threshold 0% |")
                .contains("Largest count served here: 400 clients; not reached: 1,600 (1,210 served, 0 streams failed, error rate 50.00% above the threshold 0%).")
                // (140 - 120) MB over 200 more clients
                .contains("Memory per added client, from 200 to 400 clients (steady state): 102 KB RSS, 102 KB heap in use")
                .contains("not Open\nService Mesh's `osm-controller`");
    }
}
