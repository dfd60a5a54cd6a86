package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.LocalDeployment;
import io.meshbench.harness.deployment.RunningDeployment;
import io.meshbench.harness.deployment.ServiceProcess;
import io.meshbench.harness.treatment.SermantAgent;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Sermant's pre-filter needs the list of classes no plugin matches, which Sermant writes from a shutdown hook: only a
 * clean (SIGTERM) exit produces it. Before the benchmark, each treatment with the pre-filter on starts its deployment
 * once into {@code prefilter-priming/<treatment>/} of the benchmark folder and stops it, and every run of the
 * treatment then starts from a copy of the lists written there. Nothing is ever written into the user's release.
 */
final class PreFilterPriming {


    private PreFilterPriming() {
    }

    /**
     * @return {@code treatments} with each pre-filter treatment primed
     * @throws TreatmentNotLoadedException when a clean exit left no list: the treatment would run without its filter
     */
    static Map<String, Treatment> prime(Map<String, Treatment> treatments, LocalDeployment deployments,
                                        Path benchmarkFolder, PrintStream console) {
        Map<String, Treatment> primed = new LinkedHashMap<>(treatments);
        treatments.forEach((name, treatment) -> {
            if (treatment instanceof SermantAgent sermant && sermant.preFilterEnabled()) {
                Path runDir = BenchmarkFolderLayout.prefilterPriming(benchmarkFolder, name);
                console.println("Pre-filter: a first clean run of '" + name + "' writes its list into " + runDir);
                List<String> treated;
                try (RunningDeployment deployment = deployments.start(sermant::jvmArguments, runDir)) {
                    treated = deployment.treatedServices().stream().map(ServiceProcess::name).toList();
                } // closing stops every process with SIGTERM first: Sermant's shutdown hook writes the list
                for (String process : treated) {
                    requireList(name, SermantAgent.preFilterDir(runDir, process));
                }
                primed.put(name, sermant.primedBy(runDir));
            }
        });
        return primed;
    }

    private static void requireList(String treatment, Path folder) {
        try (Stream<Path> files = Files.isDirectory(folder) ? Files.list(folder) : Stream.empty()) {
            if (files.noneMatch(file -> file.toFile().length() > 0)) {
                throw new TreatmentNotLoadedException("Treatment '" + treatment + "' turns Sermant's pre-filter on, "
                        + "but its first clean run wrote no list into " + folder + ": every run would start without "
                        + "the filter. See the Sermant log below " + folder.getParent().getParent().getParent()
                        + "/logs/sermant.");
            }
        } catch (IOException e) {
            throw new TreatmentNotLoadedException("Cannot read the pre-filter list in " + folder + ": " + e.getMessage());
        }
    }
}
