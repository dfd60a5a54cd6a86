package io.meshbench.results;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.meshbench.testkit.OneReaderRule;
import org.junit.jupiter.api.Test;

/** Every file the results module reads goes through the one strict reader (format/StrictReader). */
class OneReaderTest {

    @Test
    void everyFileIsReadByTheStrictReader() {
        OneReaderRule.readingOnlyThroughTheStrictReader().check(new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.meshbench.results"));
    }
}
