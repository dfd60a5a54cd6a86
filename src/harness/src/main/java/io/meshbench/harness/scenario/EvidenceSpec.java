package io.meshbench.harness.scenario;

/**
 * Evidence a treatment must show in another process of the deployment before its runs count, e.g. that Sermant's xDS
 * client subscribed: the control plane's {@code GET /nodes} must match {@code "sidecar~[^"]*":\{"cds":"1"}.
 *
 * @param process the process asked (its HTTP port), e.g. {@code xds-control-plane}
 * @param path    the path asked, e.g. {@code /nodes}
 * @param matches a regular expression the answer's body must contain a match of
 * @param what    what the match proves, for the run's notes and the failure
 */
public record EvidenceSpec(String process, String path, String matches, String what) {
}
