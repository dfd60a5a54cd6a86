package io.meshbench.harness.scenario;

import java.util.List;
import java.util.Optional;

/**
 * The services under test, in start order (a service starts after the ones it calls).
 *
 * @param startTogether start every service at once (after ZooKeeper) and then await each in order, instead of each
 *                      after the previous one is ready: for services that find each other through the registry when a
 *                      request comes, not at start-up. Cuts the set-up of every run on a multi-core machine; the same
 *                      for every treatment.
 */
public record Topology(List<ServiceSpec> services, Boolean startTogether, java.time.Duration startTimeout) {

    public Topology {
        services = services == null ? List.of() : List.copyOf(services);
        startTogether = startTogether != null && startTogether;
    }

    public Topology(List<ServiceSpec> services, Boolean startTogether) {
        this(services, startTogether, null);
    }

    public Topology(List<ServiceSpec> services) {
        this(services, false);
    }

    public Optional<ServiceSpec> service(String name) {
        return services.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** Every process name of the topology, e.g. {@code data, provider-1, provider-2, provider-3, consumer}. */
    public List<String> processNames() {
        return services.stream().flatMap(s -> s.processNames().stream()).toList();
    }

    public List<String> treatedProcessNames() {
        return services.stream().filter(ServiceSpec::treated).flatMap(s -> s.processNames().stream()).toList();
    }
}
