package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeploymentSpec;
import io.meshbench.harness.deployment.JvmOptions;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ServiceSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The local deployment of a scenario's topology, its jars found in the services folder. */
final class DeploymentSpecs {

    private DeploymentSpecs() {
    }

    static DeploymentSpec of(Scenario scenario, Path servicesDir) {
        List<ServiceSpec> services = new ArrayList<>();
        for (ServiceSpec service : scenario.topology().services()) {
            services.add(service.withJar(jarOf(service, servicesDir)));
        }
        return new DeploymentSpec(services, JvmOptions.DEFAULTS, scenario.topology().startTimeout(), 0)
                .startingTogether(scenario.topology().startTogether());
    }

    /** {@code <dir>/<jar>}, else the module layout {@code <dir>/<service>/target/<jar>}. */
    static Path jarOf(ServiceSpec service, Path servicesDir) {
        Path flat = servicesDir.resolve(service.jar());
        Path built = servicesDir.resolve(service.name()).resolve("target").resolve(service.jar());
        if (Files.isRegularFile(flat)) {
            return flat.toAbsolutePath();
        }
        if (Files.isRegularFile(built)) {
            return built.toAbsolutePath();
        }
        throw new ScenarioException("--services-dir " + servicesDir + ": found neither " + flat + " nor " + built
                + " for service '" + service.name() + "'. Build the services (./mvnw -pl src/services -am package "
                + "-DskipTests) and pass --services-dir src/services, or a folder holding " + service.jar());
    }
}
