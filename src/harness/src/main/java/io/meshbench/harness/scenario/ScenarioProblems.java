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
    private final List<String> problems = new ArrayList<>();

    ScenarioProblems(Path file, YamlLocations locations) {
        this.file = file;
        this.locations = locations;
    }

    /** Records a problem as "line N: field...": {@code text} follows the field's name. */
    void add(String field, String text) {
        problems.add(locations.prefix(field) + field + text);
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
        if (problems.size() == 1) {
            throw new ScenarioException(file + ": " + problems.get(0)); // one problem, one line
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException("Scenario file " + file + " has " + problems.size() + " problem(s):\n  - "
                    + String.join("\n  - ", problems));
        }
    }
}
