package io.meshbench.results.footprint;

import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.run.RunEvidence;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.samples.Figure;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The control plane against a number of simulated clients, one run per count (scenarios/control-plane-scale.yaml):
 * its CPU and memory in the three windows the plan's samples bound ({@code idle}: no client yet; {@code rollout}:
 * every client connecting at once until the last is served; {@code steady}: every client subscribed, nothing
 * changing), the time to serve every client, and the memory each client added (steady minus idle, per client).
 *
 * <p>The counts come from the fleet's counters in run.json's probe ({@code clients}, {@code served}, {@code failed},
 * {@code rolloutMs}, {@code medianServedMs}, read after the run), the windows from the JTL's {@code idle},
 * {@code rollout} and {@code steady} samples, the figures from samples.jsonl within each window. A failed run keeps
 * its row: how many clients it served, and its failure, say how far this machine got and why.
 *
 * @param rssPerClientBytes  (steady RSS − idle RSS) / served clients; null without both windows
 * @param heapPerClientBytes the same for the heap in use
 */
public record ControlPlaneScale(String level, String status, String failure, Long clients, Long served, Long failed,
                                Long rolloutMs, Long medianServedMs, Window idle, Window rollout, Window steady,
                                Double rssPerClientBytes, Double heapPerClientBytes) {

    /** The JTL labels of the plan (jmx/control-plane-scale.jmx) whose samples bound the windows. */
    public static final String IDLE = "idle";
    public static final String ROLLOUT = "rollout";
    public static final String STEADY = "steady";

    /**
     * The measured process over one window: {@code cpuSeconds} is the mean CPU times the window's length (core
     * seconds), the figure that still means something when the window holds one or two 1 Hz samples.
     *
     * @param cpuMeanPct % of one core; memory in bytes
     */
    public record Window(double seconds, long samples, Double cpuMeanPct, Double cpuMaxPct, Double cpuSeconds,
                         Double rssMeanBytes, Double rssMaxBytes, Double heapMeanBytes, Double heapMaxBytes) {

        static Window of(long startMs, long endMs, ProcessResources process) {
            double seconds = (endMs - startMs) / 1000.0;
            if (process == null) {
                return new Window(seconds, 0, null, null, null, null, null, null, null);
            }
            Double cpuMean = mean(process.cpuCorePct());
            return new Window(seconds, process.samples(), cpuMean, max(process.cpuCorePct()),
                    cpuMean == null ? null : cpuMean / 100 * seconds, mean(process.rssBytes()), max(process.rssBytes()),
                    mean(process.heapUsedBytes()), max(process.heapUsedBytes()));
        }
    }

    /** One row per run whose JTL has the plan's samples, failed runs included, by clients ascending. */
    public static List<ControlPlaneScale> of(List<RunResult> runs) {
        List<ControlPlaneScale> rows = new ArrayList<>();
        for (RunResult run : runs) {
            if (!run.statistics().labels().containsKey(ROLLOUT)) {
                continue;
            }
            RunEvidence evidence = RunFolder.evidence(Path.of(run.folder()));
            Map<String, Object> probe = evidence.probe();
            Window idle = window(run, IDLE);
            Window rollout = window(run, ROLLOUT);
            Window steady = window(run, STEADY);
            Long served = counter(probe, "served");
            rows.add(new ControlPlaneScale(run.info().level(), run.info().status(), evidence.failure(),
                    counter(probe, "clients"), served, counter(probe, "failed"), counter(probe, "rolloutMs"),
                    counter(probe, "medianServedMs"), idle, rollout, steady,
                    perClient(steady == null ? null : steady.rssMeanBytes(), idle == null ? null : idle.rssMeanBytes(), served),
                    perClient(steady == null ? null : steady.heapMeanBytes(), idle == null ? null : idle.heapMeanBytes(), served)));
        }
        rows.sort(Comparator.comparing(row -> row.clients() == null ? Long.MAX_VALUE : row.clients()));
        return rows;
    }

    /** The measured process over the window one of the plan's samples spans; null when the JTL has no such sample. */
    private static Window window(RunResult run, String label) {
        LabelStatistics sample = run.statistics().labels().get(label);
        Path samples = RunFolderLayout.samples(Path.of(run.folder()));
        if (sample == null || sample.samples() == 0 || !Files.isRegularFile(samples)) {
            return null;
        }
        Map<String, ProcessResources> resources = ResourceStatistics.of(samples, sample.firstStartMs(), sample.lastEndMs());
        String measured = run.info().measuredProcess();
        return Window.of(sample.firstStartMs(), sample.lastEndMs(), measured == null ? run.measured() : resources.get(measured));
    }

    /** A counter as the fleet left it after the run ({@code <name>.after}); null when run.json has none. */
    private static Long counter(Map<String, Object> probe, String name) {
        Object value = probe == null ? null : probe.get(name + ".after");
        return value instanceof Number number ? number.longValue() : null;
    }

    private static Double perClient(Double steady, Double idle, Long served) {
        return steady == null || idle == null || served == null || served == 0 ? null : (steady - idle) / served;
    }

    private static Double mean(Figure figure) {
        return figure == null ? null : figure.mean();
    }

    private static Double max(Figure figure) {
        return figure == null ? null : figure.max();
    }
}
