package io.meshbench.results.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * How long each service of a run took to start, from Spring Boot's own line in its log
 * ({@code logs/<process>.log}): "Started X in 3.628 seconds (JVM running for 4.269)". The JVM figure runs from the
 * process's start to the application being ready, agent premain included: the start-up cost an agent adds.
 */
public final class StartupTimes {

    private static final Pattern STARTED =
            Pattern.compile("Started \\S+ in (\\d+(?:\\.\\d+)?) seconds \\(JVM running for (\\d+(?:\\.\\d+)?)\\)");

    /**
     * @param applicationSeconds Spring's "Started ... in" (the application context)
     * @param jvmSeconds         Spring's "JVM running for": process start to ready
     */
    public record Startup(double applicationSeconds, double jvmSeconds) {
    }

    private StartupTimes() {
    }

    /** Per process whose log has Spring's line, by process name; empty without a logs/ folder. */
    public static Map<String, Startup> of(Path runFolder) {
        Path logs = runFolder.resolve("logs");
        Map<String, Startup> startups = new TreeMap<>();
        if (!Files.isDirectory(logs)) {
            return startups;
        }
        try (Stream<Path> files = Files.list(logs)) {
            for (Path log : (Iterable<Path>) files.filter(f -> f.getFileName().toString().endsWith(".log"))::iterator) {
                String process = log.getFileName().toString().replaceFirst("\\.log$", "");
                startupIn(log).ifPresent(startup -> startups.put(process, startup));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list " + logs, e);
        }
        return startups;
    }

    private static java.util.Optional<Startup> startupIn(Path log) {
        try (Stream<String> lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.filter(line -> line.contains("Started ")).map(STARTED::matcher).filter(Matcher::find)
                    .findFirst().map(m -> new Startup(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))));
        } catch (IOException | UncheckedIOException e) {
            return java.util.Optional.empty(); // an unreadable or non-UTF-8 log: no figure, not a failed report
        }
    }
}
