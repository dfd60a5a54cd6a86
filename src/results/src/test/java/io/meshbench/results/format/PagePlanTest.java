package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** page-plan.json's one definition: what the page run writes, meshbench page reads back, unknown fields ignored. */
class PagePlanTest {

    @TempDir
    Path dir;

    @Test
    void whatThePageRunWritesReadsBackEqual() {
        Map<String, Object> machine = new LinkedHashMap<>();
        machine.put("cpu", "AMD EPYC");
        machine.put("cores", 2);
        PagePlan plan = new PagePlan("sermant-page", null, 5400.0, "./mvnw verify -Psermant-page", machine,
                List.of("router: rounds 3 -> 1"), List.of(
                new PagePlan.Scenario("router", "router", "router", 1240.0, 23.0, List.of("50u-1000tps"), null, true,
                        60.0, 120.0, 3, PagePlan.DONE, null, 1302.0, null),
                new PagePlan.Scenario("xds-routing", null, null, null, null, null, List.of("okhttp3"), null, null, null,
                        null, PagePlan.PENDING, "the budget ran out", null, PagePlan.DUET),
                new PagePlan.Scenario("removal", null, null, null, null, null, null, null, null, null, 5,
                        PagePlan.DONE, null, 900.0, PagePlan.SEQUENTIAL, List.of(3, 4, 5))));
        plan.write(dir);
        assertThat(PagePlan.read(dir)).isEqualTo(plan);
        assertThat(PagePlan.read(dir).scenarios().get(1).folderOrName()).isEqualTo("xds-routing");
        assertThat(dir.resolve("page-plan.json.partial")).doesNotExist();
    }

    @Test
    void unknownFieldsAreIgnored() throws IOException {
        Files.writeString(dir.resolve(PagePlan.FILE), """
                {"page": "p", "version": 7, "scenarios": [{"scenario": "router", "stacks": ["okhttp2"], "status": "done"}]}
                """);
        PagePlan plan = PagePlan.read(dir);
        assertThat(plan.scenarios()).extracting(PagePlan.Scenario::scenario).containsExactly("router");
        assertThat(plan.scenarios().get(0).status()).isEqualTo("done");
    }

    /** Issue 35: NaN strings, negative or fractional rounds and negative seconds were rendered as if valid. */
    @Test
    void figuresThatCannotBeAreRefusedWithTheirField() throws IOException {
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("\"budgetSeconds\": \"NaN\"", "line 1: field 'budgetSeconds' is \"NaN\"");
        cases.put("\"budgetSeconds\": -5", "field 'budgetSeconds' is -5.0; it must be 0 or more");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"rounds\": 1.5}]",
                "field 'scenarios[0].rounds' (line 1) has the wrong type");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"rounds\": 0}]",
                "field 'scenarios[0].rounds' is 0; it must be 1 or more");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"plannedSeconds\": -1}]",
                "field 'scenarios[0].plannedSeconds' is -1.0; it must be 0 or more");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"warmupSeconds\": \"60\"}]",
                "field 'scenarios[0].warmupSeconds' (line 1) has the wrong type");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"rounds\": 5, \"looks\": [3, 6]}]",
                "field 'scenarios[0].looks' is [3, 6]; it lists the round counts the page looked at, increasing, "
                + "from 3 up to the scenario's rounds");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"rounds\": 5, \"looks\": [4, 3]}]",
                "field 'scenarios[0].looks' is [4, 3]");
        cases.put("\"scenarios\": [{\"scenario\": \"router\", \"rounds\": 5, \"looks\": [2]}]",
                "field 'scenarios[0].looks' is [2]");
        cases.forEach((field, message) -> {
            String json = field.startsWith("\"scenarios\"") ? "{\"page\": \"p\", " + field + "}"
                    : "{\"page\": \"p\", " + field + ", \"scenarios\": [{\"scenario\": \"router\"}]}";
            try {
                Files.writeString(dir.resolve(PagePlan.FILE), json);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> PagePlan.read(dir)).as(field)
                    .isInstanceOf(io.meshbench.results.ResultsException.class)
                    .hasMessageStartingWith(dir.resolve(PagePlan.FILE) + ": ").hasMessageContaining(message);
        });
    }
}
