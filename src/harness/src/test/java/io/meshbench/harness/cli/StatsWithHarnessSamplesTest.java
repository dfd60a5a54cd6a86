package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.cli.ExitCode;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.sampler.SampledProcess;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code meshbench stats RESULT.jtl --samples SAMPLES.jsonl} in markdown (the default) on a samples.jsonl the real
 * sampler wrote: its {@code machine} lines carry no heap fields, which the template failed on ("evaluated to null").
 */
class StatsWithHarnessSamplesTest {

    @TempDir
    Path dir;

    @Test
    void theMarkdownStatsShowTheResourcesOfARealSamplesFile() throws Exception {
        Path samples = dir.resolve("samples.jsonl");
        long start = System.currentTimeMillis();
        try (JvmSampler sampler = JvmSampler.start(samples,
                List.of(new SampledProcess("self", ProcessHandle.current().pid())), Duration.ofMillis(100))) {
            Thread.sleep(1200);
        }
        long end = System.currentTimeMillis();
        assertThat(Files.readString(samples)).contains("\"process\":\"machine\"", "\"process\":\"self\"");
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        for (long ts = start; ts < end - 20; ts += 50) {
            jtl.append(ts).append(",5,a,200,true,100,10\n");
        }
        Path result = Files.writeString(dir.resolve("result.jtl"), jtl);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var commandLine = MeshBench.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));

        int exit = commandLine.execute("stats", result.toString(), "--samples", samples.toString());

        assertThat(exit).as(err.toString()).isEqualTo(ExitCode.OK);
        assertThat(out.toString()).contains("## Resources").containsPattern("\\n\\| machine \\| \\d+ \\| [0-9.]+ / [0-9.]+ \\| "
                + "[0-9.]+ / [0-9.]+ \\| — \\| — \\| — \\| — \\| — \\| — \\|")
                .containsPattern("\\n\\| self \\| \\d+ \\| ");
    }
}
