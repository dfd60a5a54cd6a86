package io.meshbench.harness.benchmark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.meshbench.harness.deployment.DeploymentException;
import io.meshbench.harness.deployment.LocalDeployment;
import io.meshbench.harness.deployment.ProcessRegistry;
import io.meshbench.harness.deployment.RunningDeployment;
import io.meshbench.harness.deployment.ServiceProcess;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.Topology;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The local deployment standing in for a cluster ({@code meshbench deploy}): one deployment per named treatment,
 * started as the loop starts them, left running, and described in a targets file for {@code meshbench run --targets}.
 * Each is also sampled locally (/proc and PerfData) into {@code <folder>/<treatment>/samples.jsonl}, so the remote
 * figures can be set against a local sampling of the same processes.
 */
public final class LocalStandIn implements AutoCloseable {

    /** The services' switch for what a cluster reads of them (off unless set: services/common RemoteViewSwitch). */
    static final String REMOTE_VIEW = "meshbench.remote.view";

    private final List<RunningDeployment> deployments = new ArrayList<>();
    private final List<JvmSampler> samplers = new ArrayList<>();

    private LocalStandIn() {
    }

    /**
     * Starts the deployments, checks each treatment loaded, writes {@code targetsFile}.
     *
     * @throws ScenarioException when a treatment name is not the scenario's
     */
    public static LocalStandIn start(Scenario scenario, BenchmarkSettings settings, List<String> treatmentNames,
                                     Path folder, Path targetsFile, ProcessRegistry registry, PrintStream console) {
        List<TreatmentSpec> specs = new ArrayList<>();
        for (String name : treatmentNames) {
            specs.add(scenario.treatment(name).orElseThrow(() -> new ScenarioException("--treatments: scenario "
                    + scenario.name() + " has no treatment '" + name + "'; its treatments are "
                    + scenario.treatments().stream().map(TreatmentSpec::name).toList())));
        }
        Map<String, Treatment> treatments = new TreatmentFactory(settings).create(specs);
        LocalDeployment local = new LocalDeployment(DeploymentSpecs.of(servingRemoteView(scenario), settings.servicesDir()),
                registry);
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        ObjectNode root = yaml.createObjectNode();
        ObjectNode byTreatment = root.putObject("treatments");
        LocalStandIn standIn = new LocalStandIn();
        try {
            for (Treatment treatment : treatments.values()) {
                console.println("Starting the " + treatment.name() + " deployment ...");
                RunningDeployment deployment = local.start(treatment, folder.resolve(treatment.name()), null);
                standIn.deployments.add(deployment);
                for (LoadEvidence evidence : deployment.verifyTreatment(treatment)) {
                    console.println("  " + evidence.summary());
                }
                ObjectNode entry = byTreatment.putObject(treatment.name());
                ObjectNode services = entry.putObject("services");
                for (ServiceProcess service : deployment.services()) {
                    services.put(service.name(), service.baseUrl().toString());
                    console.println("  " + service);
                }
                entry.put("zookeeper", deployment.zookeeperAddress());
                standIn.samplers.add(deployment.sample(RunFolderLayout.samples(folder.resolve(treatment.name()))));
            }
            String text = "# written by meshbench deploy: the local deployment standing in for a cluster\n"
                    + yaml.writeValueAsString(root);
            io.meshbench.results.format.OutputFolder.around("--targets-out", targetsFile)
                    .writeString(targetsFile.getFileName(), text);
            return standIn;
        } catch (IOException e) {
            standIn.close();
            throw new UncheckedIOException("Cannot write the targets file " + targetsFile, e);
        } catch (RuntimeException e) {
            standIn.close();
            throw e instanceof DeploymentException || e instanceof ScenarioException ? e
                    : new DeploymentException(e.getMessage(), e);
        }
    }

    /** Stops the local sampling and every process. */
    @Override
    public void close() {
        samplers.forEach(JvmSampler::close);
        deployments.forEach(RunningDeployment::close);
    }

    /**
     * The scenario with every service serving what a remote run reads ({@code /actuator/prometheus}, {@code
     * /actuator/info}): the services' switch, off in a local benchmark so its figures carry none of it.
     */
    static Scenario servingRemoteView(Scenario scenario) {
        Topology topology = scenario.topology();
        return scenario.withTopology(new Topology(topology.services().stream()
                .map(service -> service.withProperty(REMOTE_VIEW, "true")).toList(),
                topology.startTogether(), topology.startTimeout()));
    }
}
