/**
 * The remote mode of {@code meshbench run --targets FILE}: a topology already deployed (a Kubernetes cluster, reached
 * through Services or port-forwards) is loaded, sampled and checked through what its services expose over HTTP, and
 * nothing is started or stopped by the suite. {@link io.meshbench.remote.RemoteDeployment} is the {@link
 * io.meshbench.deployment.Deployment} the loop drives; {@link io.meshbench.remote.TargetsFile} reads where each
 * treatment's services answer; {@link io.meshbench.remote.PrometheusProbe} turns their Micrometer metrics into
 * samples.jsonl lines; {@link io.meshbench.remote.RemoteTreatmentCheck} reads which agent each JVM runs.
 */
package io.meshbench.remote;
