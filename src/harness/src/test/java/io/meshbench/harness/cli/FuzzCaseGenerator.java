package io.meshbench.harness.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.harness.cli.FuzzTargets.Command;
import io.meshbench.harness.cli.FuzzTargets.Seed;
import io.meshbench.harness.cli.Mutation.Kind;
import io.meshbench.harness.cli.Mutation.Value;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns the fuzzer's drawn numbers into a concrete {@link FuzzCase}: which file (most often one the command reads),
 * which offset, JSON member or value, all from one {@link Random} so that a drawn case is the same on every machine.
 */
final class FuzzCaseGenerator {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The pointers of every member and element of a JSON file (or of each line of a JSONL file), per seed file. */
    private static final Map<Path, List<List<String>>> POINTERS = new ConcurrentHashMap<>();
    /** Long lines: one that every reader must take, and ones over the 1 MiB limit (bounded to keep a case fast). */
    private static final int SHORT_LONG_LINE = 70_000;

    private FuzzCaseGenerator() {
    }

    /** A case, or null when the kind cannot apply to this seed and command (the fuzzer draws again). */
    static FuzzCase generate(int seedIndex, int commandIndex, Kind kind, long choices) {
        Seed seed = FuzzTargets.SEEDS.get(seedIndex % FuzzTargets.SEEDS.size());
        Command command = seed.commands().get(commandIndex % seed.commands().size());
        Random random = new Random(choices);
        Mutation mutation = mutation(seed, command, kind, random);
        return mutation == null ? null : new FuzzCase(seed, command, mutation);
    }

    private static Mutation mutation(Seed seed, Command command, Kind kind, Random random) {
        List<String> files = seed.files();
        return switch (kind) {
            case FLIP -> withFile(seed, command, files, random, (file, size) ->
                    Mutation.of(kind, file, random.nextInt(size), 1 << random.nextInt(8)));
            case TRUNCATE -> withFile(seed, command, files, random, (file, size) ->
                    Mutation.of(kind, file, random.nextInt(4) == 0 ? 0 : random.nextInt(size)));
            case INSERT -> withFile(seed, command, files, random, (file, size) -> Mutation.of(kind, file,
                    random.nextInt(size + 1), pick(List.copyOf(new java.util.TreeSet<>(Mutation.INSERTED.keySet())), random)));
            case LONG_LINE -> withFile(seed, command, files, random, (file, size) -> Mutation.of(kind, file,
                    random.nextInt(size + 1), random.nextBoolean() ? SHORT_LONG_LINE
                            : FuzzCase.LONG_LINE_LIMIT + random.nextInt(FuzzCase.LONG_LINE_LIMIT)));
            case SET, REMOVE, DUPLICATE, REORDER -> jsonEdit(seed, command, kind, random);
            case TRAILING, REFORMAT -> {
                String file = pickFile(command, only(files, ".json"), random);
                yield file == null ? null : Mutation.of(kind, file);
            }
            case DELETE -> Mutation.of(kind, pickFile(command, files, random));
            case COPY -> {
                String file = pickFile(command, files, random);
                yield Mutation.of(kind, file, other(files, file, random));
            }
            case SYMLINK -> {
                String file = pickFileOrOutput(seed, command, files, random);
                yield Mutation.of(kind, file, other(files, file, random));
            }
            case DANGLING, FIFO, FOLDER -> Mutation.of(kind, pickFileOrOutput(seed, command, files, random));
            case COPY_FOLDER -> copyFolder(files, random);
            case EXTRA -> Mutation.of(kind, pick(folders(files, "report.json", "meta.json"), random) + "notes.txt");
        };
    }

    private interface FileMutation {
        Mutation of(String file, int size);
    }

