package io.meshbench.results.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

class ResultsCommandsTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.meshbench.results");

    /** The start-up property DeclaredCommand is for: no picocli annotation anywhere in the results engine. */
    @Test
    void noResultsClassOrFieldCarriesAPicocliAnnotation() {
        for (Class<? extends java.lang.annotation.Annotation> annotation : java.util.List.of(CommandLine.Command.class,
                CommandLine.Option.class, CommandLine.Parameters.class, CommandLine.Mixin.class,
                CommandLine.Spec.class, CommandLine.ArgGroup.class)) {
            noClasses().should().beAnnotatedWith(annotation).check(MAIN);
            noFields().should().beAnnotatedWith(annotation).check(MAIN);
        }
    }

    @Test
    void everyNameBuildsItsOwnCommandWithTheStandardHelpOptions() {
        assertThat(ResultsCommands.NAMES).containsExactly("stats", "compare", "report", "page", "trend");
        for (String name : ResultsCommands.NAMES) {
            CommandSpec spec = ResultsCommands.command(name);
            assertThat(spec.name()).isEqualTo(name);
            assertThat(spec.findOption("--help").usageHelp()).as(name).isTrue();
            assertThat(spec.findOption("-V").versionHelp()).as(name).isTrue();
            assertThat(spec.userObject()).as(name).isInstanceOf(DeclaredCommand.class);
        }
        assertThatThrownBy(() -> ResultsCommands.command("stat")).hasMessageContaining("'stat'");
    }

    /** What picocli's annotations gave: a missing parameter, a required option, a default and a converter. */
    @Test
    void declaredOptionsParseAndRefuseAsAnnotatedOnesDid() {
        CommandLine commandLine = new CommandLine(ResultsCommands.root("meshbench-results", null, "test"));
        ResultsCommands.NAMES.forEach(name -> commandLine.addSubcommand(name, ResultsCommands.command(name)));
        commandLine.setParameterExceptionHandler(CommandOutcome::badOption);
        StringWriter err = new StringWriter();
        commandLine.setErr(new PrintWriter(err));
        assertThat(commandLine.execute("stats")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).isEqualTo("meshbench-results stats: Missing required parameter: '<result.jtl>' "
                + "(see --help)" + System.lineSeparator());
        assertThat(commandLine.execute("trend", "folder")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("Missing required option: '--metric=<key>'");
        assertThat(commandLine.execute("stats", "x.jtl", "--warmup", "5x")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("'5x' is not a duration");

        CommandSpec stats = ResultsCommands.command("stats");
        new CommandLine(stats).parseArgs("x.jtl", "--cooldown", "2m", "--lenient");
        assertThat(stats.findOption("--warmup").<java.time.Duration>getValue()).isZero();
        assertThat(stats.findOption("--cooldown").<java.time.Duration>getValue()).hasMinutes(2);
        assertThat(stats.findOption("--lenient").<Boolean>getValue()).isTrue();
        assertThat(stats.findOption("--max-labels").<Integer>getValue()).isEqualTo(10_000);
    }
}
