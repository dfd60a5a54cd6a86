package io.meshbench.results.format;

import java.nio.file.Path;

/**
 * The one place that names the files of a run folder ({@code runs/<treatment>/<level>/<round>/}, docs/formats.md).
 * The harness writes them and the report reads them through these names, so the two cannot drift apart.
 */
public final class RunFolderLayout {

    /** JMeter's samples, CSV with a header. */
    public static final String JTL = "result.jtl";
    /** The sampler's resource samples, one JSON object a line. */
    public static final String SAMPLES = "samples.jsonl";
    /** What the run was and what the harness saw (docs/formats.md). */
    public static final String RUN_JSON = "run.json";
    /** JMeter's own log. */
    public static final String JMETER_LOG = "jmeter.log";
    /** JMeter's HTML dashboard ({@code -e -o}). */
    public static final String DASHBOARD = "dashboard";
    /** One log per process: {@code logs/<process>.log}; JMeter's console output is {@code logs/jmeter.log}. */
    public static final String LOGS = "logs";
    /** The measured window's latencies in HdrHistogram's log format, written by the report. */
    public static final String LATENCY_LOG = "latency.hlog";
    /** The Sermant agent mounted for this run ({@code sermant/agent}) and its pre-filter caches. */
    public static final String SERMANT = "sermant";
    /** Envoy sidecars' bootstrap files: {@code envoy/<sidecar>.yaml}. */
    public static final String ENVOY = "envoy";
    /** The plan's copy with the InfluxDB listener switched on or off. */
    public static final String INFLUXDB_PLAN = "plan-influxdb.jmx";
    /** A duet's combined plan (both sides' thread groups). */
    public static final String DUET_PLAN = "duet.jmx";
    /** The properties file JMeter reads beside a plan copy. */
    public static final String PLAN_PROPERTIES = "user.properties";
    /** A duet folder's description: {@code duets/<treatment>/<level>/<round>/duet.json}. */
    public static final String DUET_JSON = "duet.json";

    private RunFolderLayout() {
    }

    public static Path jtl(Path run) {
        return run.resolve(JTL);
    }

    public static Path samples(Path run) {
        return run.resolve(SAMPLES);
    }

    public static Path runJson(Path run) {
        return run.resolve(RUN_JSON);
    }

    public static Path jmeterLog(Path run) {
        return run.resolve(JMETER_LOG);
    }

    public static Path dashboard(Path run) {
        return run.resolve(DASHBOARD);
    }

    public static Path logs(Path run) {
        return run.resolve(LOGS);
    }

    /** {@code logs/<process>.log} in a log folder ({@link #logs(Path)}). */
    public static Path processLog(Path logs, String process) {
        return logs.resolve(process + ".log");
    }

    /** JMeter's console output, its summariser lines included: {@code logs/jmeter.log}. */
    public static Path jmeterConsole(Path run) {
        return logs(run).resolve(JMETER_LOG);
    }

    public static Path latencyLog(Path run) {
        return run.resolve(LATENCY_LOG);
    }

    /** The Sermant agent folder copied for this run, with its own plugins.yaml. */
    public static Path sermantAgent(Path run) {
        return run.resolve(SERMANT).resolve("agent");
    }

    /** Where Sermant's pre-filter keeps its caches, one folder per process. */
    public static Path sermantPrefilter(Path run) {
        return run.resolve(SERMANT).resolve("prefilter");
    }

    /** Sermant's own logs of one process: {@code logs/sermant/<process>} in a log folder. */
    public static Path sermantLogs(Path logs, String process) {
        return logs.resolve(SERMANT).resolve(process);
    }

    public static Path envoyBootstrap(Path run, String sidecar) {
        return run.resolve(ENVOY).resolve(sidecar + ".yaml");
    }

    /** A sidecar's process name: its owner's and this ({@code consumer-envoy}), in samples, logs and run.json. */
    public static final String SIDECAR_SUFFIX = "-envoy";

    public static String sidecarOf(String process) {
        return process + SIDECAR_SUFFIX;
    }

    public static boolean isSidecar(String process) {
        return process.endsWith(SIDECAR_SUFFIX);
    }

    /** The throwaway CA and certificates of the TLS between sidecars: {@code envoy/certs/}. */
    public static Path envoyCertificates(Path run) {
        return run.resolve(ENVOY).resolve("certs");
    }

    public static Path influxdbPlan(Path run) {
        return run.resolve(INFLUXDB_PLAN);
    }

    public static Path duetPlan(Path duet) {
        return duet.resolve(DUET_PLAN);
    }

    public static Path planProperties(Path folder) {
        return folder.resolve(PLAN_PROPERTIES);
    }

    public static Path duetJson(Path duet) {
        return duet.resolve(DUET_JSON);
    }
}
