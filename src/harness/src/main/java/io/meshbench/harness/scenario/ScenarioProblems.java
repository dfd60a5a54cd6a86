package io.meshbench.harness.scenario;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The problems found in one scenario file, each as "line N: field..." so the user finds it; the checks share this
 * list, and it is reported all at once.
 */
final class ScenarioProblems {

    /** Names become folder names and ZooKeeper-free identifiers. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    private final Path file;
    private final YamlLocations locations;
    private final OverriddenFields overridden;
    private final List<String> problems = new ArrayList<>();
    /** How many of the problems are about a command-line option rather than a line of the file. */
    private int aboutOptions;

    ScenarioProblems(Path file, YamlLocations locations, OverriddenFields overridden) {
        this.file = file;
        this.locations = locations;
        this.overridden = overridden;
    }

    /**
     * Records a problem as "line N: field...": {@code text} follows the field's name. A field a command-line option
     * set is named by the option instead ("--rounds 0 must be 1 or more", "--levels '50u-0%cap', its capacityPct: ..."),
     * and its advice "e.g. warmup: 60s" becomes "e.g. --warmup 60s". While options are given, a problem of the file
     * says which: they may be its cause (a fault after a shortened window).
     */
    void add(String field, String text) {
        String origin = overridden.originOf(field);
        if (origin == null) {
            String given = overridden.given();
            problems.add(locations.prefix(field) + field + text
                    + (given.isEmpty() ? "" : " (with " + given + " given on the command line)"));
            return;
        }
        String rest = field.substring(origin.length()).replaceFirst("^\\.", "");
        String option = overridden.optionOf(origin);
        String advice = rest.isEmpty() && option != null ? text.replace("e.g. " + field + ": ", "e.g. " + option + " ") : text;
        problems.add(overridden.labelOf(field) + (rest.isEmpty() ? "" : ", its " + rest) + advice);
        aboutOptions++;
    }

    void checkName(String field, String value) {
        if (value == null || value.isBlank()) {
            add(field, " is missing");
        } else if (!NAME.matcher(value).matches()) {
            add(field, ": '" + value + "' may hold only letters, digits, '.', '_' and '-' (it names folders)");
        }
    }

    void checkFile(String field, String value, String what) {
        if (value == null || value.isBlank()) {
            add(field, " is missing: " + what);
        } else if (!Files.isRegularFile(Path.of(value))) {
            add(field, ": " + value + " does not exist (" + what + ")");
        }
    }

    /** Throws one line for one problem, else the file and every problem in the order found; nothing if none. */
    void throwIfAny() {
        if (problems.size() == 1) { // one problem, one line: the option's, or the file's
            throw new ScenarioException(aboutOptions == 1 ? problems.get(0) : file + ": " + problems.get(0));
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException("Scenario file " + file + " has " + problems.size() + " problem(s):\n  - "
                    + String.join("\n  - ", problems));
        }
    }
}
