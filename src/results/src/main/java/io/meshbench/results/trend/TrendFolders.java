package io.meshbench.results.trend;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.BenchmarkFolderLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The benchmark folders a trend reads. Each argument is a benchmark folder (holding report.json) or a page folder
 * (holding page-plan.json, one subfolder per scenario: each subfolder, or each benchmark folder below it, holding
 * report.json), which stands for its scenarios' folders in name order.
 */
final class TrendFolders {

    /** What marks a page folder (`meshbench page`, issue 27). */
    static final String PAGE_PLAN = "page-plan.json";

    private TrendFolders() {
    }

    static List<Path> expand(List<Path> arguments) {
        List<Path> folders = new ArrayList<>();
        for (Path argument : arguments) {
            if (!Files.isDirectory(argument)) {
                throw new ResultsException(argument + ": no such folder; give benchmark folders (results/<scenario>/"
                        + "<time>/, holding report.json) or page folders (holding " + PAGE_PLAN + ").");
            }
            if (Files.isRegularFile(argument.resolve(PAGE_PLAN))) {
                List<Path> scenarios = scenarioFolders(argument);
                if (scenarios.isEmpty()) {
                    throw new ResultsException(argument + ": a page folder (" + PAGE_PLAN + ") without a scenario "
                            + "subfolder holding report.json; write the reports first (`meshbench report`).");
                }
                folders.addAll(scenarios);
            } else if (Files.isRegularFile(BenchmarkFolderLayout.reportJson(argument))) {
                folders.add(argument);
            } else {
                throw new ResultsException(BenchmarkFolderLayout.reportJson(argument) + ": missing; write it with "
                        + "`meshbench report " + argument + "` first, or give a page folder (holding " + PAGE_PLAN + ").");
            }
        }
        return folders;
    }

    /** A page's scenario subfolders holding report.json, or the benchmark folders one level below them. */
    private static List<Path> scenarioFolders(Path page) {
        List<Path> found = new ArrayList<>();
        for (Path child : subfolders(page)) {
            if (Files.isRegularFile(BenchmarkFolderLayout.reportJson(child))) {
                found.add(child);
            } else {
                subfolders(child).stream().filter(f -> Files.isRegularFile(BenchmarkFolderLayout.reportJson(f)))
                        .forEach(found::add);
            }
        }
        return found;
    }

    private static List<Path> subfolders(Path folder) {
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(Files::isDirectory).sorted().toList();
        } catch (IOException e) {
            throw new ResultsException(folder + ": cannot be listed (" + e.getMessage() + ").");
        }
    }
}
