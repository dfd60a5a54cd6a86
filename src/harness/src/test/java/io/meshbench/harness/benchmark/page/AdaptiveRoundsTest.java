package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AdaptiveRoundsTest {

    @Test
    void theScenarioWhoseCellIsNearestToADecisionGoesFirst() {
        AdaptiveRounds.Candidate router = new AdaptiveRounds.Candidate("router", 300, 3, 10, List.of(4, 2, 6));
        AdaptiveRounds.Candidate removal = new AdaptiveRounds.Candidate("removal", 100, 3, 10, List.of(3, 3, 3));
        assertThat(AdaptiveRounds.next(List.of(removal, router), 3600)).contains(router);
    }

    @Test
    void amongEquallyNearScenariosTheOneWithMoreSuchCellsThenTheCheaperRoundGoesFirst() {
        AdaptiveRounds.Candidate one = new AdaptiveRounds.Candidate("one", 100, 3, 10, List.of(1));
        AdaptiveRounds.Candidate two = new AdaptiveRounds.Candidate("two", 300, 3, 10, List.of(1, 1));
        AdaptiveRounds.Candidate cheapTwo = new AdaptiveRounds.Candidate("cheap", 200, 3, 10, List.of(1, 1, 5));
        assertThat(AdaptiveRounds.next(List.of(one, two, cheapTwo), 3600)).contains(cheapTwo);
    }

    @Test
    void aRoundThatDoesNotFitTheTimeLeftIsNotChosen() {
        AdaptiveRounds.Candidate router = new AdaptiveRounds.Candidate("router", 300, 3, 10, List.of(1));
        AdaptiveRounds.Candidate removal = new AdaptiveRounds.Candidate("removal", 100, 3, 10, List.of(5));
        assertThat(AdaptiveRounds.next(List.of(router, removal), 200)).contains(removal);
        assertThat(AdaptiveRounds.next(List.of(router, removal), 99)).isEmpty();
    }

    @Test
    void aScenarioAtItsLastRoundOrWhoseCellsNoRoundDecidesIsNotChosen() {
        AdaptiveRounds.Candidate done = new AdaptiveRounds.Candidate("done", 10, 10, 10, List.of(1));
        AdaptiveRounds.Candidate beyond = new AdaptiveRounds.Candidate("beyond", 10, 8, 10, List.of(3));
        AdaptiveRounds.Candidate none = new AdaptiveRounds.Candidate("none", 10, 3, 10, List.of());
        assertThat(AdaptiveRounds.next(List.of(done, beyond, none), 3600)).isEmpty();
    }
}
