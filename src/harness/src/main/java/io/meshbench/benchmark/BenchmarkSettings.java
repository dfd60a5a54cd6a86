package io.meshbench.benchmark;

import java.nio.file.Path;

/**
 * Where things are on this machine, as given on the command line (null when not given).
 *
 * @param servicesDir holds the service jars, either directly ({@code <dir>/consumer.jar}) or as built
 *                    ({@code <dir>/consumer/target/consumer.jar})
 * @param agentJar    the jar of {@code javaagent} treatments that name none themselves
 * @param command     the command that reproduces this benchmark, for meta.json
 */
public record BenchmarkSettings(
        Path resultsRoot,
        Path jmeterHome,
        Path servicesDir,
        Path sermantHome,
        Path agentJar,
        String agentArgs,
        String command) {
}
