package io.meshbench.results.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** {@code --format md|json}, shared by the commands that print to the console. */
final class FormatOption {

    private final OptionSpec format;

    /** Declares the option in {@code command}. */
    FormatOption(CommandSpec command) {
        format = OptionSpec.builder("--format").type(OutputFormat.class).paramLabel("<format>").defaultValue("md")
                .description("md or json (default: ${DEFAULT-VALUE}).").build();
        command.addOption(format);
    }

    boolean json() {
        return format.getValue() == OutputFormat.json;
    }
}
