package io.meshbench.results.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code -h, --help} and {@code -V, --version}, declared as picocli's {@code mixinStandardHelpOptions} declares them
 * (same names, texts and help output), without the annotations that mixin is read from (see {@link DeclaredCommand}).
 */
final class StandardHelpOptions {

    private StandardHelpOptions() {
    }

    static void addTo(CommandSpec command) {
        command.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        command.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
    }
}
