package io.meshbench.results;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The results module's package layering, top to bottom (each layer imports only layers below it):
 *
 * <pre>
 * api                                            entry points for the harness (facades)
 * cli                                            stats, compare, report, page, trend commands
 * page                                           the Sermant page (page.md, page.html) from page-plan.json and report.json files
 * trend                                          one figure across benchmarks' report.json files
 * gate, report                                   budgets on report.json; the report (templates, report.json, plots)
 * paired, ladder, footprint, startup             the report's special sections (fault recovery is computed in analysis)
 * comparison                                     each treatment against the baseline
 * run                                            one run folder: run.json, its JTL's statistics, its samples
 * analysis, samples                              statistics of a JTL; of samples.jsonl
 * jtl                                            the streaming JTL reader
 * format                                         file formats: run.json, meta.json, duet.json, samples.jsonl rows, level names
 * io.meshbench.results                           ResultsException
 * </pre>
 */
class LayeringTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.meshbench.results");

    private static final String REPORT = "io.meshbench.results.report..";

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching("io.meshbench.results.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void eachLayerImportsOnlyDownward() {
        layeredArchitecture().consideringAllDependencies()
                .layer("api").definedBy("io.meshbench.results.api..")
                .layer("cli").definedBy("io.meshbench.results.cli..")
                .layer("page").definedBy("io.meshbench.results.page..")
                .layer("trend").definedBy("io.meshbench.results.trend..")
                .layer("gate").definedBy("io.meshbench.results.gate..")
                .layer("report").definedBy(REPORT)
                .layer("sections").definedBy("io.meshbench.results.paired..",
                        "io.meshbench.results.ladder..", "io.meshbench.results.footprint..",
                        "io.meshbench.results.startup..")
                .layer("comparison").definedBy("io.meshbench.results.comparison..")
                .layer("run").definedBy("io.meshbench.results.run..")
                .layer("analysis").definedBy("io.meshbench.results.analysis..")
                .layer("samples").definedBy("io.meshbench.results.samples..")
                .layer("jtl").definedBy("io.meshbench.results.jtl..")
                .layer("format").definedBy("io.meshbench.results.format..")
                .whereLayer("api").mayNotBeAccessedByAnyLayer()
                .whereLayer("cli").mayOnlyBeAccessedByLayers("api")
                .whereLayer("page").mayOnlyBeAccessedByLayers("api", "cli")
                .whereLayer("trend").mayOnlyBeAccessedByLayers("api", "cli")
                .whereLayer("gate").mayOnlyBeAccessedByLayers("api", "cli", "trend")
                .whereLayer("report").mayOnlyBeAccessedByLayers("api", "cli", "page", "trend")
                .whereLayer("sections").mayOnlyBeAccessedByLayers("api", "cli", "report")
                .whereLayer("comparison").mayOnlyBeAccessedByLayers("api", "cli", "gate", "page", "report", "sections", "trend")
                .whereLayer("run").mayOnlyBeAccessedByLayers("api", "cli", "gate", "report", "sections",
                        "comparison")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("api", "cli", "gate", "report", "sections",
                        "comparison", "run")
                .whereLayer("samples").mayOnlyBeAccessedByLayers("api", "cli", "gate", "report", "sections",
                        "comparison", "run")
                .whereLayer("jtl").mayOnlyBeAccessedByLayers("api", "cli", "gate", "report", "sections",
                        "comparison", "run", "analysis", "samples")
                .check(MAIN);
    }

    @Test
    void sectionsDoNotImportEachOther() {
        String[] sections = {"io.meshbench.results.paired..", "io.meshbench.results.ladder..",
                "io.meshbench.results.footprint..", "io.meshbench.results.startup.."};
        for (String section : sections) {
            for (String other : sections) {
                if (!section.equals(other)) {
                    noClasses().that().resideInAPackage(section).should().dependOnClassesThat()
                            .resideInAPackage(other).allowEmptyShould(true).check(MAIN);
                }
            }
        }
    }

    @Test
    void resultsNeverImportsTheHarness() {
        noClasses().should().dependOnClassesThat().resideInAPackage("io.meshbench.harness..").check(MAIN);
    }
}
