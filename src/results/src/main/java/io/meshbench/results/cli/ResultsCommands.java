package io.meshbench.results.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The results' own commands by name, and the top command that holds them: all declared without annotations, which a
 * short command's start-up cannot afford (see {@link DeclaredCommand}).
 */
public final class ResultsCommands {

    /** The commands' names, in the order of the CLI's help. */
    public static final List<String> NAMES = List.of(StatsCommand.NAME, CompareCommand.NAME, ReportCommand.NAME,
            PageCommand.NAME, TrendCommand.NAME);

    private ResultsCommands() {
    }

    /** A new instance of the command named {@code name} (one of {@link #NAMES}), as picocli's model. */
    public static CommandSpec command(String name) {
        DeclaredCommand command = switch (name) {
            case StatsCommand.NAME -> new StatsCommand();
            case CompareCommand.NAME -> new CompareCommand();
            case ReportCommand.NAME -> new ReportCommand();
            case PageCommand.NAME -> new PageCommand();
            case TrendCommand.NAME -> new TrendCommand();
            default -> throw new IllegalArgumentException("no results command is named '" + name + "'");
        };
        return command.spec();
    }

    /**
     * A command line's top command, which only holds subcommands, with the results commands' -h and -V.
     *
     * @param version what -V prints (null: nothing)
     */
    public static CommandSpec root(String name, String version, String description) {
        CommandSpec root = CommandSpec.create().name(name);
        if (version != null) {
            root.version(version);
        }
        root.usageMessage().description(description);
        StandardHelpOptions.addTo(root);
        return root;
    }
}
