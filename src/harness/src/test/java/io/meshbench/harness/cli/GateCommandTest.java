package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.cli.ExitCode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code meshbench gate} on crafted report.json files (corpus/gate): kept budgets pass, broken ones exit 1. */
class GateCommandTest {

    private static final Path GATE = Path.of("src/test/resources/corpus/gate");
    private static final String BUDGETS = "p99 < +2ms, cpu < +5pp, throughput > -1%";

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int gate(String... args) {
        var commandLine = MeshBench.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 1];
        all[0] = "gate";
        System.arraycopy(args, 0, all, 1, args.length);
        return commandLine.execute(all);
    }

    /**
     * No budget broken, but some neither kept nor broken: before issue 34 this folder passed every budget (a one-round
     * level and intervals reaching past the limits); now it is undecided, exit 4, and each line says why.
     */
    @Test
    void undecidedBudgetsExitFourAndSayWhatWouldDecideThem() throws Exception {
        Path junit = temp.resolve("gate.xml");

        int exit = gate(GATE.resolve("pass").toString(), "--gate", BUDGETS, "--junit", junit.toString());

        assertThat(exit).as(out + "" + err).isEqualTo(ExitCode.GATE_UNDECIDED);
        assertThat(out.toString()).contains("gate: UNDECIDED, 1 of 6 checks kept their budget, 5 undecided",
                "UNDECIDED sermant-router at 50u-1000tps: p99 delta +1ms [95 % interval -0.24ms..+2.24ms, 3 rounds] is "
                        + "undecided on \"p99 < +2ms\": its 90 % interval reaches +2.05ms, past the limit",
                "ok      sermant-router at 50u-1000tps: cpuCorePct delta +3pp [95 % interval +0.52pp..+5.48pp, 3 rounds] "
                        + "keeps \"cpu < +5pp\" (its 90 % interval reaches +4.69pp)",
                "sermant-router at 100u-2000tps: p99 delta +0.8ms (one round, no spread) is undecided on \"p99 < +2ms\": "
                        + "one round has no spread; run 3 rounds or more");
        assertThat(Files.readString(junit)).contains("tests=\"6\" failures=\"0\" errors=\"0\" skipped=\"5\"",
                "<skipped message=");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void aBudgetBrokenBeyondItsIntervalExitsOneAndSaysWhich() throws Exception {
        Path junit = temp.resolve("gate.xml");

        int exit = gate(GATE.resolve("fail").toString(), "--gate", BUDGETS, "--junit", junit.toString());

        assertThat(exit).isEqualTo(ExitCode.RUNS_FAILED);
        String text = out.toString();
        assertThat(text).contains(
                "BROKEN  sermant-router at 50u-1000tps: p99 delta +4ms [95 % interval +3.5ms..+4.5ms, 3 rounds] breaks \"p99 < +2ms\" beyond its 95 % interval",
                "UNDECIDED sermant-router at 50u-1000tps: cpuCorePct delta +6pp [95 % interval +3.52pp..+8.48pp, 3 rounds] is undecided on \"cpu < +5pp\"",
                "BROKEN  sermant-router at 50u-1000tps: throughput delta -3% [95 % interval -3.5%..-2.5%, 3 rounds]",
                "ok      no-rule at 50u-1000tps: p99 delta +0.2ms",
                "UNKNOWN no-rule at 50u-1000tps: \"throughput > -1%\" not checked",
                "gate: FAILED, 2 of 6 checks kept their budget, 1 undecided");
        String xml = Files.readString(junit);
        assertThat(xml).contains("tests=\"6\" failures=\"2\" errors=\"1\"",
                "classname=\"meshbench.gate.router.sermant-router\" name=\"p99 &lt; +2ms @ 50u-1000tps\"");
    }

    @Test
    void theSameFolderPassesALooserBudget() {
        int exit = gate(GATE.resolve("fail").toString(), "--gate", "p99 < +6ms, cpu < +8pp");

        assertThat(exit).as(out.toString()).isEqualTo(ExitCode.OK);
    }

    @Test
    void aGateFileAndTheOptionAddUp() {
        int exit = gate(GATE.resolve("pass").toString(), "--gate", "heap < +50MB", "--gate-file",
                GATE.resolve("budgets.txt").toString());

        // heap is not in the crafted report: not shown kept
        assertThat(exit).isEqualTo(ExitCode.RUNS_FAILED);
        assertThat(out.toString()).contains("gate: FAILED, 1 of 8 checks kept their budget, 5 undecided");
    }
}
