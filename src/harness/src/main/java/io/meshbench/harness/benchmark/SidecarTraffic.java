package io.meshbench.harness.benchmark;

import io.meshbench.results.api.RunAnalysis;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.results.ResultsException;
import io.meshbench.harness.treatment.EnvoyAdmin;
import io.meshbench.harness.treatment.Sidecar;
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
 * deltas would name a treatment that was not in the path. Each sidecar's own proof (e.g. TLS handshakes between two
 * sidecars, {@link Sidecar.CounterProof}) must hold after the load too, or the run fails: it did not do its job.
 */
final class SidecarTraffic {

    /** Each sidecar's admin port, by the sidecar's name. */
    private final Map<String, Integer> adminPorts;
    private final Map<String, Long> before;
    /** What each sidecar's statistics must show after the load, by the sidecar's name. */
    private final Map<String, List<Sidecar.CounterProof>> proofs;

    private SidecarTraffic(Map<String, Integer> adminPorts, Map<String, Long> before,
                           Map<String, List<Sidecar.CounterProof>> proofs) {
        this.adminPorts = adminPorts;
        this.before = before;
        this.proofs = proofs;
    }

    static SidecarTraffic before(List<SidecarProcess> sidecars) throws IOException, InterruptedException {
        Map<String, Integer> adminPorts = new LinkedHashMap<>();
        Map<String, List<Sidecar.CounterProof>> proofs = new LinkedHashMap<>();
        sidecars.forEach(sidecar -> adminPorts.put(sidecar.name(), sidecar.adminPort()));
        sidecars.forEach(sidecar -> proofs.put(sidecar.name(), sidecar.proof()));
        return before(adminPorts, proofs);
    }

    /** The same for sidecars known by their admin ports (tests give a stand-in for Envoy's admin interface). */
    static SidecarTraffic before(Map<String, Integer> adminPorts) throws IOException, InterruptedException {
        return before(adminPorts, Map.of());
    }

    static SidecarTraffic before(Map<String, Integer> adminPorts, Map<String, List<Sidecar.CounterProof>> proofs)
            throws IOException, InterruptedException {
        return new SidecarTraffic(new LinkedHashMap<>(adminPorts), read(adminPorts), new LinkedHashMap<>(proofs));
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
        return failedProof(notes);
    }

    /**
     * Reads every sidecar's proof counters (cumulative since the sidecar started: a connection opened at an earlier
     * step of a shared deployment still carries this one's requests); a note with all of them when they hold.
     */
    private Optional<String> failedProof(List<String> notes) throws IOException, InterruptedException {
        List<String> shown = new java.util.ArrayList<>();
        for (Map.Entry<String, List<Sidecar.CounterProof>> sidecar : proofs.entrySet()) {
            if (sidecar.getValue().isEmpty()) {
                continue;
            }
            Map<String, Long> stats = new EnvoyAdmin(adminPorts.get(sidecar.getKey())).stats();
            for (Sidecar.CounterProof proof : sidecar.getValue()) {
                long value = stats.getOrDefault(proof.counter(), 0L);
                String line = sidecar.getKey() + " " + proof.counter() + " = " + value + " (" + proof.what() + ")";
                if (proof.aboveZero() != (value > 0)) {
                    return Optional.of(line + ", expected " + (proof.aboveZero() ? "above zero" : "zero")
                            + ": the sidecar did not do its job, so the run did not measure it");
                }
                shown.add(line);
            }
        }
        if (!shown.isEmpty()) {
            notes.add("sidecars proved their job: " + String.join("; ", shown));
        }
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
