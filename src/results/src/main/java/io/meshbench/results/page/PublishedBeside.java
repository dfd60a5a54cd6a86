package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.format.LevelName;
import io.meshbench.results.format.PublishedFigures;
import io.meshbench.results.format.PublishedFigures.Figure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Sermant's published figures ({@link PublishedFigures}) beside the page's: a summary at the top, one row per
 * published table ("reproduced", "differs (why)" or "not comparable (why)"), and under each scenario a table of its
 * published cells, each with the published figure in a comparable unit, ours, and whether our interval holds it.
 * CPU is compared per request ({@link #perRequest}); memory, classes, threads and start-up directly.
 */
final class PublishedBeside {

    /**
     * The no-effect spread of one of a scenario's figures at a level on the A/A page the page is judged against, by
     * which a delta of one or two rounds gets the interval its verdict has; null where there is none.
     */
    @FunctionalInterface
    interface NoEffectSpread {

        NoEffectSpread NONE = (scenario, level, figure) -> null;

        io.meshbench.results.comparison.AaSpread of(String scenario, String level, String figure);
    }

    /** One published cell beside ours. */
    record Cell(String row, String figure, String published, String comparable, String ours, String verdict) {
    }

    /** One published table, what it is set beside on this page, and its cells. */
    record Table(String id, String title, String scenario, String setting, String whole, List<Cell> cells) {

        /** "reproduced", "differs (why)" or "not comparable (why)", from the cells' verdicts, and the table's note. */
        String status() {
            String status = verdict();
            String note = whole == null ? SUMMARY_NOTES.get(id) : null; // a table not run or not comparable needs no more
            return note == null ? status : status.substring(0, status.length() - 1) + "; " + note + ")";
        }

        private String verdict() {
            if (whole != null) {
                return "not comparable (" + whole + ")";
            }
            List<String> differs = new ArrayList<>();
            Set<String> notRun = new LinkedHashSet<>();
            Set<String> notComparable = new LinkedHashSet<>();
            Set<String> open = new LinkedHashSet<>();
            long consistent = 0;
            long undecided = 0;
            for (Cell cell : cells) {
                String verdict = cell.verdict();
                if (verdict.equals("higher") || verdict.equals("lower")) {
                    differs.add(cell.figure() + ", " + cell.row() + ": ours " + verdict);
                } else if (verdict.equals("consistent")) {
                    consistent++;
                } else if (verdict.startsWith("not run here (")) {
                    notRun.add(inner(verdict));
                } else if (verdict.startsWith("not comparable (")) {
                    notComparable.add(inner(verdict));
                } else {
                    undecided++;
                    open.add(inner(verdict));
                }
            }
            List<String> why = new ArrayList<>();
            if (undecided > 0) {
                why.add(undecided + " compared figure" + (undecided == 1 ? "" : "s") + " of ours without an interval "
                        + "that decides (" + String.join("; ", open) + ")");
            }
            if (!notRun.isEmpty()) {
                why.add("not run here: " + String.join("; ", notRun));
            }
            why.addAll(notComparable);
            String agreeing = consistent + " compared figure" + (consistent == 1 ? "" : "s") + " consistent";
            if (!differs.isEmpty()) {
                // what else the table holds stays said: the figures that agree, those that cannot tell, those not run
                return "differs (" + String.join("; ", differs) + (consistent > 0 ? "; " + agreeing : "")
                        + (why.isEmpty() ? "" : "; " + String.join("; ", why)) + ")";
            }
            if (consistent > 0) {
                return "reproduced (" + agreeing + (why.isEmpty() ? "" : "; " + String.join("; ", why)) + ")";
            }
            return "not comparable (" + (why.isEmpty() ? "no counterpart on this page" : String.join("; ", why)) + ")";
        }

        private static String inner(String verdict) {
            return verdict.substring(verdict.indexOf('(') + 1, verdict.length() - 1);
        }
    }

    /** Published table, its title, our scenario, and why it is not comparable as a whole (null: cell by cell). */
    private record Spec(String id, String title, String scenario, String whole) {
    }

    private static final List<Spec> SPECS = List.of(
            new Spec("router", "Tag router", "router", null),
            new Spec("removal", "Outlier instance removal", "removal", null),
            new Spec("tag-transmission-http-rpc", "Tag transmission, HTTP and RPC", "tag-transmission", null),
            new Spec("tag-transmission-mq", "Tag transmission, message queues", "mq-tag-transmission", null),
            new Spec("mq-consume-prohibition", "MQ consume prohibition", "mq-consume-prohibition", null),
            new Spec("database-write-prohibition", "Database write prohibition", "database-write-prohibition", null),
            new Spec("xds-discovery-at-rest", "xDS discovery, at rest", "xds-discovery", null),
            new Spec("xds-discovery-sidecar", "xDS discovery, Sermant and Envoy under load", "xds-discovery", null),
            new Spec("xds-routing-at-rest-baseline", "xDS routing, the baseline at rest (absolute)", "xds-routing",
                    "absolute figures of Sermant's xds-demo application; ours is another client (docs/xds.md)"),
            new Spec("xds-routing-at-rest", "xDS routing, at rest", "xds-routing", null),
            new Spec("xds-routing-sidecar-baseline", "xDS routing, the baseline at 2000 TPS (absolute)", "xds-routing",
                    "absolute CPU and latency of another application at 2000 TPS on 4-vCPU containers"),
            new Spec("xds-routing-sidecar", "xDS routing, Sermant and Envoy at 2000 TPS", "xds-routing", null),
            new Spec("xds-flowcontrol-at-rest-baseline", "xDS flow control, the baseline at rest (absolute)",
                    "xds-flowcontrol", "absolute figures of Sermant's xds-demo application; ours is another client "
                    + "(docs/xds.md)"),
            new Spec("xds-flowcontrol-at-rest", "xDS flow control, at rest", "xds-flowcontrol", null),
            new Spec("xds-flowcontrol-sidecar-baseline", "xDS flow control, the baseline at 2000 TPS (absolute)",
                    "xds-flowcontrol", "absolute CPU and latency of another application at 2000 TPS on 4-vCPU "
                    + "containers"),
            new Spec("xds-flowcontrol-sidecar", "xDS flow control, Sermant and Envoy at 2000 TPS", "xds-flowcontrol",
                    null),
            new Spec("startup", "Start-up with the pre-filter", "startup", null));

    /** What a published table's figures and ours measure differently, found by experiment: printed under its cells. */
    private static final Map<String, String> EXPLANATIONS = Map.of("mq-consume-prohibition", "Why heap and threads differ "
            + "(docs/mq.md, \"Where Sermant's heap and threads go\"): our heap is the mean heap in use over the window, "
            + "garbage included, and Sermant's start-up garbage stays in the young generation until the first "
            + "collection, so at one moment the used heap differed by -11.8 to +97.0 MB between the JVMs of one client, "
            + "while the live heap after a full GC differed by +7.3 to +7.6 MB (+4.7 MB of it byte arrays). Sermant adds "
            + "3 threads of its own (its ZooKeeper client's two, for dynamic configuration, and a logback thread); a "
            + "RocketMQ consumer starts 20 consume or pull threads only with its first messages, 20 to 30 s in, so the "
            + "consumer service is ready, and measured, only once it has consumed. Published: Sermant 1.3.0's plugin; "
            + "ours: 2.2.0.");

    /**
     * What a published table's servers or clients are here when the page cannot show it in a cell: MySQL (checked
     * 2026-11-28: Debian bookworm's default-mysql-server is MariaDB; PyPI's and npm's MySQL servers download from
     * MySQL's site at run time; Maven Central's one MySQL build is 5.5.9, which runs here) and openGauss.
     */
    private static final Map<String, String> SUMMARY_NOTES = Map.of("database-write-prohibition", "MySQL: MariaDB stands in "
            + "(Sermant intercepts MySQL only through the MariaDB JDBC driver, the client here); no current MySQL server "
            + "comes from a registry this machine reaches, only MySQL 5.5.9 of 2011 (Maven Central, "
            + "mysql:mysql-connector-mxj-db-files), not run here; openGauss: only against a server given with "
            + "-Dopengauss.url (docs/database-write-prohibition.md)");

    /** Published client or database names and the prefix of our level names for them. */
    private static final Map<String, String> WORKLOADS = Map.ofEntries(Map.entry("HttpClient(3.1)", "httpclient3-"),
            Map.entry("HttpClient(4.5.13)", "httpclient4-"), Map.entry("Okhttp(2.7.5)", "okhttp2-"),
            Map.entry("Jdkhttp(jdk8)", "jdkhttp-"), Map.entry("Dubbo(2.7.5)", "dubbo-"),
            Map.entry("Grpc(1.52.1)", "grpc-"), Map.entry("Sofarpc(5.10.0)", "sofarpc-"),
            Map.entry("Servicecomb(2.8.3)", "servicecomb-"), Map.entry("MySQL query", "mariadb-query-"),
            Map.entry("MySQL insert", "mariadb-insert-"), Map.entry("PostgreSQL query", "postgresql-query-"),
            Map.entry("PostgreSQL insert", "postgresql-insert-"), Map.entry("MongoDB query", "mongodb-query-"),
            Map.entry("MongoDB insert", "mongodb-insert-"), Map.entry("OpenGauss query", "opengauss-query-"),
            Map.entry("OpenGauss insert", "opengauss-insert-"), Map.entry("HttpClient", "httpclient4-"),
            Map.entry("HttpAsyncClient", "httpasyncclient4-"), Map.entry("jdkHttp", "jdkhttp-"),
            Map.entry("OkHttp", "okhttp2-"), Map.entry("Kafka(2.7.0) producer", "kafka-producer"),
            Map.entry("Kafka(2.7.0) consumer", "kafka-consumer"),
            Map.entry("RocketMQ(4.8.0) producer", "rocketmq-producer"),
            Map.entry("RocketMQ(4.8.0) consumer", "rocketmq-consumer"), Map.entry("Kafka(2.7.0)", "kafka-"),
            Map.entry("RocketMQ-push(5.0.0)", "rocketmq-push-"), Map.entry("RocketMQ-pull(5.0.0)", "rocketmq-pull-"));

    /** The page's names of the published figures compared nowhere. */
    private static final Map<String, String> NAMES = Map.of("p90", "P90", "p95", "P95", "p99", "P99",
            "meanLatency", "mean latency", "throughput", "throughput", "timeToMaxTps", "time to max TPS",
            "maxTps", "max TPS", "avgTps", "avg TPS");

    /** Published xDS treatments and ours. */
    private static final Map<String, String> XDS_TREATMENTS = Map.of("Sermant without xDS", "sermant",
            "Sermant with xDS", "sermant-xds", "Sermant with xDS flow control", "sermant-xds",
            "Envoy sidecar", "envoy");

    /** Published start-up treatments and levels, and ours. */
    private static final Map<String, String> STARTUP_TREATMENTS = Map.of("no Sermant", "baseline",
            "Sermant, pre-filter off", "sermant-prefilter-off", "Sermant, pre-filter on", "sermant-prefilter-on");

    private PublishedBeside() {
    }

    /** Every published table beside the page's reports (by scenario name; a scenario not run is absent). */
    static List<Table> of(List<Figure> figures, Map<String, ScenarioReport> reports, NoEffectSpread aa) {
        List<Table> tables = new ArrayList<>();
        for (Spec spec : SPECS) {
            List<Figure> published = figures.stream().filter(f -> f.table().equals(spec.id())).toList();
            ScenarioReport report = reports.get(spec.scenario());
            String whole = spec.whole() != null ? spec.whole()
                    : report == null ? "not run on this page" : null;
            List<Cell> cells = whole == null ? cells(spec, published, report, aa) : List.of();
            tables.add(new Table(spec.id(), spec.title(), spec.scenario(), setting(published), whole, cells));
        }
        return List.copyOf(tables);
    }

    /** "Sermant 1.1.0 · 4 vCPUs / 8 GiB pods · 1000, 2000 TPS". */
    private static String setting(List<Figure> published) {
        Set<String> releases = published.stream().map(Figure::release).collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> pods = published.stream().map(Figure::pod).collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> rates = published.stream().filter(f -> f.tps() != null && f.level().endsWith("TPS")
                || f.level().endsWith("users")).map(f -> f.tps() == null ? null : whole(f.tps()) + " TPS")
                .filter(java.util.Objects::nonNull).collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> levels = published.stream().filter(f -> !f.level().endsWith("TPS") && !f.level().endsWith("users"))
                .map(Figure::level).collect(Collectors.toCollection(LinkedHashSet::new));
        rates.addAll(levels);
        return "Sermant " + String.join(", ", releases) + " · " + String.join(", ", pods) + " · "
                + String.join(", ", rates);
    }

    /** The cells of a table: one per published row and figure (its sides joined), beside each of our counterparts. */
    private static List<Cell> cells(Spec spec, List<Figure> published, ScenarioReport report, NoEffectSpread aa) {
        Map<String, List<Figure>> groups = new LinkedHashMap<>();
        for (Figure figure : published) {
            groups.computeIfAbsent(figure.treatment() + "|" + figure.level() + "|" + figure.workload() + "|"
                    + figure.figure(), key -> new ArrayList<>()).add(figure);
        }
        List<Cell> cells = new ArrayList<>();
        Set<String> notRun = new LinkedHashSet<>();
        for (List<Figure> group : groups.values()) {
            Figure point = group.stream().filter(f -> f.side().equals("delta") || f.side().equals("value"))
                    .findFirst().orElse(null);
            if (point == null) {
                continue;
            }
            String printed = group.size() == 1 ? PublishedFigures.printed(point) : group.stream()
                    .map(f -> number(f.value(), f.side().equals("delta"))).collect(Collectors.joining(" / "))
                    + PublishedFigures.unit(point);
            String row = row(point);
            if (spec.id().equals("startup")) {
                cells.add(startup(point, row, printed, report));
                continue;
            }
            if (spec.id().equals("tag-transmission-mq")) {
                cells.add(mqJob(point, row, printed, report));
                continue;
            }
            List<JsonNode> ours = counterparts(spec.id(), point, report);
            if (ours.isEmpty()) {
                if (notRun.add(row)) { // one line for the published row, whatever its figures
                    String prefix = WORKLOADS.get(point.workload());
                    String what = prefix != null ? prefix.replaceAll("-$", "") + " level"
                            : spec.id().startsWith("xds") ? point.treatment() : point.level() + " level";
                    String treatment = spec.id().startsWith("xds") ? XDS_TREATMENTS.get(point.treatment()) : null;
                    cells.add(new Cell(row, "all", "—", "—", "—", failed(report, treatment, prefix)
                            ? "not comparable (" + what + " failed here: see the plugins that did not do their job)"
                            : "not run here (no " + what + " on this page)"));
                }
                continue;
            }
            Set<String> pathChanging = TableScope.of(PageSection.of(spec.scenario()), report).pathChanging();
            for (JsonNode comparison : ours) {
                boolean changed = pathChanging.contains(ScenarioReport.text(comparison, "treatment"));
                cells.add(cell(point, row + " ↔ " + PageTable.label(comparison) + ", "
                        + ScenarioReport.text(comparison, "level") + (changed ? " (" + TableScope.PATH_CHANGED + ")"
                        : ""), printed, comparison, report, spec.scenario(), aa));
            }
        }
        return cells;
    }

    private static String row(Figure figure) {
        List<String> parts = new ArrayList<>();
        parts.add(figure.treatment());
        parts.add(figure.level());
        if (!figure.workload().isBlank() && (WORKLOADS.containsKey(figure.workload())
                || figure.table().equals("startup"))) {
            parts.add(figure.workload());
        }
        return String.join(", ", figure.table().equals("startup") ? parts.subList(0, 2) : parts);
    }

    /** Whether a run of this treatment (null: any) at a level starting with {@code prefix} (null: any) failed. */
    private static boolean failed(ScenarioReport report, String treatment, String prefix) {
        for (JsonNode run : report.runEvidence()) {
            String level = String.valueOf(ScenarioReport.text(run, "level"));
            if (!"ok".equals(ScenarioReport.text(run, "status"))
                    && (treatment == null || treatment.equals(ScenarioReport.text(run, "treatment")))
                    && (prefix == null || level.startsWith(prefix))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Our comparisons a published row stands for. The router's published rule routes every request to one provider:
     * where the page ran that rule (a treatment that changes the path the traffic takes), it alone stands for it.
     * Tag transmission was published unthrottled: where a stack ran unthrottled too, that level stands for its
     * rate figures and the fixed-rate one for its costs.
     */
    private static List<JsonNode> counterparts(String table, Figure figure, ScenarioReport report) {
        List<JsonNode> found = matching(table, figure, report);
        if (table.equals("router")) {
            Set<String> oneProvider = TableScope.of(PageSection.of("router"), report).pathChanging();
            List<JsonNode> rule = found.stream()
                    .filter(c -> oneProvider.contains(ScenarioReport.text(c, "treatment"))).toList();
            return rule.isEmpty() ? found : rule;
        }
        if (table.equals("tag-transmission-http-rpc") && found.stream().anyMatch(TableScope::unthrottled)) {
            boolean rate = RATE_FIGURES.contains(figure.figure());
            return found.stream().filter(c -> TableScope.unthrottled(c) == rate).toList();
        }
        return found;
    }

    /** Published figures of how fast and how high the rate went: an unthrottled level's, where one ran. */
    private static final Set<String> RATE_FIGURES = Set.of("timeToMaxTps", "maxTps", "avgTps");

    private static List<JsonNode> matching(String table, Figure figure, ScenarioReport report) {
        List<JsonNode> found = new ArrayList<>();
        for (JsonNode comparison : report.comparisons()) {
            String treatment = String.valueOf(ScenarioReport.text(comparison, "treatment"));
            String level = String.valueOf(ScenarioReport.text(comparison, "level"));
            boolean atRest = comparison.path("atRest").asBoolean(false);
            if (treatment.startsWith("baseline")) {
                continue; // an A/A comparison is no counterpart of a Sermant figure
            }
            boolean match = switch (table) {
                case "router", "removal" -> !atRest && figure.level().equals(comparison.path("users").asInt()
                        + " users");
                case "tag-transmission-http-rpc", "database-write-prohibition" ->
                        level.startsWith(WORKLOADS.getOrDefault(figure.workload(), "\u0000"));
                // the client's own JVM at rest (its switch-on run proves the prohibition, in a JVM of all clients)
                case "mq-consume-prohibition" -> atRest
                        && level.equals(WORKLOADS.getOrDefault(figure.workload(), "\u0000") + LevelName.AT_REST);
                case "xds-discovery-at-rest", "xds-routing-at-rest", "xds-flowcontrol-at-rest" -> atRest
                        && treatment.equals(XDS_TREATMENTS.get(figure.treatment()));
                case "xds-discovery-sidecar" -> !atRest && treatment.equals(XDS_TREATMENTS.get(figure.treatment()));
                case "xds-routing-sidecar", "xds-flowcontrol-sidecar" -> !atRest
                        && treatment.equals(XDS_TREATMENTS.get(figure.treatment()))
                        && level.startsWith(WORKLOADS.getOrDefault(figure.workload(), "\u0000"));
                default -> false;
            };
            if (match) {
                found.add(comparison);
            }
        }
        return found;
    }

    /** One published figure beside one of our comparisons. */
    private static Cell cell(Figure point, String row, String printed, JsonNode comparison, ScenarioReport report,
                             String scenario, NoEffectSpread aa) {
        JsonNode metrics = comparison.path("metrics");
        String level = ScenarioReport.text(comparison, "level");
        String figure = point.figure();
        boolean loaded = !comparison.path("atRest").asBoolean(false);
        switch (figure) {
            case "cpu" -> {
                if (point.unit().equals("% of pod") && point.tps() != null && loaded) {
                    double comparable = perRequest(point.value(), point.vcpus(), point.tps());
                    OurFigure ours = cpuPerRequest(comparison, report, scenario, aa);
                    return new Cell(row, "CPU per request", printed, OurFigure.signed(comparable, 3) + " ms ("
                            + number(point.value(), true) + " × " + point.vcpus() + " × 10 / " + whole(point.tps())
                            + ")", ours == null ? "—" : ours.text(), ours == null ? "no interval (no CPU per request "
                            + "in report.json, and none derivable)" : ours.against(comparable));
                }
                if (point.unit().equals("% of container") && !loaded) {
                    double comparable = point.value() * point.vcpus();
                    OurFigure ours = OurFigure.delta(metrics, List.of("cpuCorePct"), " pp", 2,
                            aa.of(scenario, level, "cpuCorePct"));
                    return new Cell(row, "CPU at rest (points of one core)", printed, OurFigure.signed(comparable, 2)
                            + " pp (" + number(point.value(), true) + " × " + point.vcpus() + ")",
                            ours == null ? "—" : ours.text(), ours == null ? "no interval (no CPU)"
                            : ours.against(comparable));
                }
                return notComparable(row, "CPU", printed, "the published page calls its CPU increase one compared "
                        + "with the baseline application and gives no baseline CPU: a ratio to the demo client's own "
                        + "CPU, not convertible to ms per request (Envoy's 326 % cannot be points of a 2-vCPU "
                        + "container either); the sidecar's own share under the xds-discovery table says what "
                        + "+326 % takes");
            }
            case "heap", "metaspace", "classes", "threads", "offHeap", "totalMemory", "memory" -> {
                List<String> keys = switch (figure) {
                    case "offHeap" -> List.of("nonHeapExceptCodeCache");
                    case "totalMemory" -> List.of("heap", "nonHeapExceptCodeCache");
                    case "memory" -> List.of("rss");
                    default -> List.of(figure);
                };
                boolean counts = figure.equals("classes") || figure.equals("threads");
                double comparable = figure.equals("memory") ? point.value() * 1024 : point.value();
                OurFigure ours = OurFigure.delta(metrics, keys, counts ? "" : " MB", counts ? 0 : 1,
                        aa.of(scenario, level, keys.size() == 1 ? keys.get(0) : "totalMemory"));
                String name = switch (figure) {
                    case "offHeap" -> "off-heap (ours: non-heap except code cache)";
                    case "totalMemory" -> "total memory (heap + off-heap)";
                    case "memory" -> "memory (published: the pod's, in GB; ours: RSS)";
                    default -> figure;
                };
                return new Cell(row, name, printed, OurFigure.signed(comparable, counts ? 0 : 1) + (counts ? "" : " MB"),
                        ours == null ? "—" : ours.text(), ours == null ? "no interval (not in report.json)"
                        : ours.against(comparable));
            }
            default -> {
                String why = rateReason(figure, point, comparison);
                JsonNode ours = metrics.path(figure);
                if (TableScope.unthrottled(comparison) && RATE_FIGURES.contains(figure) && ours.has("deltaText")) {
                    return new Cell(row, NAMES.getOrDefault(figure, figure), printed, "—",
                            ScenarioReport.text(ours, "baselineText") + " / " + ScenarioReport.text(ours, "treatedText")
                            + " / " + ScenarioReport.text(ours, "deltaText"), "not comparable (" + why + ")");
                }
                return notComparable(row, NAMES.getOrDefault(figure, figure), printed, why);
            }
        }
    }

    /** Why a latency, throughput or TPS figure cannot be set beside ours. */
    private static String rateReason(String figure, Figure point, JsonNode comparison) {
        Double ours = ScenarioReport.number(comparison, "targetTps");
        String oursAt = ours == null ? "this 2-core machine" : whole(ours) + " TPS on this 2-core machine";
        if (TableScope.unthrottled(comparison) && RATE_FIGURES.contains(figure)) {
            return "both unthrottled: the rate a machine reaches is the machine's, published on " + point.pod()
                    + ", ours on this 2-core machine";
        }
        return switch (figure) {
            case "timeToMaxTps", "maxTps", "avgTps" -> "published unthrottled; ours at a fixed " + oursAt;
            case "throughput" -> "a rate held to its target: published " + whole(point.tps()) + " TPS, ours " + oursAt;
            default -> "latency depends on the rate and the machine: published at "
                    + (point.tps() == null ? "its rate" : whole(point.tps()) + " TPS") + " on " + point.pod()
                    + ", ours at " + oursAt;
        };
    }

    private static Cell notComparable(String row, String figure, String printed, String why) {
        return new Cell(row, figure, printed, "—", "—", "not comparable (" + why + ")");
    }

    /** Our CPU per request delta: the duet's (with its interval), else report.json's, else derived from one round. */
    private static OurFigure cpuPerRequest(JsonNode comparison, ScenarioReport report, String scenario,
                                           NoEffectSpread aa) {
        String level = ScenarioReport.text(comparison, "level");
        JsonNode duet = DuetCells.of(report).figureOf(comparison, PageColumn.CPU_PER_REQUEST);
        if (duet != null) {
            return OurFigure.duet(duet, " ms", 3, aa.of(scenario, level, PageVerdicts.DUET + "cpuMsPerRequest"));
        }
        JsonNode metrics = comparison.path("metrics");
        if (metrics.has("cpuMsPerRequest")) {
            return OurFigure.delta(metrics, List.of("cpuMsPerRequest"), " ms", 3,
                    aa.of(scenario, level, "cpuMsPerRequest"));
        }
        Double derived = CpuPerRequestCell.derivedDelta(metrics);
        return derived == null ? null : OurFigure.point(derived, "one round", " ms", 3);
    }

    /** A published start-up time beside ours: the median over our starts of the same treatment and CPU count. */
    private static Cell startup(Figure point, String row, String printed, ScenarioReport report) {
        String name = point.figure().equals("jvmStartup") ? "JVM start-up (process start to ready)"
                : "application start-up (Spring's \"Started … in\")";
        String level = point.level().replace(" vCPU", "cpu");
        String treatment = STARTUP_TREATMENTS.get(point.treatment());
        for (JsonNode startup : ScenarioReport.list(report.root().path("startups"))) {
            if (level.equals(ScenarioReport.text(startup, "level"))
                    && String.valueOf(treatment).equals(ScenarioReport.text(startup, "treatment"))) {
                JsonNode figure = startup.path(point.figure().equals("jvmStartup") ? "jvm" : "application");
                Double median = ScenarioReport.number(figure, "median");
                if (median == null) {
                    break;
                }
                int starts = figure.path("count").asInt(0);
                OurFigure ours = OurFigure.point(median, starts + " start" + (starts == 1 ? "" : "s")
                        + ", a median", " s", 2);
                return new Cell(row, name, printed, String.format(Locale.ROOT, "%.2f s", point.value()),
                        String.format(Locale.ROOT, "%.2f s", median), ours.against(point.value()));
            }
        }
        return new Cell(row, name, printed, String.format(Locale.ROOT, "%.2f s", point.value()), "—",
                point.vcpus() > 2 ? "not run here (" + point.vcpus() + " CPUs need a larger machine than this "
                        + "2-core one)" : "not run here (no such start-up on this page)");
    }

    /** A published MQ job cost beside ours: seconds per 1M (Kafka) or 100k (RocketMQ) messages, added. */
    private static Cell mqJob(Figure point, String row, String printed, ScenarioReport report) {
        List<String> treatments = new ArrayList<>();
        ScenarioReport.list(report.root().path("treatments")).forEach(node -> {
            String name = ScenarioReport.text(node, "name");
            if (name != null && !name.equals(report.baselineName())) {
                treatments.add(name);
            }
        });
        String prefix = WORKLOADS.get(point.workload());
        for (PageTable.Row ours : MqJobTable.of(report, treatments).rows()) {
            PageTable.Bar bar = ours.bars().get(0);
            if (prefix != null && ours.level().startsWith(prefix) && bar != null) {
                double added = bar.treated() - bar.baseline();
                return new Cell(row, "seconds per job added", printed, OurFigure.signed(point.value(), 2) + " s",
                        OurFigure.signed(added, 2) + " s" + (bar.low() == null ? ""
                        : " (rounds " + OurFigure.signed(bar.low() - bar.baseline(), 2) + ".."
                        + OurFigure.signed(bar.high() - bar.baseline(), 2) + ")"),
                        "no interval (" + (bar.low() == null ? "one round" : "a spread of rounds, not an interval")
                        + ")");
            }
        }
        return new Cell(row, "seconds per job added", printed, "—", "—", "not run here (no such job on this page)");
    }

    /** ms of CPU per request from a published share: % of a pod × its vCPUs × 10 / TPS. */
    static double perRequest(double podPct, int vcpus, double tps) {
        return podPct * vcpus * 10 / tps;
    }

    /** The summary at the top of the page, with the conversions and what "consistent" means, said once. */
    static void summary(PageDocument page, List<Table> tables, boolean judgedAgainstAa) {
        page.line("## Beside Sermant's published page");
        page.line("");
        page.line("Every table of Sermant's published benchmark page (its figures are data: "
                + "src/results/src/main/resources" + PublishedFigures.BUNDLED + ", with their source), and how this "
                + "page's figures stand beside it. Under each scenario, its published cells are set beside ours.");
        page.line("");
        page.line("| published table | published setting | ours | status |");
        page.line("|---|---|---|---|");
        for (Table table : tables) {
            page.line("| " + PageText.cell(table.title()) + " | " + PageText.cell(table.setting()) + " | "
                    + PageText.cell(table.scenario()) + " | " + PageText.cell(table.status()) + " |");
        }
        page.line("");
        page.line("How they are compared. **CPU**: Sermant publishes % of a pod at a rate; per request that is "
                + "% × the pod's vCPUs × 10 / TPS ms of CPU (the router's +3.1 % of a 4-vCPU pod at 1000 TPS is "
                + "+0.124 ms per request), set beside our CPU per request of the measured process; at rest, % of the "
                + "container × its vCPUs is points of one core. **Memory** directly, in MB: total memory = heap + "
                + "off-heap, off-heap here the non-heap except the code cache; a pod's memory in GB (×1024) beside "
                + "our RSS. **Classes** and **threads**: loaded classes and live JVM threads. **Start-up**: JVM "
                + "(process start to ready, Spring's \"JVM running for\") and application (Spring's \"Started … in\"), "
                + "in seconds. Latency, throughput and TPS are not compared: they depend on the rate and the machine. "
                + "Sermant's published figures carry no interval: each is one point, so **consistent** means our 95 % "
                + "interval holds it, **higher** or **lower** that our whole interval lies above or below it; a cell "
                + "of ours without an interval says so and decides nothing." + (judgedAgainstAa ? " This page is judged "
                + "against an A/A page: a delta of one or two rounds (or of one duet pair) has the interval its "
                + "verdict has, its delta ± t · the A/A page's no-effect spread of that figure, and names that spread."
                : ""));
        page.line("");
    }

    /** Under a scenario: its published tables' cells beside ours. */
    static void section(PageDocument page, String scenario, List<Table> tables) {
        for (Table table : tables) {
            if (!table.scenario().equals(scenario) || table.cells().isEmpty()) {
                continue;
            }
            page.line("Beside Sermant's published figures: " + PageText.cell(table.title()) + " ("
                    + PageText.cell(table.setting()) + "):");
            page.line("");
            page.line("| published row ↔ ours | figure | published | comparable | ours | verdict |");
            page.line("|---|---|---|---|---|---|");
            for (Cell cell : table.cells()) {
                page.line("| " + PageText.cell(cell.row()) + " | " + PageText.cell(cell.figure()) + " | "
                        + PageText.cell(cell.published()) + " | " + PageText.cell(cell.comparable()) + " | "
                        + PageText.cell(cell.ours()) + " | " + PageText.cell(cell.verdict()) + " |");
            }
            page.line("");
            String note = EXPLANATIONS.get(table.id());
            if (note != null) {
                page.line(note);
                page.line("");
            }
        }
    }

    private static String number(double value, boolean signed) {
        String text = value == Math.rint(value) && Math.abs(value) < 1e9 ? String.valueOf((long) value)
                : String.valueOf(value);
        return signed && value > 0 ? "+" + text : text;
    }

    private static String whole(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
