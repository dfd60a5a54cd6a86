package io.meshbench.harness.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the fuzzer mutates and runs: the real folders kept in the test resources and the committed reference page
 * (seeds), and per seed every reading command with the files it reads and the files it may write.
 */
final class FuzzTargets {

    private static final String GATE = "p99 < +5ms, cpu < +10pp";

    private FuzzTargets() {
    }

    /**
     * A command on a seed. Paths and globs are relative to the seed's copy; {@code ../out/} is the output folder.
     * {@code reads}: files whose every figure counts; {@code writes}: what it may create or replace; then, by design
     * (docs/formats.md, docs/page.md): {@code optional}, read files that may be absent (a run.json, a scenario's
     * report.json: "not run"); {@code sparse}, read files whose members may be absent (samples.jsonl's figures,
     * checks.json's tables); {@code lenient}, free text read for what it may hold (service logs: start-up time);
     * {@code consulted}, files the command may look at for what it does not print (another scenario's report.json
     * when trend picks one): refused or ignored, never a different result.
     */
    record Command(String name, List<String> args, List<String> reads, List<String> writes, Design design) {

        String[] argsFor(Path root) {
            return args.stream().map(arg -> arg.replace("{root}", root.toString())
                    .replace("{out}", root.resolveSibling("out").toString())).toArray(String[]::new);
        }

        boolean reads(String file) {
            return matches(reads, file);
        }

        boolean writes(String file) {
            return matches(writes, file);
        }

        boolean optional(String file) {
            return matches(design.optional(), file);
        }

        boolean sparse(String file) {
            return matches(design.sparse(), file);
        }

        boolean lenient(String file) {
            return matches(design.lenient(), file);
        }

        boolean consulted(String file) {
            return matches(design.consulted(), file);
        }
    }

    /** What a command's design allows of the files it reads (see {@link Command}). */
    record Design(List<String> optional, List<String> sparse, List<String> lenient, List<String> consulted) {

        static final Design STRICT = new Design(List.of(), List.of(), List.of(), List.of());
    }

    record Seed(String name, Path source, List<Command> commands) {

        Command command(String name) {
            return commands.stream().filter(c -> c.name().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(this.name + " has no command " + name));
        }

