package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
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
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DuetJson(String treatment, String level, int round, String baselineFolder, String treatedFolder,
                       double warmupSeconds, List<String> order, Map<String, Integer> ports) {

    public static final String FILE = "duet.json";
    public static final String FOLDER = "duets";
}
