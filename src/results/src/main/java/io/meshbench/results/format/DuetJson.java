package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.meshbench.results.format.DurationSeconds;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * {@code duets/<treatment>/<level>/<round>/duet.json} (docs/formats.md): one duet, the baseline and a treatment
 * deployed side by side and loaded by one JMeter. The harness writes it, the report reads it; the one definition.
 *
 * @param baselineFolder the baseline side's run folder, relative to the benchmark folder
 * @param treatedFolder  the treated side's run folder, relative to the benchmark folder
 * @param order          the sides in start order, which is also their thread groups' order in the plan
 * @param ports          each side's target port
 * @param shared         what the two sides shared beyond the machine itself (one JMeter, one sampler, ...), in
 *                       words; null in duet.json files written before it was recorded
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DuetJson(String treatment, String level, int round, String baselineFolder, String treatedFolder,
                       @JsonProperty("warmupSeconds") @JsonSerialize(using = DurationSeconds.Writer.class) @JsonDeserialize(using = DurationSeconds.Reader.class)
                       Duration warmup, List<String> order, Map<String, Integer> ports, List<String> shared) {

    public DuetJson(String treatment, String level, int round, String baselineFolder, String treatedFolder,
                    Duration warmup, List<String> order, Map<String, Integer> ports) {
        this(treatment, level, round, baselineFolder, treatedFolder, warmup, order, ports, null);
    }

    /** The fields a report relies on, each failure one line naming the file and the field. */
    public void validate(Path file) {
        FieldCheck check = new FieldCheck(file);
        check.present("treatment", treatment, "the treated side's treatment");
        check.present("level", level, "the level both sides ran");
        check.present("baselineFolder", baselineFolder, "the baseline side's run folder, relative to the benchmark folder");
        check.present("treatedFolder", treatedFolder, "the treated side's run folder, relative to the benchmark folder");
        check.atLeast("round", round, 1, "rounds count from 1");
        check.present("warmupSeconds", warmup, "seconds trimmed from the duet's start");
        check.runSeconds("warmupSeconds", warmup, "seconds trimmed from the duet's start");
    }
}
