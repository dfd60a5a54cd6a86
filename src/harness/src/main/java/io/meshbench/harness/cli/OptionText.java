package io.meshbench.harness.cli;

import java.nio.file.Path;

/**
 * What the commands' text options mean: the Maven profiles pass every option whether the user set it or not, so an
 * empty value is "not given"; and a path given is made absolute once, because JMeter, ZooKeeper and the services run
 * in folders of their own, where a relative path would point nowhere.
 */
final class OptionText {

    private OptionText() {
    }

    /** Whether the option was given: not null, not blank. */
    static boolean given(String value) {
        return value != null && !value.isBlank();
    }

    static Path absolute(String path) {
        return absolute(Path.of(path));
    }

    static Path absolute(Path path) {
        return path.toAbsolutePath().normalize();
    }

    /** The path given, absolute; null when not given. */
    static Path absoluteOrNull(String path) {
        return given(path) ? absolute(path) : null;
    }
}
