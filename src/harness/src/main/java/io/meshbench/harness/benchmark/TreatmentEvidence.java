package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.EvidenceSpec;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Waits until another process of the deployment shows a treatment's evidence ({@link EvidenceSpec}), e.g. the xDS
 * control plane listing the node Sermant's xDS client subscribed as; a treatment without it did not do its job, and
 * the benchmark stops as for one that did not load.
 */
final class TreatmentEvidence {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    private TreatmentEvidence() {
    }

    /** @return one line for the run's treatment check: what matched, where */
    static String await(String treatment, EvidenceSpec evidence, URI base, Duration timeout) {
        URI uri = base.resolve(evidence.path());
        Pattern pattern = Pattern.compile(evidence.matches());
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no answer";
        while (true) {
            try {
                HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5))
                        .GET().build(), HttpResponse.BodyHandlers.ofString());
                Matcher match = pattern.matcher(response.body());
                if (response.statusCode() == 200 && match.find()) {
                    return (evidence.what() == null ? "evidence" : evidence.what()) + ": " + uri + " shows " + match.group();
                }
                last = "HTTP " + response.statusCode() + " " + abbreviate(response.body());
            } catch (IOException e) {
                last = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TreatmentNotLoadedException("Interrupted while waiting for the evidence of " + treatment);
            }
            if (System.nanoTime() > deadline) {
                throw new TreatmentNotLoadedException("Treatment '" + treatment + "' did not show its evidence"
                        + (evidence.what() == null ? "" : " (" + evidence.what() + ")") + ": " + uri + " did not match "
                        + evidence.matches() + " within " + timeout.toSeconds() + " s; last answer: " + last);
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TreatmentNotLoadedException("Interrupted while waiting for the evidence of " + treatment);
            }
        }
    }

    private static String abbreviate(String body) {
        String line = body.replaceAll("\\s+", " ").strip();
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }
}
