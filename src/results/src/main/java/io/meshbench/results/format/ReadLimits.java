package io.meshbench.results.format;

/**
 * The most a file of one kind may hold, in characters, refused before more is buffered: longer is not a file MeshBench
 * wrote or a person edited, and reading it whole would run out of memory or take minutes (docs/formats.md).
 *
 * @param longestLine the longest line
 * @param longestFile the whole file; {@link Long#MAX_VALUE} for files read as a stream, line by line
 * @param controlsRefused whether a control character or bidirectional override is refused (not in a JTL: JMeter
 *                        records a server's response message as it came, and the JTL readers agree on it)
 */
public record ReadLimits(long longestLine, long longestFile, boolean controlsRefused) {

    /** A JSON file (run.json, report.json ...): indented, so its lines are short; report.json is the largest. */
    public static final ReadLimits JSON = new ReadLimits(1 << 20, 256L << 20, true);
    /** JSON Lines (samples.jsonl): one sample a line, a few hundred characters; read as a stream. */
    public static final ReadLimits JSON_LINES = new ReadLimits(1 << 20, Long.MAX_VALUE, true);
    /** YAML written by a person (scenarios, pages, targets, rules): the parser keeps it whole, so it stays small. */
    public static final ReadLimits YAML = new ReadLimits(64 << 10, 2L << 20, true);
    /** CSV (a JTL read by Commons CSV): one sample a line, read as a stream; the fast reader's limit in bytes. */
    public static final ReadLimits CSV = new ReadLimits(4 << 20, Long.MAX_VALUE, false);
}
