package io.meshbench.harness.benchmark.page;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** A page: its name, the file it was read from, and its scenarios in the published order. */
public record PageFile(String page, Path file, List<PageEntry> entries) {

    public PageFile {
        entries = List.copyOf(entries);
    }

    public Optional<PageEntry> entry(String scenario) {
        return entries.stream().filter(e -> e.scenario().equals(scenario)).findFirst();
    }
}
