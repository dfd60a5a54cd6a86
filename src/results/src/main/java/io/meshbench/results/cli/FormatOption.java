package io.meshbench.results.cli;

import picocli.CommandLine.Option;

/** {@code --format md|json}, shared by the commands that print to the console (a picocli mixin). */
public final class FormatOption {

    @Option(names = "--format", defaultValue = "md", description = "md or json (default: ${DEFAULT-VALUE}).")
    private OutputFormat format;

    boolean json() {
        return format == OutputFormat.json;
    }
}
