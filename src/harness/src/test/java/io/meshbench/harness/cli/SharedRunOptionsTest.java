package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code run-page} passes {@code run}'s options on to each scenario's run: declared once (SharedRunOptions, mixed into
 * both commands), so help, defaults and checks cannot drift apart, and every option declared there reaches run.
 */
class SharedRunOptionsTest {

    /** Options both commands have but each for itself: the help, and what each records as its own command line. */
    /** Options both commands have, each with its own meaning (--resume: a page folder, or a benchmark folder). */
    private static final Set<String> EACH_COMMANDS_OWN = Set.of("--help", "--version", "--command", "--resume");

    private static CommandSpec command(String name) {
        return MeshBench.commandLine().getSubcommands().get(name).getCommandSpec();
    }

    private static boolean isFlag(OptionSpec option) {
        return option.type() == boolean.class || option.type() == Boolean.class;
    }

    /** A value for every option of the mixin, each its own: "--name=<name>-value", a flag by its name. */
    private static List<String> everyOptionGiven() {
        List<String> args = new ArrayList<>();
        for (OptionSpec option : CommandSpec.forAnnotatedObject(new SharedRunOptions()).options()) {
            args.add(isFlag(option) ? option.longestName()
                    : option.longestName() + "=" + option.longestName().substring(2) + "-value");
        }
        return args;
    }

    @Test
    void everyOptionOfTheMixinIsPassedOnAndRunReadsItBackAsGiven() {
        List<String> given = everyOptionGiven();
        assertThat(given).as("the mixin's options").hasSizeGreaterThanOrEqualTo(11)
                .contains("--jmeter-home=jmeter-home-value", "--sermant-compare-home=sermant-compare-home-value",
                        "--percentiles=percentiles-value", "--wait-quiet=wait-quiet-value", "--no-wait");
        SharedRunOptions options = new SharedRunOptions();
        new CommandLine(options).parseArgs(given.toArray(String[]::new));

        List<String> passedOn = options.passedOn();

        assertThat(passedOn).containsExactlyInAnyOrderElementsOf(given);
        RunCommand run = new RunCommand();
        List<String> runArgs = new ArrayList<>(List.of("scenario.yaml"));
        runArgs.addAll(passedOn);
        CommandLine.populateCommand(run, runArgs.toArray(String[]::new));
        CommandSpec asRunReadsThem = CommandSpec.forAnnotatedObject(run.shared);
        for (OptionSpec option : CommandSpec.forAnnotatedObject(options).options()) {
            assertThat((Object) asRunReadsThem.findOption(option.longestName()).getValue()).as(option.longestName())
                    .isEqualTo(option.getValue());
        }
    }

    @Test
    void optionsNotGivenAreNotPassedOn() {
        SharedRunOptions options = new SharedRunOptions();
        new CommandLine(options).parseArgs("--jmeter-home=", "--agent-args= ", "--envoy=/opt/envoy");

        assertThat(options.passedOn()).containsExactly("--envoy=/opt/envoy");
    }

    /**
     * Every option run-page shares with run is the same declaration (the mixin's): the same help text, label and
     * default, and it is one that run-page passes on.
     */
    @Test
    void runPageDeclaresTheOptionsItSharesWithRunExactlyAsRunDoes() {
        CommandSpec run = command("run");
        CommandSpec mixin = CommandSpec.forAnnotatedObject(new SharedRunOptions());
        List<String> shared = new ArrayList<>();
        for (OptionSpec option : command("run-page").options()) {
            OptionSpec runs = run.findOption(option.longestName());
            if (runs == null || EACH_COMMANDS_OWN.contains(option.longestName())) {
                continue;
            }
            shared.add(option.longestName());
            assertThat(option.description()).as(option.longestName()).containsExactly(runs.description());
            assertThat(option.paramLabel()).as(option.longestName()).isEqualTo(runs.paramLabel());
            assertThat(option.defaultValue()).as(option.longestName()).isEqualTo(runs.defaultValue());
            assertThat(mixin.findOption(option.longestName())).as(option.longestName() + " is passed on").isNotNull();
        }
        assertThat(shared).as("run-page takes every option it passes on")
                .containsExactlyInAnyOrderElementsOf(mixin.options().stream().map(OptionSpec::longestName).toList());
    }
}