    private static Mutation withFile(Seed seed, Command command, List<String> files, Random random, FileMutation mutation) {
        String file = pickFile(command, files, random);
        try {
            int size = (int) Files.size(seed.source().resolve(file));
            return size == 0 ? null : mutation.of(file, size);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Seven times in ten a file the command reads, else any file of the seed. */
    private static String pickFile(Command command, List<String> files, Random random) {
        List<String> read = files.stream().filter(command::reads).toList();
        if (files.isEmpty()) {
            return null;
        }
        return !read.isEmpty() && random.nextInt(10) < 7 ? pick(read, random) : pick(files, random);
    }

    /** Three times in ten a path the command writes (planted before it runs), else as {@link #pickFile}. */
    private static String pickFileOrOutput(Seed seed, Command command, List<String> files, Random random) {
        List<String> outputs = outputs(seed, command);
        return !outputs.isEmpty() && random.nextInt(10) < 3 ? pick(outputs, random) : pickFile(command, files, random);
    }

    /** The paths a command writes, as concrete paths: its fixed outputs, its --out and --junit files, run files. */
    static List<String> outputs(Seed seed, Command command) {
        List<String> outputs = new ArrayList<>();
        command.writes().stream().filter(glob -> !glob.contains("*")).forEach(outputs::add);
        command.args().stream().filter(arg -> arg.startsWith("{out}/")).map(arg -> "../out/" + arg.substring("{out}/".length()))
                .forEach(outputs::add);
        for (String folder : folders(seed.files(), "run.json")) {
            if (command.writes(folder + "latency.hlog")) {
                outputs.add(folder + "latency.hlog");
            }
        }
        for (String folder : folders(seed.files(), "meta.json")) {
            if (command.writes(folder + "plots/tps.png")) {
                outputs.add(folder + "plots/tps-20u-100tps.png");
            }
        }
        return outputs;
    }

    /** Another file, most often one of the same name in another folder (another run's run.json, scenario's report.json). */
    private static String other(List<String> files, String file, Random random) {
        String name = Path.of(file).getFileName().toString();
        List<String> sameName = files.stream().filter(f -> !f.equals(file) && f.endsWith("/" + name)).toList();
        if (!sameName.isEmpty() && random.nextInt(10) < 7) {
            return pick(sameName, random);
        }
        List<String> others = files.stream().filter(f -> !f.equals(file)).toList();
        return pick(others, random);
    }

    /** A run or scenario folder copied over another of its kind. */
    private static Mutation copyFolder(List<String> files, Random random) {
        for (String marker : random.nextBoolean() ? List.of("run.json", "report.json") : List.of("report.json", "run.json")) {
            List<String> folders = folders(files, marker).stream().filter(f -> !f.isEmpty()).toList();
            if (folders.size() >= 2) {
                String folder = pick(folders, random);
                String other = pick(folders.stream().filter(f -> !f.equals(folder)).toList(), random);
                return Mutation.of(Kind.COPY_FOLDER, strip(folder), strip(other));
            }
        }
        return null;
    }

    private static String strip(String folder) {
        return folder.endsWith("/") ? folder.substring(0, folder.length() - 1) : folder;
    }

    /** The folders (as "a/b/", or "" for the seed's own) holding a file of one of these names. */
    private static List<String> folders(List<String> files, String... names) {
        return files.stream().filter(f -> Arrays.stream(names).anyMatch(n -> f.equals(n) || f.endsWith("/" + n)))
                .map(f -> f.contains("/") ? f.substring(0, f.lastIndexOf('/') + 1) : "").distinct().sorted().toList();
    }

    private static List<String> only(List<String> files, String suffix) {
        return files.stream().filter(f -> f.endsWith(suffix)).toList();
    }

    private static Mutation jsonEdit(Seed seed, Command command, Kind kind, Random random) {
        List<String> jsonFiles = files(seed, ".json", ".jsonl");
        String file = pickFile(command, jsonFiles, random);
        if (file == null) {
            return null;
        }
        List<List<String>> lines = pointers(seed.source().resolve(file));
        int line = random.nextInt(lines.size());
        String prefix = file.endsWith(".jsonl") ? line + ":" : "";
        JsonNode document = document(seed.source().resolve(file), line);
        List<String> candidates = lines.get(line).stream().filter(pointer -> switch (kind) {
            case DUPLICATE -> document.at(pointer.substring(0, pointer.lastIndexOf('/'))).isObject();
            case REORDER -> document.at(pointer).isObject() && document.at(pointer).size() >= 2;
            default -> true;
        }).toList();
        if (candidates.isEmpty()) {
            return null;
        }
        String pointer = pick(candidates, random);
        if (kind == Kind.REMOVE || kind == Kind.REORDER) {
            return Mutation.of(kind, file, prefix + pointer);
        }
        JsonNode node = document.at(pointer);
        List<Value> values = Arrays.stream(Value.values()).filter(value -> value.appliesTo(node)).toList();
        return Mutation.of(kind, file, prefix + pointer, pick(values, random).token());
    }

    private static List<String> files(Seed seed, String... suffixes) {
        return seed.files().stream().filter(f -> Arrays.stream(suffixes).anyMatch(f::endsWith)).toList();
    }

    private static JsonNode document(Path file, int line) {
        try {
            return file.toString().endsWith(".jsonl")
                    ? JSON.readTree(Files.readAllLines(file, StandardCharsets.UTF_8).get(line))
                    : JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<List<String>> pointers(Path file) {
        return POINTERS.computeIfAbsent(file, f -> {
            try {
                List<JsonNode> documents = new ArrayList<>();
                if (f.toString().endsWith(".jsonl")) {
                    for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                        documents.add(JSON.readTree(line));
                    }
                } else {
                    documents.add(JSON.readTree(f.toFile()));
                }
                return documents.stream().map(document -> {
                    List<String> pointers = new ArrayList<>();
                    collect(document, "", pointers);
                    return List.copyOf(pointers);
                }).toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** Every pointer below {@code node}; a member whose name a one-line case could not hold is left out. */
    private static void collect(JsonNode node, String pointer, List<String> pointers) {
        if (node.isObject()) {
            node.fields().forEachRemaining(field -> {
                String name = field.getKey();
                if (!name.isEmpty() && name.chars().noneMatch(c -> c <= ' ' || c == '/' || c == '~')) {
                    String child = pointer + "/" + name;
                    pointers.add(child);
                    collect(field.getValue(), child, pointers);
                }
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String child = pointer + "/" + i;
                pointers.add(child);
                collect(node.get(i), child, pointers);
            }
        }
    }

    private static <T> T pick(List<T> items, Random random) {
        return items.get(random.nextInt(items.size()));
    }
}