        /** Every file of the seed, relative, with '/'. */
        List<String> files() {
            return FILES.computeIfAbsent(name, n -> {
                try (Stream<Path> paths = Files.walk(source)) {
                    return paths.filter(Files::isRegularFile).map(p -> source.relativize(p).toString().replace('\\', '/'))
                            .sorted().toList();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }

        /** A JSON file's length without its trailing white space: where the document ends. */
        int jsonLength(String file) {
            try {
                return Files.readString(source.resolve(file)).stripTrailing().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static final Map<String, List<String>> FILES = new java.util.concurrent.ConcurrentHashMap<>();
    private static final Path RESULTS_RESOURCES = Path.of("../results/src/test/resources");

    static final List<Seed> SEEDS = List.of(
            new Seed("recorded-quickstart", RESULTS_RESOURCES.resolve("recorded-quickstart"), List.of(
                    new Command("report", List.of("report", "{root}/input"),
                            List.of("input/meta.json", "input/runs/*/*/*/run.json", "input/runs/*/*/*/result.jtl",
                                    "input/runs/*/*/*/samples.jsonl"),
                            List.of("input/report.md", "input/report.html", "input/report.json", "input/plots",
                                    "input/plots/**", "input/runs/*/*/*/latency.hlog"),
                            new Design(List.of("input/runs/*/*/*/run.json"), List.of("input/runs/*/*/*/samples.jsonl"),
                                    List.of("input/runs/*/*/*/logs/*"), List.of())),
                    new Command("stats", List.of("stats", "{root}/input/runs/baseline/20u-100tps/1/result.jtl", "--samples",
                            "{root}/input/runs/baseline/20u-100tps/1/samples.jsonl", "--warmup", "10s"),
                            List.of("input/runs/baseline/20u-100tps/1/result.jtl", "input/runs/baseline/20u-100tps/1/samples.jsonl"),
                            List.of(), new Design(List.of(), List.of("input/runs/*/*/*/samples.jsonl"), List.of(), List.of())),
                    new Command("compare", List.of("compare", "--baseline", "{root}/input/runs/baseline/20u-100tps/1",
                            "--treated", "{root}/input/runs/javaagent/20u-100tps/1"),
                            List.of("input/runs/*/20u-100tps/1/run.json", "input/runs/*/20u-100tps/1/result.jtl",
                                    "input/runs/*/20u-100tps/1/samples.jsonl"),
                            List.of("input/runs/*/*/*/latency.hlog"),
                            // a run folder without run.json takes its benchmark's meta.json's warm-up (docs/formats.md)
                            new Design(List.of("input/runs/*/*/*/run.json"), List.of("input/runs/*/*/*/samples.jsonl"),
                                    List.of("input/runs/*/*/*/logs/*"), List.of("input/meta.json"))),
                    new Command("gate", List.of("gate", "{root}", "--gate", GATE, "--junit", "{out}/gate-junit.xml"),
                            List.of("report.json"), List.of("../out/**"), Design.STRICT),
                    new Command("trend", List.of("trend", "{root}", "--metric", "p99", "--by", "folder", "--out", "{out}/trend.html"),
                            List.of("report.json"), List.of("../out/**"), Design.STRICT))),
            // page/'s report.json files are made by hand: trend refuses router's as figures no run can give
            pageSeed("page", RESULTS_RESOURCES.resolve("page"), List.of()),
            pageSeed("page-duet", RESULTS_RESOURCES.resolve("page-duet"), List.of()),
            pageSeed("page-recorded", RESULTS_RESOURCES.resolve("page-recorded"), List.of(
                    new Command("trend", List.of("trend", "{root}/quickstart", "--metric", "p99", "--by", "folder",
                            "--out", "{out}/trend.md"),
                            List.of("quickstart/report.json"), List.of("../out/**"), new Design(List.of(), List.of(),
                                    List.of(), List.of("page-plan.json"))))),
            pageSeed("sermant-2.2.0", Path.of("../../docs/results/sermant-2.2.0"), List.of(
                    new Command("trend", List.of("trend", "{root}", "--metric", "cpu", "--by", "folder",
                            "--treatment", "sermant-router", "--scenario", "router"),
                            List.of("router/report.json"), List.of(), new Design(List.of(), List.of(), List.of(),
                                    List.of("page-plan.json", "*/report.json"))))));

    /**
     * A page folder: {@code page} on it and {@code gate} on its first scenario's folder, and more. Not gate on page/
     * and page-duet/, whose older report.json files gate refuses as they are (figures no run gives, a null
     * pairedRounds) while page renders them.
     */
    private static Seed pageSeed(String name, Path source, List<Command> more) {
        String scenario = Map.of("page-recorded", "quickstart").getOrDefault(name, "router");
        Stream<Command> gate = List.of("page", "page-duet").contains(name) ? Stream.of() : Stream.of(
                new Command("gate", List.of("gate", "{root}/" + scenario, "--gate", GATE),
                        List.of(scenario + "/report.json"), List.of(), Design.STRICT));
        return new Seed(name, source, Stream.concat(Stream.concat(Stream.of(
                new Command("page", List.of("page", "{root}"), List.of("page-plan.json", "*/report.json", "*/checks.json"),
                        List.of("page.md", "page.html"),
                        new Design(List.of("*/report.json", "*/checks.json"), List.of("*/checks.json"), List.of(), List.of()))),
                gate), more.stream()).toList());
    }

    static Seed seed(String name) {
        return SEEDS.stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no seed folder named " + name));
    }

    /** A glob over '/'-separated relative paths: {@code *} within one name, {@code **} across names. */
    static boolean matches(List<String> globs, String path) {
        return globs.stream().anyMatch(glob -> Pattern.matches(regex(glob), path));
    }

    private static String regex(String glob) {
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                regex.append(".*");
                i++;
            } else if (c == '*') {
                regex.append("[^/]*");
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return regex.toString();
    }
}
