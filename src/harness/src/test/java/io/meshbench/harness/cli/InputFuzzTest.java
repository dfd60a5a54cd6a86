package io.meshbench.harness.cli;

import io.meshbench.harness.cli.Mutation.Kind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The input fuzzer: real folders (the recorded quickstart, the page folders of the test resources, the committed
 * reference page) copied, changed by one {@link Mutation} (bytes, JSON members and values, links, FIFOs, folders, copied
 * rounds, long lines) and given to every reading command through the real {@code meshbench} command line;
 * {@link FuzzCheck} holds the invariants. A fixed seed and {@code fuzz.tries} cases (the POM's default keeps the
 * ordinary test run short; {@code -Dfuzz.tries=2000} runs longer, docs/development.md). Every failing case is also
 * appended as one line to {@code target/fuzz-findings.txt}; with {@code -Dfuzz.survey=true} the run records every
 * failure there and goes on instead of stopping at the first. A failure becomes a corpus case
 * ({@code fuzz/corpus.yaml}, replayed by {@link FuzzCorpusTest}); while a case is disabled there, the cases of its
 * class ({@link FuzzCorpus#classOf}) are drawn but not run (jqwik's "checks" count the ones run).
 */
class InputFuzzTest {

    private static final Path FINDINGS = Path.of("target/fuzz-findings.txt");
    private static Path temp;
    private static final java.util.Set<String> OPEN = FuzzCorpus.openClasses();

    @BeforeContainer
    static void createTemp() throws IOException {
        temp = Files.createTempDirectory("meshbench-fuzz");
    }

    @AfterContainer
    static void deleteTemp() throws IOException {
        Mutation.deleteTree(temp);
    }

    @Property(seed = "20261128", shrinking = ShrinkingMode.OFF)
    void everyMutatedFolderEndsInTheSameResultOrAClearError(@ForAll("cases") FuzzCase fuzzCase) throws IOException {
        boolean survey = Boolean.getBoolean("fuzz.survey");
        Assume.that(survey || !OPEN.contains(FuzzCorpus.classOf(fuzzCase)));
        try {
            FuzzCheck.check(fuzzCase, temp);
        } catch (AssertionError failure) {
            String firstLine = Objects.toString(failure.getMessage(), fuzzCase.toString()).lines().findFirst().orElse("");
            Files.createDirectories(FINDINGS.getParent());
            Files.writeString(FINDINGS, firstLine + System.lineSeparator(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            if (!survey) {
                throw failure;
            }
        }
    }

    @Provide
    Arbitrary<FuzzCase> cases() {
        return Combinators.combine(Arbitraries.integers().between(0, 1000), Arbitraries.integers().between(0, 1000),
                        Arbitraries.of(Kind.class), Arbitraries.longs())
                .as(FuzzCaseGenerator::generate)
                .filter(Objects::nonNull);
    }
}
