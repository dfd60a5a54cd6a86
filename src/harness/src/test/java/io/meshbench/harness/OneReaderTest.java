package io.meshbench.harness;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.meshbench.testkit.OneReaderRule;
import org.junit.jupiter.api.Test;

/** Every file the harness reads goes through the one strict reader (results' format/StrictReader). */
class OneReaderTest {

    @Test
    void everyFileIsReadByTheStrictReader() {
        OneReaderRule.readingOnlyThroughTheStrictReader(
                // HTTP response bodies of the services under test, not files
                "io.meshbench.harness.probe.TrafficProbe", "io.meshbench.harness.probe.CounterProbe",
                "io.meshbench.harness.remote.ServiceInfo"
        ).check(new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.meshbench.harness"));
    }
}
