package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Replays every case the input fuzzer found ({@code src/test/resources/fuzz/corpus.yaml}) with the fuzzer's own
 * invariants ({@link FuzzCheck}), so that a found class stays fixed whatever the fuzzer's seed draws next. A case that
 * is not fixed yet carries {@code disabled: "reason: ..."} and is reported as skipped with that reason
 * ({@code -Dfuzz.corpus.all=true} replays it anyway, to see whether a fix arrived).
 */
class FuzzCorpusTest {

    @TempDir
    Path temp;

    @TestFactory
    Stream<DynamicTest> everyFoundCaseNowEndsInTheSameResultOrAClearError() {
        List<FuzzCorpus.Case> cases = FuzzCorpus.cases();
        assertThat(cases).isNotEmpty();
        assertThat(cases.stream().map(FuzzCorpus.Case::replay).distinct().count()).as("cases replayed twice").isEqualTo(cases.size());
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.replay(), () -> {
            Assumptions.assumeTrue(c.disabled() == null || Boolean.getBoolean("fuzz.corpus.all"), () -> "disabled: " + c.disabled());
            FuzzCheck.check(FuzzCase.parse(c.replay()), temp);
        }));
    }
}
