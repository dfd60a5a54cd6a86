package io.meshbench.harness.cli;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The cases the fuzzer found ({@code src/test/resources/fuzz/corpus.yaml}). A case still disabled stands for its class
 * of failure, which the fuzzer then leaves out (as rejected draws, counted in jqwik's report) until it is fixed: the
 * class of a case is its command, its mutation's kind and the name of the file it changes.
 */
final class FuzzCorpus {

    private static final Path FILE = Path.of("src/test/resources/fuzz/corpus.yaml");

    /** {@code replay}: a fuzz case's line; {@code found}: what it did when found; {@code disabled}: why it is skipped. */
    record Case(String replay, String found, String disabled) {
    }

    private FuzzCorpus() {
    }

    static List<Case> cases() {
        try {
            return new ObjectMapper(new YAMLFactory()).readValue(FILE.toFile(), new TypeReference<>() { });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The classes of the cases not fixed yet. */
    static Set<String> openClasses() {
        return cases().stream().filter(c -> c.disabled() != null).map(c -> classOf(FuzzCase.parse(c.replay())))
                .collect(Collectors.toUnmodifiableSet());
    }

    static String classOf(FuzzCase fuzzCase) {
        return fuzzCase.command().name() + " " + fuzzCase.mutation().kind();
    }
}
