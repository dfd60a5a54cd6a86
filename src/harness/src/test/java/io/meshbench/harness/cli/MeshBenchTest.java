package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class MeshBenchTest {

    @Test
    void aNamedSubcommandIsTheOnlyOneBuilt() {
        assertThat(MeshBench.commandLine(new String[] {"stats", "result.jtl"}).getSubcommands())
                .containsOnlyKeys("stats");
        assertThat(MeshBench.commandLine(new String[] {"report", "results"}).getSubcommands())
                .containsOnlyKeys("report");
    }

    @Test
    void helpAndUnknownNamesGetTheWholeTree() {
        String[] everyName = {"run", "run-page", "stats", "compare", "report", "page", "trend", "gate", "deploy"};
        assertThat(MeshBench.commandLine(new String[] {"--help"}).getSubcommands()).containsOnlyKeys(everyName);
        assertThat(MeshBench.commandLine(new String[] {"stat"}).getSubcommands()).containsOnlyKeys(everyName);
        assertThat(MeshBench.commandLine(new String[0]).getSubcommands()).containsOnlyKeys(everyName);
    }

    @Test
    void aBadOptionOfTheOneBuiltSubcommandStillExitsTwoWithOneLine() {
        var commandLine = MeshBench.commandLine(new String[] {"stats", "result.jtl", "--no-such-option"});
        StringWriter err = new StringWriter();
        commandLine.setErr(new PrintWriter(err));
        assertThat(commandLine.execute("stats", "result.jtl", "--no-such-option")).isEqualTo(2);
        assertThat(err.toString()).startsWith("meshbench stats: ").contains("--no-such-option").doesNotContain("Exception");
    }
}
