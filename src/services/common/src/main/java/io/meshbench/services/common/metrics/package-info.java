/**
 * What a cluster reads of a service: Micrometer's metrics at {@code /actuator/prometheus} plus the process's CPU time,
 * and the JVM's input arguments at {@code /actuator/info}, so a deployed service can be sampled and its treatment
 * checked over HTTP ({@code meshbench run --targets}).
 */
package io.meshbench.services.common.metrics;
