package io.meshbench.results;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.meshbench.testkit.OneWriterRule;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every file the results engine writes goes through the one writer, {@code format.OutputFolder}; no exception. */
class OneWriterTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.meshbench.results");

    @Test
    void onlyTheWriterWritesFiles() {
        OneWriterRule.rule(Map.of()).check(MAIN);
    }
}
