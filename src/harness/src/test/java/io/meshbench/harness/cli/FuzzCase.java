package io.meshbench.harness.cli;

import io.meshbench.harness.cli.FuzzTargets.Command;
import io.meshbench.harness.cli.FuzzTargets.Seed;
import io.meshbench.harness.cli.Mutation.Kind;
import io.meshbench.harness.cli.Mutation.Value;

/**
 * One fuzz case: a seed folder, a command run on it and one mutation of the copy, written as one line
 * ({@code <seed> <command> <mutation>}) that the corpus keeps and {@link #parse} replays.
 */
record FuzzCase(Seed seed, Command command, Mutation mutation) {

    /** What the command may do with the mutated copy (beyond the invariants every case holds). */
    enum Expectation {
        /** Harmless by design: the same exit code, output and written files as on the unmutated copy. */
        SAME,
        /** Refused: exit 2 and one line naming the file. */
        REFUSED,
        /** Either the same as on the unmutated copy, or refused: a change that must not alter a figure in silence. */
        SAME_OR_REFUSED,
        /** A change that can make another valid input (a digit, a cut last line): any result, or refused. */
        ANY_CLEAR
    }

    static FuzzCase parse(String line) {
        String[] parts = line.strip().split(" +", 3);
        Seed seed = FuzzTargets.seed(parts[0]);
        return new FuzzCase(seed, seed.command(parts[1]), Mutation.parse(parts[2]));
    }

    @Override
    public String toString() {
        return seed.name() + " " + command.name() + " " + mutation;
    }

    /**
     * The expectation, from the mutation and whether the command reads or writes the file. A file the command neither
     * reads nor writes changes nothing. A file it writes may be refused or replaced, never followed. A file it reads:
     * what the strict reader refuses everywhere (duplicate keys, trailing documents, NaN, not UTF-8, not a regular
     * file) is refused; a value of the wrong kind or a changed text is refused unless the command ignores it; a change
     * that may leave a valid input (a flipped byte, a negated number, a cut JSONL or CSV file) may give anything but
     * a stack trace.
     */
    Expectation expectation() {
        String file = mutation.file();
        if (command.writes(file)) {
            return Expectation.SAME_OR_REFUSED;
        }
        boolean read = mutation.kind() == Kind.COPY_FOLDER
                ? seed.files().stream().anyMatch(f -> f.startsWith(file + "/") && command.reads(f))
                : command.reads(file);
        if (command.lenient(file)) {
            return Expectation.ANY_CLEAR;
        }
        if (!read) {
            boolean consulted = mutation.kind() == Kind.COPY_FOLDER
                    ? seed.files().stream().anyMatch(f -> f.startsWith(file + "/") && command.consulted(f))
                    : command.consulted(file);
            return consulted ? Expectation.SAME_OR_REFUSED : Expectation.SAME;
        }
        boolean json = file.endsWith(".json");
        return switch (mutation.kind()) {
            case REFORMAT, REORDER, EXTRA -> Expectation.SAME;
            case TRAILING, DUPLICATE, FIFO, FOLDER, DANGLING -> Expectation.REFUSED;
            case DELETE -> command.optional(file) ? Expectation.ANY_CLEAR : Expectation.REFUSED;
            case REMOVE -> command.sparse(file) ? Expectation.ANY_CLEAR : Expectation.SAME_OR_REFUSED;
            case SET -> switch (Value.of(mutation.args().get(1))) {
                case NAN, INFINITY -> Expectation.REFUSED;
                case NEGATE, DOUBLE -> Expectation.ANY_CLEAR;
                default -> Expectation.SAME_OR_REFUSED;
            };
            case TRUNCATE -> truncation(json);
            case INSERT -> switch (mutation.args().get(1)) {
                case "invalid-utf8" -> Expectation.REFUSED;
                case "cr" -> json ? Expectation.SAME_OR_REFUSED : Expectation.ANY_CLEAR;
                default -> Expectation.SAME_OR_REFUSED;
            };
            case LONG_LINE -> Integer.parseInt(mutation.args().get(1)) >= LONG_LINE_LIMIT
                    ? Expectation.SAME_OR_REFUSED : Expectation.ANY_CLEAR;
            case FLIP -> Expectation.ANY_CLEAR;
            case SYMLINK, COPY, COPY_FOLDER -> Expectation.SAME_OR_REFUSED;
        };
    }

    /** A line at least this long is over every reader's stated limit (1 MiB). */
    static final int LONG_LINE_LIMIT = 1 << 20;

    private Expectation truncation(boolean json) {
        int length = Integer.parseInt(mutation.args().get(0));
        if (length == 0) {
            return Expectation.REFUSED;
        }
        if (!json) {
            return Expectation.ANY_CLEAR;
        }
        // a JSON document cut anywhere before its last brace is not JSON; cut after it, nothing changed
        return length >= seed.jsonLength(mutation.file()) ? Expectation.SAME : Expectation.REFUSED;
    }
}
