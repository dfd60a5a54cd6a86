package io.meshbench.harness.deployment;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/** Builds small real jars from test classes: fake services, tiny agents, busy children for the sampler. */
public final class TestJars {

    private TestJars() {
    }

    /** A jar holding {@code classes} (top-level, JDK-only test classes) with the given manifest attributes. */
    public static Path jar(Path file, Map<String, String> manifestAttributes, Class<?>... classes) {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifestAttributes.forEach((k, v) -> manifest.getMainAttributes().put(new Attributes.Name(k), v));
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out, manifest)) {
            for (Class<?> type : classes) {
                String entry = type.getName().replace('.', '/') + ".class";
                try (InputStream bytes = type.getClassLoader().getResourceAsStream(entry)) {
                    jar.putNextEntry(new JarEntry(entry));
                    bytes.transferTo(jar);
                    jar.closeEntry();
                }
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An executable jar whose {@code Main-Class} is {@code main}. */
    public static Path executable(Path file, Class<?> main, Class<?>... more) {
        Class<?>[] all = new Class<?>[more.length + 1];
        all[0] = main;
        System.arraycopy(more, 0, all, 1, more.length);
        return jar(file, Map.of("Main-Class", main.getName()), all);
    }

    /** The {@code java} launcher of the JDK running the tests. */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
