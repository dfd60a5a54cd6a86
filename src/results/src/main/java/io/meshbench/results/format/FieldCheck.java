package io.meshbench.results.format;

import io.meshbench.results.ResultsException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Range checks of a file's fields, each failure one line naming the file and the field. */
final class FieldCheck {

    private final Path file;

    /** The file whose fields are checked, for a message of the caller's own. */
    Path file() {
        return file;
    }

    FieldCheck(Path file) {
        this.file = file;
    }

    /** A field the reader cannot do without: present, and text not blank. */
    void present(String field, Object value, String meaning) {
        if (value == null || value instanceof String text && text.isBlank()) {
            throw new ResultsException(file + ": field '" + field + "' is missing; it must give " + meaning
                    + ". Fix it as docs/formats.md describes.");
        }
    }

    /** A number that cannot be below 0 (seconds, a share): NaN and the infinities are not numbers here either. */
    void notNegative(String field, Double value, String meaning) {
        if (value != null && !(value >= 0 && Double.isFinite(value))) {
            throw bad(field, value, "it must be 0 or more (" + meaning + ")");
        }
    }

    void atLeast(String field, Number value, long minimum, String meaning) {
        if (value != null && value.longValue() < minimum) {
            throw bad(field, value, "it must be " + minimum + " or more (" + meaning + ")");
        }
    }

    /**
     * A duration of one run in seconds: 0 to a week (the longest --warmup or --duration the options take); beyond it
     * a value is a typo, and its milliseconds would overflow.
     */
    void runSeconds(String field, Long value, String meaning) {
        atLeast(field, value, 0, meaning);
        if (value != null && value > LONGEST_RUN_SECONDS) {
            throw bad(field, value, "it must be at most " + LONGEST_RUN_SECONDS + " (a week; " + meaning + ")");
        }
    }

    static final long LONGEST_RUN_SECONDS = 7 * 24 * 3600;

    /** The same for a duration the file holds as seconds (whole or not); the message shows the seconds written. */
    void runSeconds(String field, Duration value, String meaning) {
        if (value != null && value.isNegative()) {
            throw bad(field, DurationSeconds.plain(value), "it must be 0 or more (" + meaning + ")");
        }
        if (value != null && value.compareTo(Duration.ofSeconds(LONGEST_RUN_SECONDS)) > 0) {
            throw bad(field, DurationSeconds.plain(value), "it must be at most " + LONGEST_RUN_SECONDS + " (a week; "
                    + meaning + ")");
        }
    }

    void positive(String field, Double value, String meaning) {
        if (value != null && !(value > 0 && Double.isFinite(value))) {
            throw bad(field, value, "it must be a number above 0 (" + meaning + ")");
        }
    }

    /** A percentage: 0 or more, and at most 100 when {@code bounded} (CPU may exceed one core). */
    void percent(String field, Double value, boolean bounded) {
        if (value != null && !(value >= 0 && Double.isFinite(value) && (!bounded || value <= 100))) {
            throw bad(field, value, bounded ? "it must be a percentage from 0 to 100" : "it must be 0 or more");
        }
    }

    /** A window of epoch ms that does not end before it starts. */
    void window(String field, Long startMs, Long endMs) {
        if (startMs != null && endMs != null && endMs < startMs) {
            throw bad(field, "{startMs: " + startMs + ", endMs: " + endMs + "}", "it must not end before it starts");
        }
    }

    void oneOf(String field, String value, List<String> allowed) {
        if (value != null && !allowed.contains(value)) {
            throw bad(field, '"' + value + '"', "it must be one of " + allowed);
        }
    }

    /** Lists of strings by name (command lines): each a list, none holding null. */
    void wholeLists(String field, java.util.Map<String, List<String>> lists, String meaning) {
        if (lists == null) {
            return;
        }
        lists.forEach((name, list) -> {
            if (list == null || list.contains(null)) {
                throw bad(field + "." + name, list, "it must be a list of strings (" + meaning + ")");
            }
        });
    }

    private ResultsException bad(String field, Object value, String rule) {
        return new ResultsException(file + ": field '" + field + "' is " + value + "; " + rule
                + ". Fix it as docs/formats.md describes.");
    }
}
