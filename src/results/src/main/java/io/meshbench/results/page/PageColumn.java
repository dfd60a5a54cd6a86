package io.meshbench.results.page;

import java.util.List;

/**
 * A column of a page table: a report.json metric shown as "baseline / Sermant / delta" with its interval and noise
 * marks, or a figure the page derives from two of them (Sermant's "total memory").
 *
 * @param title   the column's heading
 * @param metrics the report.json metric keys summed into it (one for a plain metric)
 * @param chart   whether the table's chart shows it
 */
record PageColumn(String title, List<String> metrics, boolean chart) {

    static final PageColumn CPU = new PageColumn("CPU (% of one core)", List.of("cpuCorePct"), true);
    /**
     * ms of CPU per request beside % of one core (loaded tables only): comparable across rates. A report.json from
     * before the figure existed gives it from the same run's CPU and throughput ({@link CpuPerRequestCell}).
     */
    static final PageColumn CPU_PER_REQUEST = new PageColumn("CPU per request (ms)", List.of("cpuMsPerRequest"), false);
    static final PageColumn HEAP = new PageColumn("heap", List.of("heap"), false);
    static final PageColumn METASPACE = new PageColumn("metaspace", List.of("metaspace"), false);
    static final PageColumn MEAN = new PageColumn("mean latency", List.of("meanLatency"), false);
    static final PageColumn P90 = new PageColumn("P90", List.of("p90"), true);
    static final PageColumn P95 = new PageColumn("P95", List.of("p95"), false);
    static final PageColumn P99 = new PageColumn("P99", List.of("p99"), false);
    static final PageColumn THROUGHPUT = new PageColumn("throughput (/s)", List.of("throughput"), true);
    static final PageColumn TIME_TO_MAX = new PageColumn("time to max TPS", List.of("timeToMaxTps"), false);
    static final PageColumn MAX_TPS = new PageColumn("max TPS", List.of("maxTps"), false);
    static final PageColumn AVG_TPS = new PageColumn("avg TPS", List.of("avgTps"), true);
    /** Sermant's "total memory": heap + off-heap; off-heap here is the JVM's non-heap without the code cache. */
    static final PageColumn TOTAL_MEMORY = new PageColumn("total memory (heap + off-heap)",
            List.of("heap", "nonHeapExceptCodeCache"), true);
    static final PageColumn OFF_HEAP = new PageColumn("off-heap (non-heap except code cache)",
            List.of("nonHeapExceptCodeCache"), false);
    /** Not a Sermant figure: the process's resident set, named so beside Sermant's total memory. */
    static final PageColumn RSS = new PageColumn("RSS (resident set, not Sermant's figure)", List.of("rss"), true);
    static final PageColumn CLASSES = new PageColumn("classes", List.of("classes"), false);
    static final PageColumn THREADS = new PageColumn("threads", List.of("threads"), false);
    static final PageColumn STARTUP_TIME = new PageColumn("JVM start-up", List.of("startup"), true);
    static final PageColumn APP_STARTUP_TIME = new PageColumn("application start-up",
            List.of(ApplicationStartupCell.METRIC), true);

    /** Sermant's plugin table (router, removal): CPU, heap, metaspace, P90, P95, throughput; CPU per request beside. */
    static final List<PageColumn> PLUGIN = List.of(CPU, CPU_PER_REQUEST, HEAP, METASPACE, P90, P95, THROUGHPUT);
    /** Sermant's tag-transmission table: time to max TPS, max TPS, avg TPS, CPU, heap, metaspace; CPU per request. */
    static final List<PageColumn> COMPONENT = List.of(TIME_TO_MAX, MAX_TPS, AVG_TPS, CPU, CPU_PER_REQUEST, HEAP,
            METASPACE);
    /** Sermant's database table: time to max TPS, max TPS, avg TPS, CPU, total memory; CPU per request, RSS, named. */
    static final List<PageColumn> DATABASE = List.of(TIME_TO_MAX, MAX_TPS, AVG_TPS, CPU, CPU_PER_REQUEST, TOTAL_MEMORY,
            RSS);
    /** Sermant's xDS tables under load: CPU, mean latency, P90, P99 (its memory is the memory table's); CPU per request. */
    static final List<PageColumn> XDS = List.of(CPU, CPU_PER_REQUEST, MEAN, P90, P99);
    /** Memory at rest, Sermant's xDS and MQ tables: total memory, heap, off-heap, classes, threads; RSS beside. */
    static final List<PageColumn> AT_REST = List.of(TOTAL_MEMORY, HEAP, OFF_HEAP, RSS, CLASSES, THREADS);
    /** Sermant's xDS tables at rest add the CPU (% of one core at rest: no requests to share it). */
    static final List<PageColumn> XDS_AT_REST = List.of(CPU, TOTAL_MEMORY, HEAP, OFF_HEAP, RSS, CLASSES, THREADS);
    /** Start-up time per treatment, the JVM's and the application's own, as Sermant publishes them. */
    static final List<PageColumn> STARTUP = List.of(STARTUP_TIME, APP_STARTUP_TIME);
    /** The memory table beside every loaded table: Sermant's total memory and our RSS, each named. */
    static final List<PageColumn> MEMORY = List.of(TOTAL_MEMORY, RSS);
}
