package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.meshbench.harness.cli.FuzzCase.Expectation;
import io.meshbench.testkit.TestFolders;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs one fuzz case through the real {@code meshbench} command line and holds its invariants:
 * <ul>
 * <li>the outcome its {@link Expectation} allows: the unmutated copy's exit code, output and written files, or
 *     exit 2 with one line naming the file;</li>
 * <li>never exit 3, a stack trace or an exception's name;</li>
 * <li>no byte of an input changes, and nothing changes outside the files the command writes;</li>
 * <li>every command ends within {@link #TIME_LIMIT}.</li>
 * </ul>
 * Each case runs in its own folder: {@code <seed name>/} (the copy), {@code out/} (where --out and --junit write)
 * and {@code outside/} (where dangling links point), all three watched.
 */
final class FuzzCheck {

    /** A command on these small folders takes a second or two on a busy machine; a hang takes forever. */
    static final Duration TIME_LIMIT = Duration.ofSeconds(30);
    private static final int MAX_MESSAGE_LENGTH = 600;
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /** What the unmutated copy gives, per seed and command: the reference for {@link Expectation#SAME}. */
    private static final Map<String, Result> CLEAN = new ConcurrentHashMap<>();

    private FuzzCheck() {
    }

    /** Exit code, output with the case's folder written as {@code <root>}, and each written file's content. */
    record Result(int exit, String out, String err, Map<String, String> written) {
    }

    static void check(FuzzCase fuzzCase, Path temp) throws IOException {
        Result clean = CLEAN.computeIfAbsent(fuzzCase.seed().name() + " " + fuzzCase.command().name(), key -> {
            try {
                return cleanRun(fuzzCase, temp.resolve("clean"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        Path caseRoot = Files.createDirectories(temp.resolve("case"));
        try {
            checkMutated(fuzzCase, caseRoot, clean);
        } finally {
            unblockFifos(caseRoot);
            Mutation.deleteTree(caseRoot);
        }
    }

    private static Result cleanRun(FuzzCase fuzzCase, Path caseRoot) throws IOException {
        Path root = prepare(fuzzCase, caseRoot);
        InProcessCli.Outcome outcome = InProcessCli.execute(fuzzCase.command().argsFor(root));
        Result result = result(fuzzCase, caseRoot, root, outcome);
        assertThat(outcome.exit()).as("the unmutated %s: %s", fuzzCase.seed().name(), outcome.err())
                .isIn(0, 1, io.meshbench.results.cli.ExitCode.GATE_UNDECIDED); // a one-round gate is undecided
        Mutation.deleteTree(caseRoot);
        return result;
    }

    private static Path prepare(FuzzCase fuzzCase, Path caseRoot) throws IOException {
        Path root = caseRoot.resolve(fuzzCase.seed().name());
        TestFolders.copy(fuzzCase.seed().source(), root);
        // a page judged against an A/A page (page-plan.json's aaFrom) reads it too: it goes along, unmutated
        Path source = fuzzCase.seed().source();
        String aaFrom = Files.isRegularFile(io.meshbench.results.format.PagePlan.file(source))
                ? io.meshbench.results.format.PagePlan.aaFrom(source) : null;
        if (aaFrom != null && !Files.exists(root.resolve(aaFrom).normalize())) {
            TestFolders.copy(source.resolve(aaFrom).normalize(), root.resolve(aaFrom).normalize());
        }
        Files.createDirectories(caseRoot.resolve("out"));
        Files.createDirectories(caseRoot.resolve("outside"));
        return root;
    }

    private static void checkMutated(FuzzCase fuzzCase, Path caseRoot, Result clean) throws IOException {
        Path root = prepare(fuzzCase, caseRoot);
        fuzzCase.mutation().apply(root, caseRoot.resolve("outside"));
        FolderSnapshot before = FolderSnapshot.of(caseRoot);

        Expectation expectation = fuzzCase.expectation();
        InProcessCli.Outcome outcome = assertTimeoutPreemptively(TIME_LIMIT,
                () -> InProcessCli.execute(fuzzCase.command().argsFor(root)),
                () -> fuzzCase + "\t" + expectation + "\tdid not end within " + TIME_LIMIT.toSeconds() + " s");

        Result result = result(fuzzCase, caseRoot, root, outcome);
        String violation = changedPaths(fuzzCase, caseRoot, before);
        if (violation == null) {
            violation = violation(fuzzCase, expectation, outcome, result, clean);
        }
        if (violation != null) {
            fail(fuzzCase + "\t" + expectation + "\t" + violation + "\n  stderr: " + abbreviate(outcome.err())
                    + "\n  stdout: " + abbreviate(outcome.out()));
        }
    }

    /** What breaks an invariant of the outcome, in one line, or null. */
    private static String violation(FuzzCase fuzzCase, Expectation expectation, InProcessCli.Outcome outcome, Result result,
            Result clean) {
        if (outcome.exit() == 3) {
            return "exit 3 (internal error): " + firstLine(outcome.err());
        }
        if (outcome.leaksInternals()) {
            return "exit " + outcome.exit() + " with a stack trace or an exception's name: " + firstLine(outcome.err());
        }
        boolean refused = outcome.exit() == 2;
        if (!refused && leftOutWithAWarning(fuzzCase, outcome)) {
            return null;
        }
        return switch (expectation) {
            case SAME -> difference(result, clean);
            case REFUSED -> refusal(fuzzCase, outcome);
            case SAME_OR_REFUSED -> refused ? refusal(fuzzCase, outcome) : difference(result, clean);
            case ANY_CLEAR -> refused ? refusal(fuzzCase, outcome)
                    : outcome.exit() == 0 || outcome.exit() == 1 ? null : "exit " + outcome.exit();
        };
    }

    /**
     * The one documented alternative to a refusal: {@code report} leaves a run folder it cannot read out of the
     * report, with a warning naming the file, and reports the rest (docs/formats.md; the corpus's report cases).
     */
    private static boolean leftOutWithAWarning(FuzzCase fuzzCase, InProcessCli.Outcome outcome) {
        return fuzzCase.command().name().equals("report") && fuzzCase.mutation().file().contains("runs/")
                && (outcome.exit() == 0 || outcome.exit() == 1)
                && outcome.err().lines().anyMatch(line -> names(fuzzCase.mutation()).stream().anyMatch(line::contains));
    }

    /** How the result differs from the unmutated copy's, or null. */
    private static String difference(Result result, Result clean) {
        if (result.exit() != clean.exit()) {
            return "exit " + result.exit() + " where the unmutated copy gives " + clean.exit() + ": " + firstLine(result.err());
        }
        String difference = firstDifference("standard output", result.out(), clean.out());
        if (difference == null) {
            difference = firstDifference("standard error", result.err(), clean.err());
        }
        if (difference == null && !result.written().keySet().equals(clean.written().keySet())) {
            difference = "exit " + result.exit() + ", wrote " + result.written().keySet() + " where the unmutated copy writes "
                    + clean.written().keySet();
        }
        for (String file : clean.written().keySet()) {
            if (difference == null && result.written().containsKey(file) && !sameJson(file, result, clean)) {
                difference = firstDifference(file, result.written().get(file), clean.written().get(file));
            }
        }
        return difference == null ? null : "exit " + result.exit() + " and a different result: " + difference;
    }

    /** A written JSON file is the same when its tree is: members in another order are the same object. */
    private static boolean sameJson(String file, Result result, Result clean) {
        if (!file.endsWith(".json")) {
            return false;
        }
        try {
            return JSON.readTree(result.written().get(file)).equals(JSON.readTree(clean.written().get(file)));
        } catch (IOException e) {
            return false;
        }
    }

    private static String firstDifference(String what, String actual, String expected) {
        if (actual.equals(expected)) {
            return null;
        }
        List<String> a = actual.lines().toList();
        List<String> e = expected.lines().toList();
        for (int i = 0; i < Math.max(a.size(), e.size()); i++) {
            String x = i < a.size() ? a.get(i) : "<end>";
            String y = i < e.size() ? e.get(i) : "<end>";
            if (!x.equals(y)) {
                return what + " line " + (i + 1) + " is \"" + shorten(x) + "\" where the unmutated copy gives \"" + shorten(y) + "\"";
            }
        }
        return what + " differs in its line ends";
    }

    /** Why an outcome is not a clear refusal (exit 2, one short line naming the file), or null. */
    private static String refusal(FuzzCase fuzzCase, InProcessCli.Outcome outcome) {
        String message = outcome.err().strip();
        if (outcome.exit() != 2) {
            return "exit " + outcome.exit() + " where a refusal (exit 2) is due: " + firstLine(outcome.err());
        }
        if (message.isEmpty() || message.contains("\n")) {
            return "exit 2 without one line: " + message.lines().count() + " lines";
        }
        if (message.length() >= MAX_MESSAGE_LENGTH) {
            return "exit 2 with a line of " + message.length() + " characters";
        }
        if (names(fuzzCase.mutation()).stream().noneMatch(message::contains)) {
            return "exit 2 with a line naming none of " + names(fuzzCase.mutation()) + ": " + message;
        }
        return null;
    }

    private static String firstLine(String text) {
        return shorten(text.strip().lines().findFirst().orElse(""));
    }

    private static String shorten(String line) {
        return line.length() <= 160 ? line : line.substring(0, 160) + "...";
    }

    /** What a refusal may name: the file's name, the other file's, or the folder holding either. */
    private static List<String> names(Mutation mutation) {
        List<String> names = new ArrayList<>();
        for (String file : new String[] {mutation.file(), mutation.other()}) {
            if (file != null) {
                Path path = Path.of(file);
                names.add(path.getFileName().toString());
                if (path.getParent() != null && path.getNameCount() > 2) {
                    names.add(path.getParent().subpath(Math.max(0, path.getNameCount() - 4), path.getNameCount() - 1).toString());
                }
            }
        }
        return names;
    }

    /** Every path the command created, changed or removed must be one it writes; inputs keep every byte. */
    private static String changedPaths(FuzzCase fuzzCase, Path caseRoot, FolderSnapshot before) {
        FolderSnapshot after = FolderSnapshot.of(caseRoot);
        String seedPrefix = fuzzCase.seed().name() + "/";
        List<String> changed = new ArrayList<>();
        for (String path : union(before, after)) {
            String was = before.entries().get(path);
            String now = after.entries().get(path);
            String relative = path.startsWith(seedPrefix) ? path.substring(seedPrefix.length()) : "../" + path;
            if (!java.util.Objects.equals(was, now) && !fuzzCase.command().writes(relative)) {
                changed.add(relative + " (" + shorten(String.valueOf(was)) + " -> " + shorten(String.valueOf(now)) + ")");
            }
        }
        return changed.isEmpty() ? null : "changed what it does not write: " + changed;
    }

    private static List<String> union(FolderSnapshot a, FolderSnapshot b) {
        java.util.TreeSet<String> all = new java.util.TreeSet<>(a.entries().keySet());
        all.addAll(b.entries().keySet());
        return List.copyOf(all);
    }

    private static Result result(FuzzCase fuzzCase, Path caseRoot, Path root, InProcessCli.Outcome outcome) throws IOException {
        String rootText = caseRoot.toString();
        Map<String, String> written = new TreeMap<>();
        for (Map.Entry<String, String> entry : FolderSnapshot.of(caseRoot).entries().entrySet()) {
            String path = entry.getKey();
            String relative = path.startsWith(fuzzCase.seed().name() + "/")
                    ? path.substring(fuzzCase.seed().name().length() + 1) : "../" + path;
            if (fuzzCase.command().writes(relative) && entry.getValue().startsWith("file ")) {
                Path file = caseRoot.resolve(path);
                written.put(relative, isText(file) ? Files.readString(file, StandardCharsets.UTF_8).replace(rootText, "<root>")
                        : entry.getValue());
            }
        }
        return new Result(outcome.exit(), outcome.out().replace(rootText, "<root>"), outcome.err().replace(rootText, "<root>"),
                written);
    }

    private static boolean isText(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".md") || name.endsWith(".html") || name.endsWith(".json") || name.endsWith(".xml")
                || name.endsWith(".svg");
    }

    /** A command that hung on a FIFO holds a thread: a writer that opens and closes the FIFO lets it go. */
    private static void unblockFifos(Path caseRoot) {
        FolderSnapshot.of(caseRoot).entries().forEach((path, what) -> {
            if (what.equals("other")) {
                Thread writer = new Thread(() -> {
                    try (OutputStream out = Files.newOutputStream(caseRoot.resolve(path))) {
                        out.flush();
                    } catch (IOException e) {
                        // nobody was reading: nothing to let go
                    }
                }, "fuzz-fifo-writer");
                writer.setDaemon(true);
                writer.start();
                try {
                    writer.join(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
    }

    private static String abbreviate(String text) {
        return text.length() <= 1500 ? text : text.substring(0, 1500) + "...";
    }
}
