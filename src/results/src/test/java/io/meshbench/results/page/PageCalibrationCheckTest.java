package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A calibration entry of a page (src/test/resources/page-calibration: the calibration agent's 2 ms delay and its
 * 1 ms CPU dose with a 32 MiB block, each as 3 duet rounds): its cells say "costs more" where the cost was injected,
 * and a list under the table says whether each interval holds the injected value.
 */
class PageCalibrationCheckTest {

    static final Path FIXTURE = Path.of("src/test/resources/page-calibration");

    @TempDir
    Path dir;

    @Test
    void eachCalibrationCellSaysCostsMoreAndWhetherItsIntervalHoldsTheInjectedValue() throws IOException {
        Path folder = PageCommandTest.copy(FIXTURE, dir.resolve("page"));

        String md = SermantPage.render(folder).markdown();

        // the injected costs are findings: the delay in P90, the dose in CPU and CPU per request
        assertThat(md).containsPattern("\\| 20u-50tps \\| Calibration agent, 2 ms delay \\|[^\\n]*"
                        + "12\\.00 ms / 14\\.05 ms / \\+2\\.05 ms \\\\\\[\\+1\\.80\\.\\.\\+2\\.30\\\\\\], costs more")
                .containsPattern("\\| 20u-50tps \\| Calibration agent, 1 ms CPU, 32 MiB \\| 9\\.00% / 13\\.93% / \\+4\\.93 pp "
                        + "\\\\\\[\\+4\\.60\\.\\.\\+5\\.26\\\\\\], costs more[^|]*\\| 1\\.800 ms / 2\\.820 ms / \\+1\\.020 ms "
                        + "\\\\\\[\\+0\\.990\\.\\.\\+1\\.050\\\\\\], costs more");
        assertThat(md).contains("Calibration (a cost injected by the calibration agent, known in advance; "
                        + "docs/calibration.md): does each cell's 95 % interval hold it?")
                // a delay: no CPU (0 pp, 0 ms per request) and the 2 ms in P90
                .contains("- Calibration agent, 2 ms delay, 20u-50tps: 3 of 3 intervals hold the injected value; "
                        + "CPU \\[-0.200..+0.400\\] holds the injected 0.00 pp (0.000 ms × 48.5 TPS); "
                        + "CPU per request \\[-0.020..+0.040\\] holds the injected 0.000 ms; "
                        + "P90 \\[+1.800..+2.300\\] holds the injected 2 ms.")
                // the dose: 1 ms × 48.4 TPS = 4.84 points of a core, 1 ms per request; the heap block is seen as
                // +40 MiB [35..45], which misses the 32 held (a mean heap also holds what the block displaces)
                .contains("- Calibration agent, 1 ms CPU, 32 MiB, 20u-50tps: 2 of 3 intervals hold the injected value; "
                        + "CPU \\[+4.600..+5.260\\] holds the injected 4.84 pp (1.000 ms × 48.4 TPS); "
                        + "CPU per request \\[+0.990..+1.050\\] holds the injected 1.000 ms; "
                        + "heap \\[+35.032..+44.968\\] MISSES the injected 32 MiB.");
    }

    /** With one round no cell has an interval over rounds: the list says so instead of checking nothing. */
    @Test
    void withOneRoundTheListSaysThereIsNoIntervalToCheck() throws IOException {
        Path folder = PageCommandTest.copy(FIXTURE, dir.resolve("page"));
        Path report = folder.resolve("calibrate/report.json");
        java.nio.file.Files.writeString(report, java.nio.file.Files.readString(report)
                .replace("\"intervalOver\": \"rounds\"", "\"intervalOver\": \"withinDeployments\"")
                .replaceAll(", \"roundDeltas\": \\[[^]]*]", ""));

        assertThat(SermantPage.render(folder).markdown())
                .contains("- Calibration agent, 2 ms delay, 20u-50tps: no cell has a 95 % interval to hold the injected "
                        + "value against (3 rounds or more give one).")
                .contains("- Calibration agent, 1 ms CPU, 32 MiB, 20u-50tps: no cell has a 95 % interval");
    }

    @Test
    void aPageWithoutACalibrationTreatmentHasNoCalibrationList() throws IOException {
        Path folder = PageCommandTest.copy(PageDuetCellsTest.FIXTURE, dir.resolve("page"));

        assertThat(SermantPage.render(folder).markdown()).doesNotContain("Calibration (");
    }
}
