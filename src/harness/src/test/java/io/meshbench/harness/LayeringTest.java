package io.meshbench.harness;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The harness's package layering, top to bottom (each layer imports only layers below it):
 *
 * <pre>
 * cli                                  the meshbench commands
 * benchmark                            the plan and the run loop
 * remote                               a deployed topology (targets file, HTTP sampling and checks)
 * deployment                           local processes for one treatment
 * treatment                            baseline, Sermant, any agent, Envoy; load checks
 * machine                              the machine lock, quiet wait, loopback ports
 * sampler                              process and machine samples
 * scenario                             the scenario model
 * </pre>
 *
 * beside the chain, one job each for the run loop, used by cli and benchmark only, on the scenario only: duet, faults,
 * load, probe, rules;
 * and from the results module only its entry points ({@code results.api}), the file formats the harness writes for it
 * ({@code results.format}) and {@code ResultsException}.
 */
class LayeringTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.meshbench.harness");

    private static final String[] JOBS = {"io.meshbench.harness.duet..", "io.meshbench.harness.faults..",
            "io.meshbench.harness.load..", "io.meshbench.harness.probe..", "io.meshbench.harness.rules.."};

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching("io.meshbench.harness.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void eachLayerImportsOnlyDownward() {
        layeredArchitecture().consideringAllDependencies()
                .layer("cli").definedBy("io.meshbench.harness.cli..")
                .layer("benchmark").definedBy("io.meshbench.harness.benchmark..")
                .layer("remote").definedBy("io.meshbench.harness.remote..")
                .layer("deployment").definedBy("io.meshbench.harness.deployment..")
                .layer("treatment").definedBy("io.meshbench.harness.treatment..")
                .layer("jobs").definedBy(JOBS)
                .layer("machine").definedBy("io.meshbench.harness.machine..")
                .layer("sampler").definedBy("io.meshbench.harness.sampler..")
                .layer("scenario").definedBy("io.meshbench.harness.scenario..")
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("benchmark").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("remote").mayOnlyBeAccessedByLayers("cli", "benchmark")
                .whereLayer("deployment").mayOnlyBeAccessedByLayers("cli", "benchmark", "remote")
                .whereLayer("treatment").mayOnlyBeAccessedByLayers("cli", "benchmark", "remote", "deployment")
                .whereLayer("jobs").mayOnlyBeAccessedByLayers("cli", "benchmark")
                .whereLayer("machine").mayOnlyBeAccessedByLayers("cli", "benchmark", "remote", "deployment",
                        "treatment")
                .whereLayer("sampler").mayOnlyBeAccessedByLayers("cli", "benchmark", "remote", "deployment",
                        "treatment", "machine")
                .whereLayer("scenario").mayOnlyBeAccessedByLayers("cli", "benchmark", "remote", "deployment",
                        "treatment", "jobs", "machine", "sampler")
                .check(MAIN);
    }

    @Test
    void theJobsDoNotImportEachOther() {
        for (String job : JOBS) {
            for (String other : JOBS) {
                if (!job.equals(other)) {
                    noClasses().that().resideInAPackage(job).should().dependOnClassesThat().resideInAPackage(other)
                            .allowEmptyShould(true).check(MAIN);
                }
            }
        }
    }

    @Test
    void theHarnessUsesOnlyTheResultsApiAndFormats() {
        noClasses().should().dependOnClassesThat(resideInAPackage("io.meshbench.results..")
                        .and(resideOutsideOfPackages("io.meshbench.results", "io.meshbench.results.api",
                                "io.meshbench.results.format")))
                .check(MAIN);
    }
}
