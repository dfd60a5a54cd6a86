package io.meshbench.harness.cli;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.meshbench.testkit.TestFolders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One change to a copy of a real folder, written as one line that replays it: {@code <kind> <file> <arguments...>},
 * the file relative to the folder. {@link #parse} reads what {@link #toString} writes; the fuzzer prints it for every
 * failure and the corpus (fuzz/corpus.yaml) keeps it.
 */
record Mutation(Kind kind, String file, List<String> args) {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Stands for a value in the serialised tree, then replaced with the raw text (which may be invalid JSON). */
    private static final String PLACEHOLDER = "\u0001fuzz-value\u0001";
    private static final String PLACEHOLDER_KEY = "\u0001fuzz-key\u0001";

    enum Kind {
        /** {@code flip FILE OFFSET MASK}: one byte XOR a mask. */
        FLIP,
        /** {@code truncate FILE LENGTH}: the first LENGTH bytes kept. */
        TRUNCATE,
        /** {@code insert FILE OFFSET BYTES}: BYTES (a name of {@link #INSERTED}) inserted at OFFSET. */
        INSERT,
        /** {@code long-line FILE OFFSET LENGTH}: LENGTH bytes of 'x' without a line break inserted at OFFSET. */
        LONG_LINE,
        /** {@code set FILE POINTER VALUE}: a JSON value (a name of {@link Value}) replaced; in JSONL, {@code LINE:POINTER}. */
        SET,
        /** {@code remove FILE POINTER}: a JSON object's member removed. */
        REMOVE,
        /** {@code duplicate FILE POINTER VALUE}: the member named again after itself, with VALUE. */
        DUPLICATE,
        /** {@code trailing FILE}: a second copy of the JSON document after the first. */
        TRAILING,
        /** {@code reformat FILE}: the same JSON, compact. */
        REFORMAT,
        /** {@code reorder FILE POINTER}: an object's members in reverse order. */
        REORDER,
        /** {@code delete FILE}. */
        DELETE,
        /** {@code symlink FILE OTHER}: FILE becomes a symbolic link to OTHER, another file of the folder. */
        SYMLINK,
        /** {@code dangling FILE}: FILE becomes a link to a missing file outside the folder (outside/). */
        DANGLING,
        /** {@code fifo FILE}: FILE becomes a named pipe with no writer. */
        FIFO,
        /** {@code folder FILE}: FILE becomes an empty folder. */
        FOLDER,
        /** {@code copy FILE OTHER}: OTHER's bytes over FILE. */
        COPY,
        /** {@code copy-folder FOLDER OTHER}: FOLDER's files replaced by OTHER's (a round copied over another). */
        COPY_FOLDER,
        /** {@code extra FILE}: a new small text file no command reads. */
        EXTRA;

        String token() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Kind of(String token) {
            return valueOf(token.toUpperCase(Locale.ROOT).replace('-', '_'));
        }
    }

    /** The byte sequences {@code insert} puts in. */
    static final Map<String, byte[]> INSERTED = Map.of(
            "nul", new byte[] {0},
            "bidi", "\u202E".getBytes(StandardCharsets.UTF_8),
            "invalid-utf8", new byte[] {(byte) 0xFF, (byte) 0xC3, (byte) 0x28},
            "cr", new byte[] {'\r'});

    /** The values {@code set} and {@code duplicate} write, each as raw JSON text (NaN and Infinity are not JSON). */
    enum Value {
        NAN, INFINITY, HUGE, NEGATIVE_HUGE, NEGATE, DOUBLE, STRING_NAN, STRING, NUMBER, OBJECT, ARRAY, NUL_TEXT, BIDI_TEXT,
        LONE_SURROGATE;

        String token() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Value of(String token) {
            return valueOf(token.toUpperCase(Locale.ROOT).replace('-', '_'));
        }

        /** Whether this value can replace {@code node} (a number's changes on numbers, a text's on texts, a type change on another type). */
        boolean appliesTo(JsonNode node) {
            return switch (this) {
                case NAN, INFINITY, HUGE, NEGATIVE_HUGE, NEGATE, DOUBLE, STRING_NAN -> node.isNumber();
                case NUL_TEXT, BIDI_TEXT, LONE_SURROGATE -> node.isTextual();
                case STRING -> !node.isTextual();
                case NUMBER -> !node.isNumber();
                case OBJECT -> !node.isObject();
                case ARRAY -> !node.isArray();
            };
        }

        String raw(JsonNode original) {
            return switch (this) {
                case NAN -> "NaN";
                case INFINITY -> "Infinity";
                case HUGE -> "1e308";
                case NEGATIVE_HUGE -> "-1.8e308";
                case NEGATE -> original.isIntegralNumber() ? original.bigIntegerValue().negate().toString()
                        : Double.toString(-original.doubleValue());
                case DOUBLE -> original.isIntegralNumber() ? original.bigIntegerValue().shiftLeft(1).add(java.math.BigInteger.ONE).toString()
                        : Double.toString(original.doubleValue() * 2 + 1);
                case STRING_NAN -> "\"NaN\"";
                case STRING -> "\"x\"";
                case NUMBER -> "7";
                case OBJECT -> "{}";
                case ARRAY -> "[]";
                case NUL_TEXT -> "\"a\\u0000b\"";
                case BIDI_TEXT -> "\"a\\u202Eb\"";
                case LONE_SURROGATE -> "\"\\uD800\"";
            };
        }
    }

    Mutation {
        args = List.copyOf(args);
    }

    static Mutation of(Kind kind, String file, Object... args) {
        return new Mutation(kind, file, Arrays.stream(args).map(String::valueOf).toList());
    }

    static Mutation parse(String line) {
        String[] tokens = line.strip().split(" +");
        return new Mutation(Kind.of(tokens[0]), tokens[1], List.of(tokens).subList(2, tokens.length));
    }

    @Override
    public String toString() {
        return kind.token() + " " + file + (args.isEmpty() ? "" : " " + String.join(" ", args));
    }

    /** The other file or folder this mutation involves (the target of a link or a copy), or null. */
    String other() {
        return switch (kind) {
            case SYMLINK, COPY, COPY_FOLDER -> args.get(0);
            default -> null;
        };
    }

    /** Applies this change under {@code root}; {@code outside} is a folder beside it, for dangling links. */
    void apply(Path root, Path outside) throws IOException {
        Path target = root.resolve(file);
        switch (kind) {
            case FLIP -> {
                byte[] bytes = Files.readAllBytes(target);
                int offset = offset(bytes.length, 0);
                bytes[offset] ^= (byte) Integer.parseInt(args.get(1));
                Files.write(target, bytes);
            }
            case TRUNCATE -> {
                byte[] bytes = Files.readAllBytes(target);
                Files.write(target, Arrays.copyOf(bytes, Math.min(bytes.length, Integer.parseInt(args.get(0)))));
            }
            case INSERT -> insert(target, Integer.parseInt(args.get(0)), inserted(args.get(1)));
            case LONG_LINE -> {
                byte[] line = new byte[Integer.parseInt(args.get(1))];
                Arrays.fill(line, (byte) 'x');
                insert(target, Integer.parseInt(args.get(0)), line);
            }
            case SET, REMOVE, DUPLICATE, REORDER -> editJson(target);
            case TRAILING -> {
                String text = Files.readString(target, StandardCharsets.UTF_8);
                Files.writeString(target, text + "\n" + text, StandardCharsets.UTF_8);
            }
            case REFORMAT -> Files.writeString(target, JSON.writeValueAsString(JSON.readTree(target.toFile())), StandardCharsets.UTF_8);
            case DELETE -> Files.delete(target);
            case SYMLINK -> {
                Files.deleteIfExists(target);
                Files.createDirectories(target.getParent());
                Files.createSymbolicLink(target, target.getParent().relativize(root.resolve(args.get(0))));
            }
            case DANGLING -> {
                Files.deleteIfExists(target);
                Files.createDirectories(target.getParent());
                Files.createSymbolicLink(target, outside.resolve(target.getFileName() + ".missing"));
            }
            case FIFO -> {
                Files.deleteIfExists(target);
                Files.createDirectories(target.getParent());
                mkfifo(target);
            }
            case FOLDER -> {
                Files.deleteIfExists(target);
                Files.createDirectories(target);
            }
            case COPY -> Files.copy(root.resolve(args.get(0)), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            case COPY_FOLDER -> {
                deleteTree(target);
                TestFolders.copy(root.resolve(args.get(0)), target);
            }
            case EXTRA -> Files.writeString(target, "notes a person left here\n");
        }
    }

    private int offset(int length, int argument) {
        return Math.min(Integer.parseInt(args.get(argument)), Math.max(0, length - 1));
    }

    static byte[] inserted(String name) {
        byte[] bytes = INSERTED.get(name);
        if (bytes == null) {
            throw new IllegalArgumentException("no inserted bytes named " + name + " (" + INSERTED.keySet() + ")");
        }
        return bytes;
    }

    private void insert(Path target, int at, byte[] inserted) throws IOException {
        byte[] bytes = Files.readAllBytes(target);
        int offset = Math.min(at, bytes.length);
        byte[] result = new byte[bytes.length + inserted.length];
        System.arraycopy(bytes, 0, result, 0, offset);
        System.arraycopy(inserted, 0, result, offset, inserted.length);
        System.arraycopy(bytes, offset, result, offset + inserted.length, bytes.length - offset);
        Files.write(target, result);
    }

    /** A JSON edit: in a .json file the document, in a .jsonl file the line the pointer names ({@code LINE:POINTER}). */
    private void editJson(Path target) throws IOException {
        String pointer = args.get(0);
        if (file.endsWith(".jsonl")) {
            int colon = pointer.indexOf(':');
            int lineIndex = Integer.parseInt(pointer.substring(0, colon));
            List<String> lines = new ArrayList<>(Files.readAllLines(target, StandardCharsets.UTF_8));
            lines.set(lineIndex, edited(JSON.readTree(lines.get(lineIndex)), pointer.substring(colon + 1), false));
            Files.write(target, lines, StandardCharsets.UTF_8);
        } else {
            Files.writeString(target, edited(JSON.readTree(target.toFile()), pointer, true), StandardCharsets.UTF_8);
        }
    }

    private String edited(JsonNode document, String pointerText, boolean pretty) throws IOException {
        JsonPointer pointer = JsonPointer.compile(pointerText);
        JsonNode node = document.at(pointer);
        ContainerNode<?> parent = (ContainerNode<?>) document.at(pointer.head());
        String key = pointer.last().getMatchingProperty();
        String raw = null;
        String duplicateKey = null;
        switch (kind) {
            case SET -> {
                raw = Value.of(args.get(1)).raw(node);
                replace(parent, pointer, TextNode.valueOf(PLACEHOLDER));
            }
            case REMOVE -> {
                if (parent instanceof ObjectNode object) {
                    object.remove(key);
                } else {
                    ((com.fasterxml.jackson.databind.node.ArrayNode) parent).remove(pointer.last().getMatchingIndex());
                }
            }
            case DUPLICATE -> {
                raw = Value.of(args.get(1)).raw(node);
                duplicateKey = key;
                ((ObjectNode) parent).set(PLACEHOLDER_KEY, TextNode.valueOf(PLACEHOLDER));
            }
            case REORDER -> {
                ObjectNode object = (ObjectNode) node;
                List<String> names = new ArrayList<>();
                object.fieldNames().forEachRemaining(names::add);
                Collections.reverse(names);
                ObjectNode reversed = JSON.createObjectNode();
                names.forEach(name -> reversed.set(name, object.get(name)));
                object.removeAll();
                object.setAll(reversed);
            }
            default -> throw new IllegalStateException(kind + " is not a JSON edit");
        }
        String text = pretty ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(document) : JSON.writeValueAsString(document);
        if (raw != null) {
            text = text.replace(JSON.writeValueAsString(PLACEHOLDER), raw);
        }
        if (duplicateKey != null) {
            text = text.replace(JSON.writeValueAsString(PLACEHOLDER_KEY), JSON.writeValueAsString(duplicateKey));
        }
        return text;
    }

    private static void replace(ContainerNode<?> parent, JsonPointer pointer, JsonNode value) {
        if (parent instanceof ObjectNode object) {
            object.set(pointer.last().getMatchingProperty(), value);
        } else {
            ((com.fasterxml.jackson.databind.node.ArrayNode) parent).set(pointer.last().getMatchingIndex(), value);
        }
    }

    private static void mkfifo(Path target) throws IOException {
        try {
            Process process = new ProcessBuilder("mkfifo", target.toString()).redirectErrorStream(true).start();
            if (process.waitFor() != 0) {
                throw new IOException("mkfifo " + target + ": " + new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted making a FIFO", e);
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (var paths = Files.walk(root)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
