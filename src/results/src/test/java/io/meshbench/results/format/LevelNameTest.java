package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class LevelNameTest {

    @Test
    void readsEveryForm() {
        assertThat(LevelName.parse("at-rest")).contains(LevelName.atRest());
        assertThat(LevelName.parse("50u-1000tps")).contains(LevelName.nominal(50, 1000));
        assertThat(LevelName.parse("500rps")).contains(LevelName.rate(500));
        assertThat(LevelName.parse("500")).contains(LevelName.rate(500));
        assertThat(LevelName.parse("50u-30%cap")).contains(LevelName.capacity(50, 30));
        assertThat(LevelName.parse("50u-30pct-cap")).contains(LevelName.capacity(50, 30));
        assertThat(LevelName.parse("30%cap")).contains(LevelName.capacity(null, 30));
        assertThat(LevelName.parse("30pct-cap")).contains(LevelName.capacity(null, 30));
        assertThat(LevelName.parse("  20u-100tps ")).as("blanks around").contains(LevelName.nominal(20, 100));
        assertThat(LevelName.parse("0u-0tps")).as("the numbers are the harness's check").contains(LevelName.nominal(0, 0));
        assertThat(LevelName.parse("999999999u-999999999tps")).contains(LevelName.nominal(999_999_999, 999_999_999));
    }

    /** The name is what a run folder is called: no '%'; it reads back to the same level. */
    @Test
    void theNameIsFolderSafeAndReadsBack() {
        List<LevelName> names = List.of(LevelName.atRest(), LevelName.nominal(50, 1000), LevelName.rate(4000),
                LevelName.capacity(50, 30), LevelName.capacity(null, 100));

        assertThat(names).extracting(LevelName::toString)
                .containsExactly("at-rest", "50u-1000tps", "4000rps", "50u-30pct-cap", "100pct-cap");
        for (LevelName name : names) {
            assertThat(LevelName.parse(name.toString())).as(name.toString()).contains(name);
            assertThat(LevelName.parse(name.toOptionText())).as(name.toOptionText()).contains(name);
        }
    }

    @Test
    void theOptionTextWritesAShareWithAPercentSign() {
        assertThat(LevelName.capacity(50, 30).toOptionText()).isEqualTo("50u-30%cap");
        assertThat(LevelName.capacity(null, 30).toOptionText()).isEqualTo("30%cap");
        assertThat(LevelName.nominal(50, 1000).toOptionText()).isEqualTo("50u-1000tps");
        assertThat(LevelName.atRest().toOptionText()).isEqualTo("at-rest");
    }

    @Test
    void aShareWithoutUsersTakesTheScenariosOnly() {
        assertThat(LevelName.capacity(null, 30).withUsersIfMissing(20)).isEqualTo(LevelName.capacity(20, 30));
        assertThat(LevelName.capacity(50, 30).withUsersIfMissing(20)).isEqualTo(LevelName.capacity(50, 30));
        assertThat(LevelName.rate(500).withUsersIfMissing(20)).as("a rate's name never carries users")
                .isEqualTo(LevelName.rate(500));
    }

    @Test
    void refusesWhatIsInNoForm() {
        for (String bad : List.of("", "at rest", "At-Rest", "50u-1000", "50u1000tps", "u-100tps", "50-1000tps",
                "50U-1000TPS", "50u-1000tps-", "50u-30%", "50u-30cap", "50u-30pctcap", "1000%cap", "50u-1000%cap",
                "-5rps", "5 rps", "1.5rps", "1234567890rps", "1234567890u-1tps", "50u-max", "1cpu", "50u-30%cap,")) {
            assertThat(LevelName.parse(bad)).as("'" + bad + "'").isEmpty();
        }
    }

    @Test
    void aValueOfOneFormHasOnlyItsNumbers() {
        assertThatThrownBy(() -> new LevelName(LevelName.Form.RATE, 50, 500, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LevelName(LevelName.Form.NOMINAL, 50, null, null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
