package io.meshbench.harness;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.meshbench.testkit.OneWriterRule;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every file the harness writes (run folders and their files, page plans, targets files, configuration it hands to
 * JMeter, ZooKeeper, Envoy and Sermant) goes through the results engine's one writer, {@code format.OutputFolder}.
 * JMeter and the service JVMs write their own files (result.jtl, their logs) as child processes; the output the harness
 * redirects into a run folder's logs/ is checked and created by the writer ({@code OutputFolder.appendRedirect}).
 */
class OneWriterTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.meshbench.harness");

    /** The classes that write otherwise, each with its reason. */
    static final Map<String, String> EXCEPTIONS = Map.of(
            "io.meshbench.harness.machine.MachineLock", "the lock's owner record lives in the machine lock folder "
                    + "every user of the machine shares, outside any output folder, and is part of the lock protocol "
                    + "(a pid-named temporary renamed over the record while the file lock is held)",
            "io.meshbench.harness.benchmark.page.PageFolder", "moves a partly written scenario folder aside as a "
                    + "whole (a rename of a folder the harness made; no file is written)",
            "io.meshbench.harness.benchmark.ResumedBenchmark", "moves an earlier attempt's run folder whole to "
                    + "superseded/<n>/ on --resume (a rename of a folder the harness made; no file is written)",
            "io.meshbench.harness.machine.ChildLedger", "the list of a harness's children lives beside the machine "
                    + "lock, in the folder every user of the machine shares, outside any output folder, as the lock's "
                    + "owner record does");

    @Test
    void onlyTheWriterWritesFiles() {
        OneWriterRule.rule(EXCEPTIONS).check(MAIN);
    }
}
