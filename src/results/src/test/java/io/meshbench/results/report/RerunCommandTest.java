package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.LevelName;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RerunCommandTest {

    @Test
    void replacesTheMavenLevelsPropertyOrAddsIt() {
        assertThat(RerunCommand.atCapacity("./mvnw verify -Prouter -Dlevels=50u-1000tps -Drounds=3", List.of(50, 100)))
                .contains("./mvnw verify -Prouter -Dlevels=50u-30%cap,100u-60%cap -Drounds=3");
        assertThat(RerunCommand.atCapacity("./mvnw verify -Prouter -Dsermant.home=/opt/s", List.of(50, 100)))
                .contains("./mvnw verify -Prouter -Dsermant.home=/opt/s -Dlevels=50u-30%cap,100u-60%cap");
    }

    @Test
    void replacesTheCliLevelsOptionInEitherSpellingOrAddsIt() {
        assertThat(RerunCommand.atCapacity("java -jar meshbench.jar run s.yaml --levels 5u-20tps --rounds 3", List.of(5)))
                .contains("java -jar meshbench.jar run s.yaml --levels 5u-30%cap,5u-60%cap --rounds 3");
        assertThat(RerunCommand.atCapacity("java -jar meshbench.jar run s.yaml --levels=5u-20tps", List.of(5)))
                .contains("java -jar meshbench.jar run s.yaml --levels 5u-30%cap,5u-60%cap");
        assertThat(RerunCommand.atCapacity("java -jar meshbench.jar run s.yaml", List.of(5, 10, 20)))
                .contains("java -jar meshbench.jar run s.yaml --levels 5u-30%cap,10u-60%cap,20u-60%cap");
    }

    /** A rate sweep at one user count (the ladder's 50u at 50, 100, 150 RPS) is suggested two levels, not three. */
    @Test
    void levelsAtTheSameUsersAreSuggestedOnceEach() {
        assertThat(RerunCommand.levels(List.of(50, 50, 50))).isEqualTo("50u-30%cap,50u-60%cap");
        assertThat(RerunCommand.levels(List.of(50, 50, 100))).isEqualTo("50u-30%cap,50u-60%cap,100u-60%cap");
    }

    @Test
    void noCommandOrNoLevelGivesNothing() {
        assertThat(RerunCommand.atCapacity(null, List.of(50))).isEmpty();
        assertThat(RerunCommand.atCapacity("./mvnw verify", List.of())).isEmpty();
    }

    /** The suggested levels are in the grammar the harness's --levels reads: shares of capacity at the same users. */
    @Test
    void suggestsLevelsTheLevelGrammarReads() {
        List<LevelName> suggested = Arrays.stream(RerunCommand.levels(List.of(5, 10, 20)).split(","))
                .map(text -> LevelName.parse(text).orElseThrow()).toList();

        assertThat(suggested).containsExactly(LevelName.capacity(5, 30), LevelName.capacity(10, 60), LevelName.capacity(20, 60));
    }
}
