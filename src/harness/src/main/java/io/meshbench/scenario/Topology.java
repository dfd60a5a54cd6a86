package io.meshbench.scenario;

import java.util.List;
import java.util.Optional;

/** The services under test, in start order (a service starts after the ones it calls). */
public record Topology(List<ServiceSpec> services) {

    public Topology {
        services = services == null ? List.of() : List.copyOf(services);
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
