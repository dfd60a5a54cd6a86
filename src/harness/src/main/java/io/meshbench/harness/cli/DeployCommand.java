package io.meshbench.harness.cli;

import static io.meshbench.harness.cli.OptionText.absolute;

import io.meshbench.harness.benchmark.BenchmarkSettings;
import io.meshbench.harness.benchmark.LocalStandIn;
import io.meshbench.harness.deployment.DeploymentException;
import io.meshbench.harness.deployment.ProcessRegistry;
import io.meshbench.harness.machine.LockOwner;
import io.meshbench.harness.machine.MachineBusyException;
import io.meshbench.harness.machine.MachineLock;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.Reports;
import io.meshbench.results.format.OutputTarget;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.scenario.Topology;
import io.meshbench.harness.treatment.InvalidTreatmentException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code meshbench deploy <scenario.yaml> --treatments baseline,javaagent --targets-out targets.yaml}: the scenario's
 * topology started here, once per treatment, held for {@code --for} (or until Ctrl-C), and described in a targets file
 * for {@code meshbench run --targets}: a cluster's stand-in on one machine, everything on 127.0.0.1.
 */
@Command(name = DeployCommand.NAME, mixinStandardHelpOptions = true,
        description = "Starts a scenario's topology per treatment and holds it, writing a targets file for run --targets.")
public final class DeployCommand implements Callable<Integer> {

    public static final String NAME = "deploy";

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "The scenario file, e.g. scenarios/quickstart.yaml")
    Path scenarioFile;

    @Option(names = "--treatments", required = true, paramLabel = "LIST", description = "Treatments to deploy, comma-separated, e.g. baseline,javaagent")
    String treatments;

    @Option(names = "--targets-out", required = true, paramLabel = "FILE", description = "Where to write the targets file")
    Path targetsOut;

    @Option(names = "--folder", paramLabel = "DIR", description = "Logs and local samples (default: target/deploy)")
    Path folder = Path.of("target/deploy");

    @Option(names = "--for", paramLabel = "DUR", description = "How long to hold the deployments (default 30m); Ctrl-C stops them sooner")
    String holdFor = "30m";

    @Option(names = "--start-timeout", paramLabel = "DUR", description = "How long each service may take to start (default: the scenario's topology.startTimeout)")
    String startTimeout = "";

    @Option(names = "--services-dir", paramLabel = "DIR", description = "Folder of the service jars (default: src/services)")
    Path servicesDir = Path.of("src/services");

    @Option(names = "--agent", paramLabel = "JAR", description = "The agent jar of javaagent treatments that name none")
    Path agent;

    @Option(names = "--sermant-home", paramLabel = "DIR", description = "An unpacked Sermant release, for Sermant treatments")
    Path sermantHome;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "The address every server binds and the targets "
            + "file names (default " + io.meshbench.harness.machine.BindAddress.DEFAULT + "): an address of this host that the controller and the load engines reach, "
            + "e.g. a network namespace's own")
    String bind = "";

    @Option(names = "--no-wait", description = "When another benchmark holds this machine's lock, exit 2 at once "
            + "instead of waiting for it")
    boolean noWait;

    /** An address given to --bind must be one of this host's: a server could not bind another. */
    private static void checkBindable(String address) {
        if (address.isBlank()) {
            return;
        }
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getByName(address.strip()))) {
            socket.getLocalPort();
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("--bind " + address + ": no server can bind it here (" + e.getMessage()
                    + "); give an address of this host (ip -brief address), or leave --bind out for " + io.meshbench.harness.machine.BindAddress.DEFAULT);
        }
    }

    @Override
    public Integer call() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        Duration hold;
        Scenario scenario;
        try {
            OutputTarget.check("--targets-out", targetsOut, scenarioFile, agent);
            OutputTarget.checkFolder("--folder", folder);
            hold = Durations.parse(holdFor);
            checkBindable(bind);
            io.meshbench.harness.machine.BindAddress.bind(bind);
            scenario = new ScenarioLoader(Reports.tableNames(), Reports::marginProblem).load(scenarioFile.toAbsolutePath());
            if (!startTimeout.isBlank()) {
                scenario = scenario.withTopology(new Topology(scenario.topology().services(),
                        scenario.topology().startTogether(), Durations.parse(startTimeout)));
            }
        } catch (ScenarioException | IllegalArgumentException | ResultsException e) {
            err.println("meshbench deploy: " + e.getMessage());
            return Commands.BAD_INPUT;
        }
        BenchmarkSettings settings = new BenchmarkSettings(null, null, absolute(servicesDir),
                sermantHome == null ? null : absolute(sermantHome), agent == null ? null : absolute(agent), "",
                "meshbench deploy");
        List<String> names = Arrays.stream(treatments.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        // the machine is this deploy's while it holds the topology; `run --targets` with its targets file joins it
        try (MachineLock lock = MachineLock.forDeploy(MachineLock.defaultFile(),
                     LockOwner.me("deploy", scenario.name(), absolute(targetsOut).toString()), !noWait, out);
             ProcessRegistry registry = ProcessRegistry.withShutdownHook();
             LocalStandIn standIn = LocalStandIn.start(scenario, settings, names, absolute(folder), absolute(targetsOut),
                     registry, out)) {
            out.println("Deployed; targets in " + absolute(targetsOut) + "; holding for " + Durations.format(hold)
                    + " (Ctrl-C stops everything)");
            Thread.sleep(hold.toMillis());
            out.println("Held for " + Durations.format(hold) + "; stopping");
            return Commands.OK;
        } catch (ScenarioException | InvalidTreatmentException e) {
            err.println("meshbench deploy: " + e.getMessage());
            return Commands.BAD_INPUT;
        } catch (DeploymentException e) {
            err.println("meshbench deploy: " + e.getMessage());
            return Commands.RUNS_FAILED;
        } catch (MachineBusyException e) {
            err.println("meshbench deploy: " + e.getMessage());
            return Commands.BAD_INPUT;
        } catch (InterruptedException e) {
            return Commands.INTERRUPTED;
        } catch (RuntimeException e) {
            return Commands.failure("meshbench deploy", e, new java.io.PrintWriter(err, true));
        }
    }
}
