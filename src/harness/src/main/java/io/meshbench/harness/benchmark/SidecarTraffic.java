package io.meshbench.harness.benchmark;

import io.meshbench.results.api.RunAnalysis;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.results.ResultsException;
import io.meshbench.harness.treatment.EnvoyAdmin;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Proof that a run's requests went through its sidecars: the requests the sidecars sent upstream (Envoy's
 * {@code cluster.outbound|*.upstream_rq_total}, read from their admin interfaces before and after the load) must
 * have grown by at least the successful samples JMeter recorded. A sidecar the traffic bypassed fails the run: its
 * deltas would name a treatment that was not in the path.
 */
final class SidecarTraffic {

    /** Each sidecar's admin port, by the sidecar's name. */
    private final Map<String, Integer> adminPorts;
    private final Map<String, Long> before;

    private SidecarTraffic(Map<String, Integer> adminPorts, Map<String, Long> before) {
        this.adminPorts = adminPorts;
        this.before = before;
    }

    static SidecarTraffic before(List<SidecarProcess> sidecars) throws IOException, InterruptedException {
        Map<String, Integer> adminPorts = new LinkedHashMap<>();
        sidecars.forEach(sidecar -> adminPorts.put(sidecar.name(), sidecar.adminPort()));
        return before(adminPorts);
    }

    /** The same for sidecars known by their admin ports (tests give a stand-in for Envoy's admin interface). */
    static SidecarTraffic before(Map<String, Integer> adminPorts) throws IOException, InterruptedException {
        return new SidecarTraffic(new LinkedHashMap<>(adminPorts), read(adminPorts));
    }

    /** @return why the run fails when the sidecars carried fewer requests than JMeter's successful samples */
    Optional<String> failureAfter(Path jtl, List<String> notes) throws IOException, InterruptedException {
        return failureAfter(new LoadAnalysis(jtl, Duration.ZERO), notes);
    }

    /** The same from the run's analysis, which the other checks share (the JTL is read once). */
    Optional<String> failureAfter(LoadAnalysis analysis, List<String> notes) throws IOException, InterruptedException {
        if (adminPorts.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Long> after = read(adminPorts);
        long carried = 0;
        for (Map.Entry<String, Long> entry : after.entrySet()) {
            carried += entry.getValue() - before.getOrDefault(entry.getKey(), 0L);
        }
        long sent;
        try {
            RunAnalysis.Counts all = analysis.checks().wholeRun(); // warm-up included: the sidecars carried it too
            sent = all.samples() - all.errors();
        } catch (RunAnalysis.NoSampleInWindow e) {
            sent = e.wholeRun().samples() - e.wholeRun().errors();
        } catch (ResultsException e) {
            return Optional.empty(); // no sample: the error-rate check names that failure
        }
        String counted = String.format(Locale.ROOT, "sidecars %s carried %d requests upstream (upstream_rq_total), "
                + "JMeter recorded %d successful samples", before.keySet(), carried, sent);
        if (carried < sent) {
            return Optional.of(counted + ": traffic bypassed the sidecar, so the run did not measure it");
        }
        notes.add(counted + ": the traffic went through the sidecar");
        return Optional.empty();
    }

    private static Map<String, Long> read(Map<String, Integer> adminPorts) throws IOException, InterruptedException {
        Map<String, Long> requests = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> sidecar : adminPorts.entrySet()) {
            requests.put(sidecar.getKey(), new EnvoyAdmin(sidecar.getValue()).outboundRequests());
        }
        return requests;
    }
}
