/**
 * The remote mode of {@code meshbench run --targets FILE}: a topology already deployed (a Kubernetes cluster, reached
 * through Services or port-forwards) is loaded, sampled and checked through what its services expose over HTTP, and
 * nothing is started or stopped by the suite. {@link io.meshbench.harness.remote.RemoteDeployment} is the {@link
 * io.meshbench.harness.deployment.Deployment} the loop drives; {@link io.meshbench.harness.remote.TargetsFile} reads where each
 * treatment's services answer; {@link io.meshbench.harness.remote.PrometheusProbe} turns their Micrometer metrics into
 * samples.jsonl lines; {@link io.meshbench.harness.remote.RemoteTreatmentCheck} reads which agent each JVM runs.
 */
package io.meshbench.harness.remote;
