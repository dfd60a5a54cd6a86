package io.meshbench.results.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes a small benchmark folder as the harness lays it out: runs/<treatment>/<level>/<round>/ with run.json,
 * result.jtl and samples.jsonl, where every figure is known: the treated service answers {@code +extraMs} slower and
 * uses {@code +extraHeapMb} more heap and {@code +extraCpu} more CPU (in % of the machine).
 */
public final class BenchmarkFixture {

    static final long T0 = 1_732_262_400_000L;

    private final Path root;
    /** The scenario every run.json names, as JSON: meta.json's once it is written, as the harness writes them. */
    private String scenario = "\"router\"";

    public BenchmarkFixture(Path root) {
        this.root = root;
    }

    /**
     * A run of {@code seconds} s at {@code tps} samples per second over labels a and b (and "only-treated" when
     * asked), latency 10 ms + 10 ms every fifth sample + extraMs; samples at 1 Hz.
     */
    public Path run(String treatment, String label, String level, int round, int seconds, int tps, int extraMs,
             double heapMb, double cpu, boolean extraLabel, Double targetTps) throws IOException {
        Path folder = root.resolve("runs").resolve(treatment).resolve(level).resolve(String.valueOf(round));
        Files.createDirectories(folder);
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        for (int s = 0; s < seconds; s++) {
            for (int i = 0; i < tps; i++) {
                long start = T0 + s * 1000L + i * (1000L / tps);
                int elapsed = 10 + (i % 5 == 0 ? 10 : 0) + extraMs;
                String name = extraLabel && i % 10 == 9 ? "only-treated" : i % 2 == 0 ? "a" : "b";
                jtl.append(start).append(',').append(elapsed).append(',').append(name).append(",200,true,1024,256\n");
            }
        }
        Files.writeString(folder.resolve("result.jtl"), jtl);
        StringBuilder samples = new StringBuilder();
        for (int s = 0; s <= seconds; s++) {
            samples.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"consumer\",\"pid\":%d,"
                    + "\"cpuCorePct\":%.2f,\"cpuMachinePct\":%.2f,\"heapUsedBytes\":%d,\"metaspaceUsedBytes\":%d,"
                    + "\"nonHeapExceptCodeCacheBytes\":%d,\"classesLoaded\":%d,\"threads\":%d,\"rssBytes\":%d}%n",
                    T0 + s * 1000L, pid(folder), cpu * 2, cpu, (long) (heapMb * 1048576), 40L << 20, 60L << 20, 9000, 48, 300L << 20));
        }
        Files.writeString(folder.resolve("samples.jsonl"), samples);
        Files.writeString(folder.resolve("run.json"), String.format(Locale.ROOT, """
                {"scenario":%s,"treatment":"%s","treatmentLabel":"%s","level":"%s","users":50,%s
                 "round":%d,"warmupSeconds":0,"durationSeconds":%d,"measuredProcess":"consumer","status":"ok"}
                """, scenario, treatment, label, level, targetTps == null ? "" : "\"targetTps\":" + targetTps + ",", round,
                seconds));
        return folder;
    }

    /**
     * An at-rest run (no load, no result.jtl): the consumer sampled at 1 Hz for {@code seconds} s with the given
     * heap, metaspace and classes, and a minute of samples before the window that must not count.
     */
    public Path atRestRun(String treatment, String label, int round, int seconds, double heapMb, double metaspaceMb,
                          int classes) throws IOException {
        Path folder = root.resolve("runs").resolve(treatment).resolve("at-rest").resolve(String.valueOf(round));
        Files.createDirectories(folder);
        StringBuilder samples = new StringBuilder();
        for (int s = -60; s <= seconds; s++) {
            boolean inWindow = s >= 0;
            samples.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"consumer\",\"pid\":%d,"
                    + "\"cpuCorePct\":%.2f,\"cpuMachinePct\":%.2f,\"heapUsedBytes\":%d,\"metaspaceUsedBytes\":%d,"
                    + "\"nonHeapExceptCodeCacheBytes\":%d,\"classesLoaded\":%d,\"threads\":%d,\"rssBytes\":%d}%n",
                    T0 + s * 1000L, pid(folder), inWindow ? 1.0 : 90.0, inWindow ? 0.5 : 45.0, (long) (heapMb * 1048576),
                    (long) (metaspaceMb * 1048576), 60L << 20, inWindow ? classes : 1, 30, 300L << 20));
        }
        Files.writeString(folder.resolve("samples.jsonl"), samples);
        Files.writeString(folder.resolve("run.json"), String.format(Locale.ROOT, """
                {"scenario":%s,"treatment":"%s","treatmentLabel":"%s","level":"at-rest","round":%d,
                 "warmupSeconds":60,"durationSeconds":%d,"measuredProcess":"consumer","status":"ok","atRest":true,
                 "window":{"startMs":%d,"endMs":%d}}
                """, scenario, treatment, label, round, seconds, T0, T0 + seconds * 1000L));
        return folder;
    }

    /** A pid of its own per run folder, as real runs have: two runs' files never hold the same bytes. */
    private int pid(Path folder) {
        return 1000 + Math.floorMod(root.relativize(folder).toString().hashCode(), 1_000_000);
    }

    /** Adds fields the harness records beside the run's identity (probe, faults ...) to a run's run.json. */
    public void evidence(Path run, String fields) throws IOException {
        Path runJson = run.resolve("run.json");
        Files.writeString(runJson, Files.readString(runJson).replace("\"status\":\"ok\"}",
                "\"status\":\"ok\"," + fields + "}"));
    }

    /** A run that failed before JMeter wrote anything: run.json only, with the harness's reason. */
    public Path failedRun(String treatment, String label, String level, int round, String failure) throws IOException {
        Path folder = root.resolve("runs").resolve(treatment).resolve(level).resolve(String.valueOf(round));
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("run.json"), String.format(Locale.ROOT, """
                {"treatment":"%s","treatmentLabel":"%s","level":"%s","round":%d,"status":"failed","failure":"%s"}
                """, treatment, label, level, round, failure));
        return folder;
    }

    /** Writes meta.json; its scenario becomes every run's, those written already included. */
    public void meta(String json) throws IOException {
        Files.writeString(root.resolve("meta.json"), json);
        com.fasterxml.jackson.databind.JsonNode named;
        try {
            named = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json).path("scenario");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return; // a test of a broken meta.json
        }
        if (!named.isTextual()) {
            return;
        }
        String previous = "\"scenario\":" + scenario;
        scenario = named.toString(); // as a JSON string, quotes and escapes included
        if (!Files.isDirectory(root.resolve("runs"))) {
            return;
        }
        try (java.util.stream.Stream<Path> files = Files.walk(root.resolve("runs"))) {
            for (Path runJson : files.filter(f -> f.getFileName().toString().equals("run.json")).toList()) {
                Files.writeString(runJson, Files.readString(runJson).replace(previous, "\"scenario\":" + scenario));
            }
        }
    }
}
