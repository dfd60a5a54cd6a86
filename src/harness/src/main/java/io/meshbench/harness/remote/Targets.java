package io.meshbench.harness.remote;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * Where a deployed topology answers, per treatment, as a targets file says ({@code meshbench run --targets FILE}).
 *
 * @param file             the targets file, for messages
 * @param healthPath       polled on every service until it answers 200, before the scenario's readiness path
 * @param metricsPath      where each service serves Micrometer's metrics in Prometheus' text format
 * @param infoPath         where each service serves {@code jvm.inputArguments} (Spring Boot's info endpoint)
 * @param readinessTimeout how long each service may take to answer before the run fails
 * @param treatments       by treatment name
 */
public record Targets(Path file, String healthPath, String metricsPath, String infoPath, Duration readinessTimeout,
                      Map<String, TreatmentTargets> treatments) {

    public static final String OPTION = "--targets";
    public static final String DEFAULT_HEALTH = "/health";
    public static final String DEFAULT_METRICS = "/actuator/prometheus";
    public static final String DEFAULT_INFO = "/actuator/info";
    public static final Duration DEFAULT_READINESS_TIMEOUT = Duration.ofSeconds(60);

    public Targets {
        treatments = Map.copyOf(treatments);
    }

    /**
     * One treatment's deployment.
     *
     * @param services  base URL of each process, by the scenario's process names ({@code consumer}, {@code provider-2})
     * @param zookeeper {@code host:port} of the ZooKeeper its rules go to; null when the scenario publishes none
     */
    public record TreatmentTargets(String treatment, Map<String, URI> services, String zookeeper) {

        public TreatmentTargets {
            services = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(services));
        }
    }
}
