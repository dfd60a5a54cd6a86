package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.api.Reports;
import io.meshbench.results.format.LevelName;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every shipped scenario's level named in the level grammar ({@link LevelName}) reads back to its own name and to the
 * load the level declares, and the harness names such a level as the grammar does. Names outside the grammar
 * ({@code 50u-max}, {@code 1cpu}) are free names and stay so.
 */
class ShippedLevelNamesTest {

    @Test
    void everyShippedLevelNameInTheGrammarRoundTripsAndMatchesItsLoad() throws IOException {
        List<String> inGrammar = new ArrayList<>();
        List<String> free = new ArrayList<>();
        try (Stream<Path> files = Files.list(ShippedScenariosTest.SCENARIOS)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                for (Level level : new ScenarioLoader(Reports.tableNames()).load(file).load().levels()) {
                    String where = file.getFileName() + ": " + level.name();
                    LevelName name = LevelName.parse(level.name()).orElse(null);
                    if (name == null) {
                        free.add(level.name());
                        continue;
                    }
                    inGrammar.add(level.name());
                    assertThat(name.toString()).as(where).isEqualTo(level.name());
                    Level shorthand = Level.parseShorthand(level.name(), level.users());
                    assertThat(shorthand.name()).as(where).isEqualTo(level.name());
                    assertThat(shorthand.atRest()).as(where).isEqualTo(level.atRest());
                    assertThat(shorthand.users()).as(where).isEqualTo(level.users());
                    assertThat(shorthand.targetTps()).as(where).isEqualTo(level.targetTps());
                    assertThat(shorthand.capacityPct()).as(where).isEqualTo(level.capacityPct());
                }
            }
        }
        assertThat(inGrammar).contains("at-rest", "50u-1000tps", "100u-2000tps", "20u-100tps", "500rps", "4000rps");
        assertThat(free).contains("50u-max", "1cpu", "2cpu");
    }

    /** The names the harness gives levels without one are the grammar's names. */
    @Test
    void unnamedLevelsAreNamedByTheGrammar() {
        assertThat(new Level(null, 50, 1000).name()).isEqualTo(LevelName.nominal(50, 1000).toString());
        assertThat(new Level(null, 50, 0, 30).name()).isEqualTo("50u-30pct-cap");
        assertThat(Level.atRest(null).name()).isEqualTo("at-rest");
        assertThat(Level.parseShorthand("30%cap", 20).name()).isEqualTo("20u-30pct-cap");
        assertThat(Level.parseShorthand("500", 20)).isEqualTo(new Level("500rps", 20, 500));
        assertThat(Level.parseShorthand("50u-max", 20)).isNull();
    }
}
