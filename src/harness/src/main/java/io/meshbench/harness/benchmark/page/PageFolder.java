package io.meshbench.harness.benchmark.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalDouble;

/** A scenario's folder in a page folder: whether it is finished, and moving a partly written one aside. */
public final class PageFolder {

    private PageFolder() {
    }

    /** Finished: its report.json is there and whole (the report is the last thing a benchmark writes). */
    public static boolean finished(Path scenarioFolder) {
        Path report = BenchmarkFolderLayout.reportJson(scenarioFolder);
        if (!Files.isRegularFile(report)) {
            return false;
        }
        try {
            return StrictReader.jsonTree(report).isObject();
        } catch (ResultsException e) {
            return false; // cut off mid-write, or damaged: the scenario runs again
        }
    }

    /**
     * Moves a partly written folder to {@code <folder>.partial-<n>} (the first n free), so that the rerun starts
     * empty and nothing written is lost; nothing to do when there is no folder.
     */
    public static Optional<Path> moveAside(Path scenarioFolder) {
        if (!Files.exists(scenarioFolder)) {
            return Optional.empty();
        }
        try {
            for (int n = 1; ; n++) {
                Path aside = scenarioFolder.resolveSibling(scenarioFolder.getFileName() + ".partial-" + n);
                if (!Files.exists(aside)) {
                    return Optional.of(Files.move(scenarioFolder, aside));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot move the partly written " + scenarioFolder + " aside: " + e.getMessage(), e);
        }
    }

    /** The capacity the benchmark's probe measured (meta.json's {@code capacity.tps}), when it probed one. */
    public static OptionalDouble probedCapacity(Path scenarioFolder) {
        Path meta = BenchmarkFolderLayout.metaJson(scenarioFolder);
        if (!Files.isRegularFile(meta)) {
            return OptionalDouble.empty();
        }
        try {
            JsonNode tps = StrictReader.jsonTree(meta).path("capacity").path("tps");
            return tps.isNumber() && tps.asDouble() > 0 ? OptionalDouble.of(tps.asDouble()) : OptionalDouble.empty();
        } catch (ResultsException e) {
            return OptionalDouble.empty(); // the benchmark probes again
        }
    }
}
