import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Build step of the harness (package phase, after the shade plugin, before the class-data archive; src/harness/pom.xml):
 * rewrites the Java 5 class files (version 49) under one package of the CLI jar as Java 8 class files (version 52)
 * with the stack map frames that version requires, computed by ASM. The bytecode itself is unchanged. Why: the
 * class-data archive refuses class files older than Java 6 ("Pre JDK 6 class not supported by CDS"), and picocli
 * ships as Java 5 class files, so every `meshbench stats` read and verified its ~180 classes from the jar (about 40 ms
 * of CPU at each start; docs/results-engine.md, "Start-up").
 *
 * <p>Safe by construction: every rewritten class is loaded and linked (so the JVM's verifier checks the new frames)
 * from a copy before that copy replaces the jar; on any problem the jar stays as it was, the step says why and exits
 * 1, which the build accepts (the archive then leaves those classes out, as before).
 *
 * <p>Usage (a single-file program): {@code java -cp asm.jar UpgradeClassFiles.java <jar> <package/prefix/>}
 */
public final class UpgradeClassFiles {

    private static final int JAVA_6 = 50;

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args[0]);
        String prefix = args[1];
        Path upgraded = jar.resolveSibling(jar.getFileName() + ".upgraded");
        try {
            List<String> classes = rewrite(jar, prefix, upgraded);
            verify(upgraded, classes);
            Files.move(upgraded, jar, StandardCopyOption.REPLACE_EXISTING);
            System.out.println("UpgradeClassFiles: " + classes.size() + " class files under " + prefix + " in " + jar
                    + " now Java 8 class files with stack map frames");
        } catch (Exception | LinkageError e) {
            Files.deleteIfExists(upgraded);
            System.out.println("UpgradeClassFiles: " + jar + " left as it was: " + e);
            System.exit(1);
        }
    }

    /** Copies {@code jar} to {@code out}, entry by entry in the same order, rewriting the old classes; their names. */
    private static List<String> rewrite(Path jar, String prefix, Path out) throws IOException {
        List<String> classes = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile());
             URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                     ClassLoader.getPlatformClassLoader());
             ZipOutputStream copy = new ZipOutputStream(Files.newOutputStream(out))) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                byte[] bytes;
                try (InputStream in = zip.getInputStream(entry)) {
                    bytes = in.readAllBytes();
                }
                String name = entry.getName();
                if (name.startsWith(prefix) && name.endsWith(".class") && majorVersion(bytes) < JAVA_6) {
                    bytes = withFrames(bytes, loader);
                    classes.add(name.substring(0, name.length() - ".class".length()).replace('/', '.'));
                }
                ZipEntry written = new ZipEntry(name);
                written.setTime(entry.getTime());
                copy.putNextEntry(written);
                copy.write(bytes);
                copy.closeEntry();
            }
        }
        return classes;
    }

    private static int majorVersion(byte[] classFile) {
        return (classFile[6] & 0xff) << 8 | classFile[7] & 0xff;
    }

    /** The class as version 52 with frames computed from scratch; {@code loader} resolves common superclasses. */
    private static byte[] withFrames(byte[] classFile, ClassLoader loader) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return loader;
            }
        };
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                              String[] interfaces) {
                super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }

    /** Loads and initializes every rewritten class from {@code jar}: linking runs the verifier on the new frames. */
    private static void verify(Path jar, List<String> classes) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            for (String name : classes) {
                Class.forName(name, true, loader);
            }
        }
    }

    private UpgradeClassFiles() {
    }
}
