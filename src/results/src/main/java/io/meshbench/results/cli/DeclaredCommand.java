package io.meshbench.results.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A results command whose options are declared in code with picocli's programmatic API, not with its annotations.
 * The results commands are the short ones (a {@code stats} of a large JTL takes a third of a second), and reading
 * annotations makes the JDK generate a proxy class for each annotation type, which the class-data archive cannot
 * hold on JDK 17: about 25 ms of every such command (docs/results-engine.md, "Start-up"). Each command holds the
 * specs of its options and reads their values from them when it runs.
 */
public abstract class DeclaredCommand implements Callable<Integer> {

    private final CommandSpec spec;

    /** @param description the help's description, a format string as picocli's (a literal % is written %%) */
    DeclaredCommand(String name, String description) {
        spec = CommandSpec.wrapWithoutInspection(this).name(name);
        spec.usageMessage().description(description);
        StandardHelpOptions.addTo(spec);
    }

    /** The command's model: what picocli parses its arguments with, and where their values are found. */
    public final CommandSpec spec() {
        return spec;
    }

    /** Declares an option of this command. */
    final OptionSpec option(OptionSpec.Builder option) {
        OptionSpec built = option.build();
        spec.addOption(built);
        return built;
    }

    /** Declares a positional parameter of this command. */
    final PositionalParamSpec parameter(PositionalParamSpec.Builder parameter) {
        PositionalParamSpec built = parameter.build();
        spec.addPositional(built);
        return built;
    }

    @Override
    public final Integer call() {
        return CommandOutcome.run(spec, this::run);
    }

    /** The command's work, once its arguments are parsed: the exit code. */
    abstract int run() throws Exception;
}
