package io.meshbench.testkit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Set;

/**
 * The ArchUnit rule of issue 35, section 1: every JSON, JSON Lines, YAML and CSV file MeshBench reads goes through the
 * one strict reader ({@code io.meshbench.results.format.StrictReader}). Outside it, no class parses with Jackson
 * (readValue, readTree, readValues, createParser on any mapper, reader or factory: JSON or YAML) or opens a Commons
 * CSV parser. Writing (a mapper's writeValue, a generator, a CSV printer) and mapping a tree already read
 * (treeToValue, convertValue) stay free.
 */
public final class OneReaderRule {

    /** The reader and its parts. */
    public static final List<String> READER = List.of("io.meshbench.results.format.StrictReader",
            "io.meshbench.results.format.StrictReader$Yaml", "io.meshbench.results.format.CheckedTokens",
            "io.meshbench.results.format.GuardedReader");

    private static final Set<String> PARSING = Set.of("readValue", "readValues", "readTree", "createParser",
            "createNonBlockingByteArrayParser", "parse");
    private static final List<String> JSON_READERS = List.of("com.fasterxml.jackson.databind.ObjectMapper",
            "com.fasterxml.jackson.databind.ObjectReader", "com.fasterxml.jackson.core.JsonFactory",
            "com.fasterxml.jackson.core.TokenStreamFactory");
    /** Made only to read: a CSV parser (a CSV printer writes). */
    private static final List<String> READ_ONLY_TYPES = List.of("org.apache.commons.csv.CSVParser");

    private OneReaderRule() {
    }

    /** @param exempt classes that parse what is not a file (an HTTP response's body), each with its reason at the caller */
    public static ArchRule readingOnlyThroughTheStrictReader(String... exempt) {
        List<String> allowed = new java.util.ArrayList<>(READER);
        allowed.addAll(List.of(exempt));
        return noClasses().that(DescribedPredicate.describe("are not the strict reader or exempt",
                        (JavaClass c) -> !allowed.contains(c.getName())))
                .should().accessTargetWhere(DescribedPredicate.describe(
                        "a Jackson parse (JSON or YAML) or a Commons CSV parser", OneReaderRule::reads))
                .because("every file MeshBench reads goes through io.meshbench.results.format.StrictReader "
                        + "(issue 35: one strict reader; docs/formats.md, \"Reading\")");
    }

    private static boolean reads(JavaAccess<?> access) {
        JavaClass owner = access.getTargetOwner();
        if (READ_ONLY_TYPES.stream().anyMatch(owner::isAssignableTo)) { // made here, or parsing; using one is free
            return access instanceof JavaConstructorCall || access.getName().equals("builder")
                    || access.getName().equals("parse") || PARSING.contains(access.getName());
        }
        if (owner.isAssignableTo("org.apache.commons.csv.CSVFormat") && access.getName().equals("parse")) {
            return true;
        }
        return PARSING.contains(access.getName()) && JSON_READERS.stream().anyMatch(owner::isAssignableTo);
    }
}
