package io.meshbench.harness.deployment;

import io.meshbench.harness.scenario.ServiceSpec;
import java.time.Duration;
import java.util.List;

/**
 * What a local deployment runs.
 *
 * @param services      in start order: a service starts after the ones it calls
 * @param jvm           the flags of every service JVM, identical in every treatment
 * @param startTimeout  how long one service may take to become healthy
 * @param zookeeperPort a configured ZooKeeper port, or 0 for a free one
 * @param startTogether start every service at once, then await each in order (else each after the previous is ready)
 */
public record DeploymentSpec(List<ServiceSpec> services, JvmOptions jvm, Duration startTimeout, int zookeeperPort,
                             boolean startTogether) {

    public static final Duration DEFAULT_START_TIMEOUT = Duration.ofSeconds(120);

    public DeploymentSpec {
        services = List.copyOf(services);
        jvm = jvm == null ? JvmOptions.DEFAULTS : jvm;
        startTimeout = startTimeout == null ? DEFAULT_START_TIMEOUT : startTimeout;
    }

    public DeploymentSpec(List<ServiceSpec> services, JvmOptions jvm, Duration startTimeout, int zookeeperPort) {
        this(services, jvm, startTimeout, zookeeperPort, false);
    }

    public DeploymentSpec(List<ServiceSpec> services) {
        this(services, JvmOptions.DEFAULTS, DEFAULT_START_TIMEOUT, 0);
    }

    public DeploymentSpec startingTogether(boolean together) {
        return new DeploymentSpec(services, jvm, startTimeout, zookeeperPort, together);
    }
}
