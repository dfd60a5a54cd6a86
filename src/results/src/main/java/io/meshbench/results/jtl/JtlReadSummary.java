package io.meshbench.results.jtl;

import java.util.List;

/**
 * What reading a JTL file found besides the samples.
 *
 * @param rows        data rows handed to the sink
 * @param skippedRows malformed rows skipped in lenient mode
 * @param warnings    one sentence per tolerated problem (a truncated last line, skipped rows)
 */
public record JtlReadSummary(long rows, long skippedRows, List<String> warnings) {

    public JtlReadSummary {
        warnings = List.copyOf(warnings);
    }
}
