package io.meshbench.harness.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** A JMeter installation: the folder holding {@code bin/ApacheJMeter.jar} (scripts/jmeter-home.sh prints the provisioned one). */
public record JMeterHome(Path path) {

    private static final Pattern CORE_JAR = Pattern.compile("ApacheJMeter_core-(.+)\\.jar");

    /**
     * @throws IllegalArgumentException saying how to provision JMeter when the folder is not a JMeter home
     */
    public static JMeterHome at(Path path) {
        if (path == null || !Files.isRegularFile(path.resolve("bin/ApacheJMeter.jar"))) {
            throw new IllegalArgumentException("--jmeter-home " + path + " holds no bin/ApacheJMeter.jar: provision JMeter with "
                    + "`./mvnw -pl src/bench process-classes -Dbench.standalone` and pass --jmeter-home \"$(scripts/jmeter-home.sh)\"");
        }
        return new JMeterHome(path.toAbsolutePath());
    }

    public Path launcherJar() {
        return path.resolve("bin/ApacheJMeter.jar");
    }

    /** The version from the core jar's name, e.g. {@code 5.6.3}; {@code unknown} when it cannot be told. */
    public String version() {
        Path ext = path.resolve("lib/ext");
        if (!Files.isDirectory(ext)) {
            return "unknown";
        }
        try (Stream<Path> jars = Files.list(ext)) {
            return jars.map(jar -> CORE_JAR.matcher(jar.getFileName().toString()))
                    .filter(Matcher::matches)
                    .map(matcher -> matcher.group(1))
                    .findFirst()
                    .orElse("unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
