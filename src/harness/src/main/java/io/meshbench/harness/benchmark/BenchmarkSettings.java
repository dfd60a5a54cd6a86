package io.meshbench.harness.benchmark;

import java.nio.file.Path;

/**
 * Where things are on this machine, as given on the command line (null when not given).
 *
 * @param servicesDir holds the service jars, either directly ({@code <dir>/consumer.jar}) or as built
 *                    ({@code <dir>/consumer/target/consumer.jar})
 * @param agentJar    the jar of {@code javaagent} treatments that name none themselves
 * @param command     the command that reproduces this benchmark, for meta.json
 * @param envoyBinary the Envoy executable of {@code envoy} treatments (scripts/install-envoy.sh prints it)
 * @param targetsFile a targets file ({@code --targets}): the topology is already deployed there, the remote mode
 */
public record BenchmarkSettings(
        Path resultsRoot,
        Path jmeterHome,
        Path servicesDir,
        Path sermantHome,
        Path agentJar,
        String agentArgs,
        String command,
        Path envoyBinary,
        Path targetsFile) {

    public BenchmarkSettings(Path resultsRoot, Path jmeterHome, Path servicesDir, Path sermantHome, Path agentJar,
                             String agentArgs, String command) {
        this(resultsRoot, jmeterHome, servicesDir, sermantHome, agentJar, agentArgs, command, null, null);
    }

    public BenchmarkSettings(Path resultsRoot, Path jmeterHome, Path servicesDir, Path sermantHome, Path agentJar,
                             String agentArgs, String command, Path envoyBinary) {
        this(resultsRoot, jmeterHome, servicesDir, sermantHome, agentJar, agentArgs, command, envoyBinary, null);
    }

    /** Whether the topology is already deployed ({@code --targets}) rather than started here per run. */
    public boolean remote() {
        return targetsFile != null;
    }
}
