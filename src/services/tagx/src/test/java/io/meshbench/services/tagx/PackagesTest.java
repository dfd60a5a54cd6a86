package io.meshbench.services.tagx;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/**
 * The tag-transmission service's packages (the application's own, client, server, their shared api, config, web)
 * import without cycles. One slice per package, the service's root package included, which a pattern like
 * {@code tagx.(**)} would leave out.
 */
class PackagesTest {

    private static final SliceAssignment EACH_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            return SliceIdentifier.of(javaClass.getPackageName());
        }

        @Override
        public String getDescription() {
            return "each package of io.meshbench.services.tagx";
        }
    };

    @Test
    void packagesAreFreeOfCycles() {
        slices().assignedFrom(EACH_PACKAGE).should().beFreeOfCycles()
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("io.meshbench.services.tagx"));
    }
}
