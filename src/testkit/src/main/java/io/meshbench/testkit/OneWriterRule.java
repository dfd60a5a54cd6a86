package io.meshbench.testkit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Issue 35: every file MeshBench writes goes through one writer ({@code io.meshbench.results.format.OutputFolder}).
 * This rule finds every other call that writes a file: {@code Files.write}, {@code writeString},
 * {@code newOutputStream}, {@code newBufferedWriter}, {@code copy}, {@code move}; {@code FileOutputStream},
 * {@code FileWriter}, {@code RandomAccessFile} and a {@code PrintWriter}/{@code PrintStream}/XML {@code StreamResult}
 * on a file name; a child process's output redirected to a file; XChart's encoders saving to a file name; {@code ImageIO.write} and Jackson's {@code writeValue} to a
 * {@code File}. Classes that must write otherwise are listed by each module's test, each with its reason.
 */
public final class OneWriterRule {

    /** The writer itself (its nested and anonymous classes included). */
    public static final String WRITER = "io.meshbench.results.format.OutputFolder";

    private static final Set<String> FILES_WRITES = Set.of("write", "writeString", "newOutputStream",
            "newBufferedWriter", "copy", "move");
    private static final Set<String> FILE_CONSTRUCTED = Set.of("java.io.FileOutputStream", "java.io.FileWriter",
            "java.io.RandomAccessFile");
    private static final Set<String> ON_A_FILE_NAME = Set.of("java.io.PrintWriter", "java.io.PrintStream",
            "javax.xml.transform.stream.StreamResult");
    private static final Set<String> FILE_PARAMETERS = Set.of("java.io.File", "java.lang.String", "java.nio.file.Path");

    private OneWriterRule() {
    }

    /** @param exceptions class name to the reason it writes without the writer */
    public static ArchRule rule(Map<String, String> exceptions) {
        List<String> allowed = new java.util.ArrayList<>(exceptions.keySet());
        allowed.add(WRITER);
        return noClasses().that(DescribedPredicate.describe("are not the writer or a listed exception",
                        (JavaClass type) -> allowed.stream().noneMatch(name -> type.getName().equals(name)
                                || type.getName().startsWith(name + "$"))))
                .should().callCodeUnitWhere(DescribedPredicate.describe("it writes a file", OneWriterRule::writesAFile))
                .because("every file MeshBench writes goes through " + WRITER + " (issue 35: no link followed, no FIFO "
                        + "or input replaced, files that belong together committed together)");
    }

    static boolean writesAFile(JavaCall<?> call) {
        String owner = call.getTargetOwner().getName();
        String name = call.getName();
        List<String> parameters = call.getTarget().getRawParameterTypes().stream().map(JavaClass::getName).toList();
        if (owner.equals("java.nio.file.Files")) {
            return FILES_WRITES.contains(name);
        }
        if (name.equals("<init>")) {
            return FILE_CONSTRUCTED.contains(owner) && !parameters.contains("java.io.FileDescriptor")
                    || ON_A_FILE_NAME.contains(owner) && !parameters.isEmpty()
                    && FILE_PARAMETERS.contains(parameters.get(0));
        }
        if (owner.equals("org.knowm.xchart.BitmapEncoder") || owner.equals("org.knowm.xchart.VectorGraphicsEncoder")) {
            return name.startsWith("save") && parameters.contains("java.lang.String");
        }
        if (owner.equals("java.lang.ProcessBuilder$Redirect")) {
            return name.equals("to") || name.equals("appendTo"); // a child's output, into a file not checked here
        }
        if (owner.equals("javax.imageio.ImageIO")) {
            return name.equals("write") && parameters.contains("java.io.File");
        }
        boolean jackson = call.getTargetOwner().isAssignableTo("com.fasterxml.jackson.databind.ObjectMapper")
                || call.getTargetOwner().isAssignableTo("com.fasterxml.jackson.databind.ObjectWriter");
        return jackson && name.equals("writeValue") && !parameters.isEmpty()
                && (parameters.get(0).equals("java.io.File") || parameters.get(0).equals("java.nio.file.Path"));
    }
}
