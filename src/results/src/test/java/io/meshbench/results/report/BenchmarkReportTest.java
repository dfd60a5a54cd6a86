package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.MetricComparison;
import io.meshbench.results.comparison.TreatmentComparison;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchmarkReportTest {

    @TempDir
    Path dir;

    private BenchmarkFixture twoRounds() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "50u-100tps", 1, 6, 100, 0, 100, 10.0, false, 100.0);
        fixture.run("baseline", "Baseline", "50u-100tps", 2, 6, 100, 0, 102, 10.4, false, 100.0);
        fixture.run("sermant-router", "Sermant router", "50u-100tps", 1, 6, 100, 2, 130, 13.0, true, 100.0);
        fixture.run("sermant-router", "Sermant router", "50u-100tps", 2, 6, 100, 2, 128, 13.6, true, 100.0);
        return fixture;
    }

    @Test
    void comparesEachTreatmentWithTheBaselineInSermantsConventions() throws IOException {
        twoRounds().meta("""
                {"scenario":"router","baseline":"baseline","tables":["plugin","component","memory","sidecar","summary","labels"],
                 "treatments":[{"name":"baseline","label":"Baseline"},{"name":"sermant-router","label":"Sermant router"}],
                 "environment":{"cores":2,"jdk":"17"}}
                """);
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        TreatmentComparison router = outcome.model().comparisons().get(0);
        assertThat(router.treatmentLabel()).isEqualTo("Sermant router");
        assertThat(router.baselineRounds()).containsExactly(1, 2);

        // CPU in % of one core: the fixture's consumer used 10.2 % and 13.3 % of the 2-core machine
        MetricComparison cpu = router.metrics().get("cpuCorePct");
        assertThat(cpu.baseline()).isCloseTo(20.4, offset(1e-9));
        assertThat(cpu.treated()).isCloseTo(26.6, offset(1e-9));
        assertThat(cpu.roundDeltas()).hasSize(2);
        assertThat(cpu.deltaMin()).isCloseTo(6.0, offset(1e-9));
        assertThat(cpu.deltaMax()).isCloseTo(6.4, offset(1e-9));
        // two rounds: their spread, no interval and no verdict
        assertThat(cpu.withinNoise()).isNull();
        assertThat(cpu.verdict()).isEqualTo(MetricComparison.Verdict.NONE);
        assertThat(cpu.cell()).isEqualTo("20.4% / 26.6% / 6.2% [6.0%..6.4%] (2 rounds), undecided: about 1 more round");

        assertThat(router.metrics().get("heap").cell()).isEqualTo("101.0M / 129.0M / 28.0M [26.0M..30.0M] (2 rounds), undecided: about 1 more round");
        // latency: 10 ms, +10 ms on every fifth sample -> p90 = 20 ms; treated +2 ms -> 22 ms = +10%
        assertThat(router.metrics().get("p90").cell()).isEqualTo("20ms / 22ms / 10.0% [10.0%..10.0%] (2 rounds), undecided: about 1 more round");
        assertThat(router.metrics().get("throughput").delta()).isCloseTo(0.0, offset(1.0));

        // the label run by the treated side only: "—" on the baseline side
        assertThat(router.labels()).containsKeys("a", "b", "only-treated");
        assertThat(router.labels().get("only-treated").get("p90").cell()).isEqualTo("— / 12ms / —"); // i % 10 == 9: never a slow fifth

        assertThat(outcome.markdown())
                .contains("# MeshBench report: router")
                .contains("| threads | CPU (% of one core) | CPU per request | heap | metaspace | P90 | P95 | throughput |")
                .contains("| 50 | 20.4% / 26.6% / 6.2% [6.0%..6.4%] (2 rounds), undecided: about 1 more round | 2.040ms / 2.661ms / 0.621ms [0.601ms..0.641ms] (2 rounds), undecided: about 1 more round | 101.0M / 129.0M / 28.0M [26.0M..30.0M] (2 rounds), undecided: about 1 more round |")
                .contains("| threads | time to max TPS | max TPS | avg TPS | CPU + (pp of one core) | CPU per request + | heap + | metaspace + |")
                .contains("| threads | total (RSS) | heap | non-heap except code cache | classes | threads (JVM) |")
                .contains("| threads | CPU + (pp of one core) | CPU per request + | memory + | avg latency + | p90 + | p99 + |")
                .contains("## JMeter summary")
                .contains("| only-treated | — / ");
        assertThat(Files.readString(dir.resolve("report.md"))).isEqualTo(outcome.markdown());
        assertThat(outcome.model().plots()).containsExactly(
                new ReportModel.Plot("50u-100tps", "TPS over time: 50u-100tps", "plots/tps-50u-100tps.png",
                        "plots/tps-50u-100tps.svg"));
        assertThat(Files.size(dir.resolve("plots/tps-50u-100tps.png"))).isPositive();
        assertThat(outcome.markdown()).contains("![TPS over time: 50u-100tps](plots/tps-50u-100tps.png)");

        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(json.at("/comparisons/0/metrics/cpuCorePct/cell").asText()).isEqualTo(cpu.cell());
        assertThat(json.at("/runs").size()).isEqualTo(4);
        assertThat(json.at("/runs/0/total/samples").asLong()).isEqualTo(600);
    }

    @Test
    void aDeltaWhoseIntervalContainsZeroIsWithinNoiseAndReportJsonSaysHowItWasDecided() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("baseline", "Baseline", "l", 2, 4, 50, 0, 100, 12.0, false, null);
        fixture.run("baseline", "Baseline", "l", 3, 4, 50, 0, 100, 11.0, false, null);
        fixture.run("agent", "Agent", "l", 1, 4, 50, 0, 100, 11.0, false, null);
        fixture.run("agent", "Agent", "l", 2, 4, 50, 0, 100, 11.0, false, null);
        fixture.run("agent", "Agent", "l", 3, 4, 50, 0, 100, 11.0, false, null);
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        MetricComparison cpu = outcome.model().comparisons().get(0).metrics().get("cpuCorePct");
        assertThat(cpu.roundDeltas()).containsExactly(2.0, -2.0, 0.0);
        assertThat(cpu.withinNoise()).isTrue();
        // in % of one core (the fixture's 2-core machine): mean 0, s = 2: ± 2 t(0.975, 2) / √3 = ±4.97
        assertThat(cpu.cell()).isEqualTo("22.0% / 22.0% / 0.0% ±5.0% (95% t, 3 rounds), undecided: not within 100 more rounds at this spread (at 103 rounds its 90 % interval would still be ±0.327 pp, no narrower than the margin ±0.251 pp)");
        assertThat(outcome.markdown()).contains("| 50 | 22.0% / 22.0% / 0.0% ±5.0% (95% t, 3 rounds), undecided: not within 100 more rounds at this spread (at 103 rounds its 90 % interval would still be ±0.327 pp, no narrower than the margin ±0.251 pp) |");

        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile()).at("/comparisons/0/metrics/cpuCorePct");
        assertThat(json.path("verdict").asText()).isEqualTo("WITHIN_NOISE");
        assertThat(json.path("withinNoise").asBoolean()).isTrue();
        assertThat(json.at("/interval/lower").asDouble()).isCloseTo(-2 * 4.302652729911275 / Math.sqrt(3), offset(1e-9));
        assertThat(json.at("/interval/upper").asDouble()).isCloseTo(2 * 4.302652729911275 / Math.sqrt(3), offset(1e-9));
        assertThat(json.at("/interval/degreesOfFreedom").asInt()).isEqualTo(2);
        assertThat(json.at("/interval/confidence").asDouble()).isEqualTo(0.95);
        assertThat(json.at("/interval/method").asText()).startsWith("paired Student-t");
        assertThat(json.path("deltaMin").asDouble()).isEqualTo(-2.0);
        assertThat(json.path("deltaMax").asDouble()).isEqualTo(2.0);
        // what the gate reads back is what the report computed
        assertThat(io.meshbench.results.gate.GateInput.read(dir).comparisons().get(0).metrics().get("cpuCorePct"))
                .isEqualTo(cpu);
    }

    @Test
    void oneRoundShowsNoSpread() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("agent", "Agent", "l", 1, 4, 50, 0, 110, 11.0, false, null);
        MetricComparison heap = BenchmarkReport.build(dir, TemplateLibrary.standard()).model().comparisons().get(0)
                .metrics().get("heap");
        assertThat(heap.cell()).isEqualTo("100.0M / 110.0M / 10.0M, undecided: 2+ more rounds");
        assertThat(heap.withinNoise()).isNull();
    }

    @Test
    void anAtRestLevelComparesResourcesOfItsWindowAndHasNoLatencyOrThroughput() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.atRestRun("baseline", "Baseline", 1, 10, 100, 40, 9_000);
        fixture.atRestRun("agent", "Agent", 1, 10, 100, 52.5, 11_500);
        fixture.run("baseline", "Baseline", "5u-50tps", 1, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.run("agent", "Agent", "5u-50tps", 1, 4, 50, 3, 100, 10.0, false, 50.0);
        fixture.meta("{\"tables\":[\"plugin\",\"memory\",\"summary\",\"runs\"]}");

        BenchmarkReport.Outcome outcome = BenchmarkReport.build(dir, TemplateLibrary.standard());

        TreatmentComparison atRest = outcome.model().comparisons().stream()
                .filter(c -> c.level().equals("at-rest")).findFirst().orElseThrow();
        assertThat(atRest.atRest()).isTrue();
        // only the window counts: the minute before it (1 class, 90 % CPU) would pull both means far off
        assertThat(atRest.metrics().get("metaspace").delta()).isCloseTo(12.5, offset(1e-9));
        assertThat(atRest.metrics().get("classes").delta()).isCloseTo(2_500, offset(1e-9));
        assertThat(atRest.metrics().get("cpuCorePct").baseline()).isCloseTo(1.0, offset(1e-9));
        assertThat(atRest.metrics().get("p90").baseline()).as("no latency at rest").isNull();
        assertThat(atRest.metrics().get("throughput").treated()).isNull();
        assertThat(atRest.machineSaturated()).isFalse();
        TreatmentComparison loaded = outcome.model().comparisons().stream()
                .filter(c -> c.level().equals("5u-50tps")).findFirst().orElseThrow();
        assertThat(loaded.atRest()).isFalse();
        MetricComparison latency = loaded.metrics().get("meanLatency");
        assertThat(latency.treated() - latency.baseline()).isCloseTo(3.0, offset(1e-9));

        String markdown = outcome.markdown();
        assertThat(markdown).contains("| at-rest | 1.0% / 1.0% / 0.0%, undecided: 2+ more rounds |", "40.0M / 52.5M / 12.5M", "— / — / — |")
                .contains("- errors 5u-50tps:").doesNotContain("- errors at-rest")
                .contains("### 5u-50tps").doesNotContain("### at-rest")
                .doesNotContain("plots/tps-at-rest.png");
        assertThat(dir.resolve("plots/tps-at-rest.png")).doesNotExist();
    }

    @Test
    void anAtRestRunWithoutItsWindowIsNotAnalysedAndTheReportNamesTheFile() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path run = fixture.atRestRun("baseline", "Baseline", 1, 10, 100, 40, 9_000);
        Path runJson = run.resolve("run.json");
        Files.writeString(runJson, Files.readString(runJson).replaceAll(",\\s*\"window\":\\{[^}]*\\}", ""));
        fixture.atRestRun("agent", "Agent", 1, 10, 100, 52.5, 11_500);

        String markdown = BenchmarkReport.build(dir, TemplateLibrary.standard()).markdown();
        assertThat(markdown).contains("not analysed: " + runJson).contains("needs its sampled \"window\"");
    }

    @Test
    void aRunTheMachineLimitedIsFlaggedBesideItsFigures() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        fixture.run("agent", "Agent", "l", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        BenchmarkReport.Outcome outcome = BenchmarkReport.build(dir, TemplateLibrary.standard());
        assertThat(outcome.model().comparisons().get(0).loadLimited()).isTrue();
        assertThat(outcome.markdown()).contains("⚠ load-limited |")
                .contains("⚠ load-limited: baseline round 1 achieved 50.0% of the 100 TPS target");
    }

    @Test
    void eachEnginesRateAndClockAreShownAndOneThatFellBehindIsFlagged() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.run("agent", "Agent", "l", 1, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(baseline, """
                "jmeter":{"exitCode":0,"timedOut":false,"engines":[
                {"id":1,"host":"ip netns exec mbt-b","users":2,"targetTps":25.0,"clockOffsetMs":0.12,"clockUncertaintyMs":0.4,"clockCorrectionMs":0,"exitCode":0,"timedOut":false,"rows":100,"samples":100,"errors":0,"achievedTps":25.0,"achievedPct":100.0,"fellBehind":false},
                {"id":2,"host":"ip netns exec mbt-c","users":2,"targetTps":25.0,"clockOffsetMs":250.5,"clockUncertaintyMs":0.4,"clockCorrectionMs":251,"exitCode":0,"timedOut":false,"rows":60,"samples":60,"errors":0,"achievedTps":15.0,"achievedPct":60.0,"fellBehind":true}],
                "clockSkew":{"boundMs":100.0,"largestOffsetMs":250.5,"beyondBound":true},"enginesBehind":[2]}""");

        BenchmarkReport.Outcome outcome = BenchmarkReport.build(dir, TemplateLibrary.standard());
        String markdown = outcome.markdown();

        TreatmentComparison comparison = outcome.model().comparisons().get(0);
        assertThat(comparison.loadLimited()).as("an engine behind limits the load as a load-limited run").isTrue();
        assertThat(comparison.flags()).contains("⚠ engine behind: baseline round 1: engine 2 achieved 60.0% of its "
                + "25.0 TPS, below 95% of its share: the load engine, not the treatment, may have been the limit; give "
                + "the engines more CPU or more engines (-Dengines)", "⚠ clock skew: baseline round 1: an engine's "
                + "clock was 250.5 ms from the controller's (bound 100.0 ms), so the merged window is uncertain by as "
                + "much; synchronise the hosts' clocks (chrony, NTP)");
        assertThat(comparison.flags()).noneMatch(flag -> flag.contains("Agent round"));
        assertThat(markdown).contains("⚠ engine behind ⚠ clock skew |")
                .contains("Load engines (independent JMeter processes")
                .contains("- Baseline l #1: engine 1 (ip netns exec mbt-b, 2 users) 25.0 / 25 TPS (100.0%), 100 rows, "
                        + "clock +0.12 ms ± 0.40; engine 2 (ip netns exec mbt-c, 2 users) 15.0 / 25 TPS (60.0%) "
                        + "⚠ engine behind, 60 rows, clock +250.50 ms ± 0.40 ⚠ clock skew: 250.5 ms");
        assertThat(markdown.lines().filter(line -> line.startsWith("- Agent l #1: engine"))).isEmpty();
    }

    @Test
    void aFolderWithoutABaselineIsRefused() throws IOException {
        new BenchmarkFixture(dir).run("agent", "Agent", "l", 1, 2, 10, 0, 100, 10.0, false, null);
        assertThatThrownBy(() -> BenchmarkReport.build(dir, TemplateLibrary.standard()))
                .isInstanceOf(ResultsException.class)
                .hasMessage(dir + ": no baseline: runs/baseline/ is missing (treatments found: agent). Run the baseline"
                        + " too, or name the baseline treatment in meta.json (\"baseline\").");
    }

    @Test
    void anUnknownTemplateListsTheAvailableOnes() throws IOException {
        twoRounds().meta("{\"tables\":[\"plugin\",\"pluginn\"]}");
        assertThatThrownBy(() -> BenchmarkReport.build(dir, TemplateLibrary.standard()))
                .isInstanceOf(ResultsException.class)
                .hasMessageStartingWith("unknown template 'pluginn': available are calibration, component, ")
                // every shipped template, in order (the list grows with each scenario's table)
                .hasMessageContaining(String.join(", ", TemplateLibrary.standard().available()) + ".")
                .hasMessageContaining("plugin, release, removal-efficacy, report, runs, sidecar, startup,");
    }

    @Test
    void failedRunsAreLeftOutWithANote() throws IOException {
        BenchmarkFixture fixture = twoRounds();
        Path failed = fixture.run("sermant-router", "Sermant router", "50u-100tps", 3, 2, 10, 0, 100, 10, false, null);
        Files.writeString(failed.resolve("run.json"), Files.readString(failed.resolve("run.json"))
                .replace("\"status\":\"ok\"", "\"status\":\"failed\""));
        BenchmarkReport.Outcome outcome = BenchmarkReport.build(dir, TemplateLibrary.standard());
        assertThat(outcome.model().comparisons().get(0).treatedRounds()).containsExactly(1, 2);
        assertThat(outcome.model().notes()).containsExactly("left out: " + failed + " (status failed)");
        assertThat(outcome.markdown()).contains("## Notes").contains("(status failed)");
    }

    @Test
    void userTemplatesOverrideAndExtendTheShippedOnes() throws IOException {
        twoRounds().meta("{\"tables\":[\"mine\"]}");
        Path templates = Files.createDirectories(dir.resolve("templates"));
        Files.writeString(templates.resolve("mine.md.ftl"), "<#list report.comparisons as c>"
                + "${c.treatmentLabel}: ${c.metrics.p99.deltaText}</#list>\n");
        String markdown = BenchmarkReport.build(dir, TemplateLibrary.of(templates)).markdown();
        assertThat(markdown).contains("Sermant router: 10.0% [10.0%..10.0%]");
    }

    @Test
    void eachIncidentOfARunJsonIsALineOfTheRunsSection() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(baseline, "\"incidents\":[{\"kind\":\"resumed\",\"at\":\"2026-11-28T13:00:00Z\","
                + "\"detail\":\"run again by --resume; the earlier attempt's folder is superseded/1/runs/baseline/l/1\"},"
                + "{\"kind\":\"stopped-after\",\"at\":\"2026-11-28T13:01:00Z\",\"detail\":\"Ctrl-C: this run "
                + "finished, then the benchmark stopped\"}]");
        fixture.run("mesh", "Mesh", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        fixture.meta("{\"tables\":[\"plugin\"]}");

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("What happened to runs from outside their plan (run.json's incidents):\n"
                + "- Baseline l #1: resumed: run again by --resume; the earlier attempt's folder is "
                + "superseded/1/runs/baseline/l/1\n"
                + "- Baseline l #1: stopped-after: Ctrl-C: this run finished, then the benchmark stopped\n");
    }

    @Test
    void anUnknownIncidentKindIsRefusedNamingTheField() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(baseline, "\"incidents\":[{\"kind\":\"gremlins\",\"at\":\"2026-11-28T13:00:00Z\"}]");

        assertThatThrownBy(() -> io.meshbench.results.format.FormatFiles.readRun(baseline.resolve("run.json")))
                .hasMessageContaining("incidents[0].kind").hasMessageContaining("gremlins");
    }

    @Test
    void theRunsSectionShowsWhatEachRunJsonRecorded() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(baseline, "\"probe\":{\"provider-1\":10,\"provider-2\":10,\"provider-3\":10},"
                + "\"samplerCpuPct\":0.23,\"faults\":[]");
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(treated, "\"probe\":{\"provider-1\":15,\"provider-3\":15},"
                + "\"faults\":[\"+20s provider-2 mode=slow: ok\"]");
        fixture.failedRun("mesh", "Mesh", "l", 2, "consumer did not start | port 8080 in use");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},
                 {"name":"mesh","label":"Mesh","changesTopology":true,"note":"traffic goes through an Envoy sidecar"}]}
                """);
        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());

        assertThat(outcome.markdown())
                .contains("## Runs")
                .contains("| Baseline | l | 1 | ok | 50.0 / 50 (100.0%) | 0.00% | throughput steady (+0.0%) | "
                        + "provider-1 10 · provider-2 10 · provider-3 10 | 0.23% of a core | — | — | — |  |")
                .contains("| Mesh | l | 1 | ok | 50.0 / 50 (100.0%) | 0.00% | throughput steady (+0.0%) | "
                        + "provider-1 15 · provider-3 15 | — | — | 1 | — |  |")
                .contains("- Mesh l #1: +20s provider-2 mode=slow: ok")
                // a pipe in the failure text must not split the markdown cell
                .contains("| Mesh | l | 2 | failed | — | — | — | — | — | — | — | — | consumer did not start \\| port 8080 in use |")
                .contains("⚠ **Mesh changes the path the traffic takes**: traffic goes through an Envoy sidecar.")
                .contains("- **Mesh**: ⚠ changes the path the traffic takes: traffic goes through an Envoy sidecar")
                .contains("- errors l: 0.0% / 0.0% / 0.0%")
                .contains("- l: **Baseline** 0.00%; **Mesh** 0.00%");

        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(json.at("/treatments/0/changesTopology").asBoolean()).isTrue();
        assertThat(json.at("/treatments/0/note").asText()).isEqualTo("traffic goes through an Envoy sidecar");
        JsonNode runs = json.at("/runEvidence");
        assertThat(runs.size()).isEqualTo(3);
        assertThat(runs.get(0).get("probeSplit").asText()).isEqualTo("provider-1 10 · provider-2 10 · provider-3 10");
        assertThat(runs.get(0).at("/probe/provider-2").asInt()).isEqualTo(10);
        assertThat(runs.get(0).get("samplerCpuPct").asDouble()).isEqualTo(0.23);
        assertThat(runs.get(0).get("loadLimited").asBoolean()).isFalse();
        assertThat(runs.get(1).get("faults").get(0).asText()).isEqualTo("+20s provider-2 mode=slow: ok");
        assertThat(runs.get(2).get("status").asText()).isEqualTo("failed");
        assertThat(runs.get(2).get("failure").asText()).isEqualTo("consumer did not start | port 8080 in use");
        assertThat(runs.get(2).get("problem").asText()).contains("result.jtl");
        assertThat(runs.get(2).get("avgTps").isNull()).isTrue();
    }

    @Test
    void theTagTransmissionTableHasARowPerStackWithWhetherTheTagsCrossed() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        for (String stack : new String[] {"okhttp2", "grpc"}) {
            fixture.evidence(fixture.run("baseline", "Baseline", stack + "-l", 1, 10, 50, 0, 100, 10.0, false, 50.0),
                    "\"probe\":{\"no tag\":5}");
            fixture.evidence(fixture.run("sermant-tag", "Sermant tag", stack + "-l", 1, 10, 50, 0, 100, 10.0, false, 50.0),
                    "\"probe\":{\"tags crossed\":5}");
        }
        fixture.failedRun("sermant-tag", "Sermant tag", "dubbo-l", 1, "probe of stack dubbo: the tags did not cross");
        fixture.meta("""
                {"tables":["tag-transmission"],"treatments":[{"name":"baseline","label":"Baseline"},
                 {"name":"sermant-tag","label":"Sermant tag"}]}
                """);
        String markdown = BenchmarkReport.build(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown)
                .contains("| stack · level | time to max TPS | max TPS | avg TPS | CPU + (% of one core) | CPU per request | heap + | metaspace + | tags crossed (Baseline / Sermant tag) |")
                .containsPattern("\\| okhttp2-l \\| [^\\n]* \\| no tag 5 / tags crossed 5 \\|")
                .containsPattern("\\| grpc-l \\| [^\\n]* \\| no tag 5 / tags crossed 5 \\|")
                .contains("| dubbo-l | Sermant tag | 1 | failed | — |")
                .doesNotContain("not run"); // every stack, ServiceComb included, is a measured row
        assertEveryTableRowHasItsHeadersCells(markdown);
    }

    @Test
    void theRunsSectionSaysPerTreatedRunWhetherOnlyTheTreatmentsArgumentsDiffer() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        String java = "\"/jdk/bin/java\"";
        String flags = "\"-Xms256m\",\"-Xmx256m\"";
        String zookeeper = "\"zookeeper\":[" + java + ",\"-Xmx128m\",\"-cp\",\"/zk.jar\",\"Main\",\"/tmp/%s/zoo.cfg\"]";
        String data = "\"data\":[" + java + "," + flags + ",\"-jar\",\"/data.jar\",\"--server.port=%d\"]";
        String consumer = "\"consumer\":[" + java + "," + flags + "%s,\"-jar\",\"/consumer.jar\",\"--server.port=%d\"]";
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(baseline, "\"treatmentCheck\":{\"consumer\":[\"no agent mounted\"]},\"commandLines\":{"
                + String.format(zookeeper, "a") + "," + String.format(data, 4001) + ","
                + String.format(consumer, "", 4002) + "}");
        Path agent = fixture.run("otel", "OTel", "l", 1, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(agent, "\"treatmentCheck\":{\"consumer\":[\"command line has -javaagent\"]},\"commandLines\":{"
                + String.format(zookeeper, "b") + "," + String.format(data, 5001) + ","
                + String.format(consumer, ",\"-javaagent:/agents/otel.jar\",\"-Dotel.traces.exporter=none\"", 5002) + "}");
        // the same agent, but the untreated data service also got another heap: not only the treatment differs
        Path skewed = fixture.run("otel", "OTel", "l", 2, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.evidence(skewed, "\"treatmentCheck\":{\"consumer\":[\"command line has -javaagent\"]},\"commandLines\":{"
                + String.format(zookeeper, "c") + "," + String.format(data, 6001).replace("-Xmx256m", "-Xmx512m") + ","
                + String.format(consumer, ",\"-javaagent:/agents/otel.jar\",\"-Dotel.traces.exporter=none\"", 6002) + "}");

        BenchmarkReport.Outcome outcome = BenchmarkReport.build(dir, TemplateLibrary.standard());

        assertThat(outcome.markdown())
                .contains("| — | — | identical except the treatment's on consumer "
                        + "(+-javaagent:otel.jar +-Dotel.traces.exporter=none) |  |")
                .contains("| ⚠ differ beyond the treatment: data (untreated) +-Xmx512m −-Xmx256m |  |");
        RunRow baselineRow = outcome.model().runEvidence().get(0);
        assertThat(baselineRow.flags()).isNull();
        assertThat(outcome.model().runEvidence()).extracting(RunRow::round, RunRow::flagsOnlyTreatment)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, null),
                        org.assertj.core.groups.Tuple.tuple(1, true), org.assertj.core.groups.Tuple.tuple(2, false));
    }

    @Test
    void labelsAndTreatmentNamesCannotBreakAnyTable() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        String label = "Mesh | <b>x</b>\n*y* _z_ [l](u)";
        for (Path run : new Path[] {
                fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, 50.0),
                fixture.run("mesh", label.replace("\n", "\\n"), "l", 1, 4, 50, 2, 110, 11.0, true, 50.0)}) {
            Path jtl = run.resolve("result.jtl");
            Files.writeString(jtl, Files.readString(jtl).replace(",a,", ",a|x <i>*y*</i>,"));
        }
        fixture.meta("{\"tables\":[\"plugin\",\"component\",\"memory\",\"summary\",\"labels\"]}");
        String markdown = BenchmarkReport.build(dir, TemplateLibrary.standard()).markdown();

        // escaped the markdown way (a backslash), never as HTML entities that report.md would show as "&lt;b&gt;"
        assertThat(markdown).contains("Mesh \\| \\<b\\>x\\</b\\> \\*y\\* \\_z\\_ \\[l\\](u)")
                .contains("| a\\|x \\<i\\>\\*y\\*\\</i\\> |").doesNotContain("&lt;").doesNotContain("&gt;")
                .doesNotContain("<b>").doesNotContain("<i>");
        assertEveryTableRowHasItsHeadersCells(markdown);
    }

    @Test
    void levelNamesNotesAndTheScenarioNameAreEscapedToo() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        String level = "20u|<b>x*"; // a folder name: no slash
        fixture.run("baseline", "Baseline", level, 1, 4, 50, 0, 100, 10.0, false, 50.0);
        fixture.run("mesh", "Mesh", level, 1, 4, 50, 2, 110, 11.0, true, 50.0);
        fixture.meta("""
                {"scenario":"s|<i>1</i>","tables":["plugin","component","memory","summary","labels"],
                 "treatments":[{"name":"mesh","label":"Mesh","note":"a | <script>x</script> & R&amp;D"}]}
                """);
        String markdown = BenchmarkReport.build(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).doesNotContain("<b>").doesNotContain("<i>").doesNotContain("<script>")
                .contains("# MeshBench report: s\\|\\<i\\>1\\</i\\>")
                .contains("### 20u\\|\\<b\\>x\\*")
                .contains("- errors 20u\\|\\<b\\>x\\*:")
                .contains("a \\| \\<script\\>x\\</script\\> \\& R\\&amp;D").doesNotContain("&lt;");
        assertEveryTableRowHasItsHeadersCells(markdown);
    }

    private static void assertEveryTableRowHasItsHeadersCells(String markdown) {
        int expected = -1;
        for (String line : markdown.split("\n")) {
            if (!line.startsWith("|")) {
                expected = -1;
                continue;
            }
            int cells = line.replace("\\|", "").split("\\|", -1).length;
            if (expected < 0) {
                expected = cells;
            }
            assertThat(cells).as(line).isEqualTo(expected);
        }
    }

    @Test
    void aFailureWritingOneReportFileLeavesThePreviousPairUntouched() throws IOException {
        twoRounds();
        Files.writeString(dir.resolve("report.md"), "previous");
        Files.createDirectories(dir.resolve("report.json").resolve("in-the-way"));

        assertThatThrownBy(() -> BenchmarkReport.write(dir, TemplateLibrary.standard()))
                .isInstanceOf(io.meshbench.results.ResultsException.class)
                .hasMessageStartingWith("report " + dir.resolve("report.json") + ": exists and is a folder");
        assertThat(dir.resolve("report.md")).hasContent("previous");
        try (var files = Files.list(dir)) {
            assertThat(files.map(file -> file.getFileName().toString())).noneMatch(name -> name.endsWith(".partial"));
        }
    }

    /** A run whose machine was busy beyond the threshold for a fifth of its seconds is flagged where its deltas are. */
    @Test
    void aMachineSaturatedRunIsFlaggedBesideItsLatencyAndThroughputDeltas() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0);
        machineBusy(baseline, second -> 60.0);
        machineBusy(treated, second -> second < 3 ? 90.0 : 70.0); // 3 of the window's 10 seconds at or above 85 %
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).containsPattern("\\| 50 \\|[^\\n]*ms[^|]*⚠ saturated \\|[^\\n]*⚠ saturated \\|[^\\n]*⚠ saturated \\|")
                .contains("⚠ machine-saturated: Mesh round 1: the machine was at least 85% busy in 30% of the measured "
                        + "seconds (mean 76%; the sampled processes used 12% of it)")
                .doesNotContain("machine-saturated: baseline")
                .contains("| 60%, ≥85% in 0% of s, processes 10% ⚠ queueing (≥ 30% on 2 cores) |")
                .contains("| 76%, ≥85% in 30% of s, processes 12% ⚠ saturated ⚠ queueing (≥ 30% on 2 cores) |");
    }

    /**
     * Every latency delta carries each side's mean machine busy share; from the M/M/c threshold (30 % on 2 cores) the
     * comparison is flagged as queueing, long before the 85 % saturation mark; JMeter above 90 % of a core and a
     * throttled cgroup are flagged too.
     */
    @Test
    void latencyDeltasCarryTheMachinesBusyShareAndAreFlaggedFromTheQueueingThreshold() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0);
        machineBusy(baseline, second -> 20.0);
        machineBusy(treated, second -> 40.0); // never near 85 %: not saturated, yet queueing
        StringBuilder jmeter = new StringBuilder();
        for (int second = 0; second <= 10; second++) {
            jmeter.append(String.format(java.util.Locale.ROOT, "{\"ts\":%d,\"process\":\"jmeter\",\"pid\":7,"
                    + "\"cpuCorePct\":95.0,\"cpuMachinePct\":47.5}%n", BenchmarkFixture.T0 + second * 1000L));
        }
        Files.writeString(treated.resolve("samples.jsonl"), jmeter, java.nio.file.StandardOpenOption.APPEND);
        String runJson = Files.readString(treated.resolve("run.json"));
        Files.writeString(treated.resolve("run.json"), runJson.replace("\"status\":\"ok\"", "\"status\":\"ok\","
                + "\"cpuThrottling\":{\"source\":\"/sys/fs/cgroup/cpu.stat\",\"periods\":100,\"throttledPeriods\":7,"
                + "\"throttledMs\":35.5}"));
        fixture.meta("""
                {"tables":["plugin","sidecar"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());
        String markdown = outcome.markdown();

        assertThat(markdown).doesNotContain("⚠ saturated")
                // plugin: P90 and P95; sidecar: average, p90 and p99
                .containsPattern("\\| 50 \\|[^\\n]*ms / \\d+\\.\\d%[^|]* · busy 20%/40% ⚠ queueing \\| [^|]* · busy 20%/40% ⚠ queueing \\|")
                .containsPattern("\\| 50 \\|[^|]*\\|[^|]*\\|[^|]*\\| [^|]* · busy 20%/40% ⚠ queueing \\| [^|]* · busy 20%/40% ⚠ queueing "
                        + "\\| [^|]* · busy 20%/40% ⚠ queueing \\|")
                .contains("⚠ queueing: Mesh round 1: the machine was 40% busy on average, at or above the 30% where "
                        + "M/M/c on its 2 cores puts the expected wait for a core at 10% of a service time; there a CPU "
                        + "cost shows about 1.6× in latency")
                .doesNotContain("queueing: baseline")
                .contains("⚠ JMeter busy: Mesh round 1: JMeter itself used 95% of a core (above 90%)")
                .contains("⚠ CPU-throttled: Mesh round 1: the cgroup was throttled in 7 of 100 periods (35.5 ms in all, "
                        + "/sys/fs/cgroup/cpu.stat)")
                .contains("| 20%, ≥85% in 0% of s, processes 10% |")
                .contains(", JMeter 95% of a core ⚠ JMeter busy, cgroup throttled in 7 of 100 periods ⚠ CPU-throttled "
                        + "(35.5 ms) |");
        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(dir.resolve("report.json").toFile());
        assertThat(json.at("/comparisons/0/machineBusy/baselinePct").asDouble()).isEqualTo(20.0);
        assertThat(json.at("/comparisons/0/machineBusy/treatedPct").asDouble()).isEqualTo(40.0);
        assertThat(json.at("/comparisons/0/machineBusy/thresholdPct").asDouble()).isCloseTo(30.15, offset(0.01));
        assertThat(json.at("/comparisons/0/machineBusy/queueing").asBoolean()).isTrue();
    }

    /** A saturated nominal level: the report prints the command that reruns the benchmark at capacity-relative levels. */
    @Test
    void aSaturatedNominalLevelGetsTheCommandThatRerunsAtCapacityRelativeLevels() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("l");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"l","users":50,"targetTps":1000}],
                 "load":{"model":"closed","modelDescription":"closed model: fixed threads"},
                 "command":"./mvnw verify -Prouter -Dsermant.home=/opt/sermant -Dlevels=l"}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("Load: closed model: fixed threads.")
                .contains("⚠ A design-card level saturated this machine")
                .contains("`./mvnw verify -Prouter -Dsermant.home=/opt/sermant -Dlevels=50u-30%cap,50u-60%cap`");
    }

    /**
     * A scenario with workloads cannot rerun at capacity-relative levels (each workload has its own capacity): no
     * command that would be refused, a note that says what to do instead.
     */
    @Test
    void aSaturatedWorkloadScenarioGetsAdviceInsteadOfACommandTheRunWouldRefuse() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("okhttp2-l");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"okhttp2-l","users":50,"targetTps":1000},{"name":"grpc-l","users":50,"targetTps":1000}],
                 "load":{"model":"closed","modelDescription":"closed model: fixed threads","workloads":["okhttp2","grpc"]},
                 "command":"./mvnw verify -Ptag-transmission -Dsermant.home=/opt/sermant"}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).doesNotContain("%cap,").doesNotContain("Rerun at rates")
                .contains("Load: closed model: fixed threads; every level ran on each workload: okhttp2, grpc.")
                .contains("saturated the machine: okhttp2-l; their latency and CPU deltas measure queueing for the CPU")
                .contains("rerun with fixed rates below what the baseline achieved there (-Dlevels, e.g. 50u-200tps)");
    }

    /** A longer warm-up for the first run on each fresh deployment is stated on the Load line. */
    @Test
    void theLoadLineStatesTheColdWarmup() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("l");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"l","users":50,"targetTps":1000}],
                 "load":{"model":"closed","modelDescription":"closed model: fixed threads","levelsShareDeployment":true,
                         "coldWarmupSeconds":240}}
                """);

        assertThat(BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown())
                .contains("; the first run on each fresh deployment warmed up 240 s (its JVMs start cold), the same "
                        + "for every treatment; a round's levels ran one after another");
    }

    /** Capacity-relative levels that held: the capacity is stated, and no rerun is asked for. */
    @Test
    void capacityRelativeLevelsStateTheCapacityAndAskForNoRerun() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("50u-30pct-cap");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"50u-30pct-cap","users":50,"targetTps":115,"capacityPct":30}],
                 "load":{"model":"closed","levelsShareDeployment":true,"servicesStartTogether":true,
                         "capacity":{"tps":383.4,"users":50,"warmupSeconds":30,"durationSeconds":30,"folder":"capacity-probe"}},
                 "command":"./mvnw verify -Prouter"}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("50u-30pct-cap (50 threads, 115 TPS target, 30% of capacity)")
                .contains("Capacity: the baseline held **383.4 TPS** on this machine (unthrottled, 50 threads")
                .contains("one deployment per treatment")
                .contains("the services of a deployment started together")
                .doesNotContain("Rerun at rates");
    }

    /** The probe's settling, its climb, its drift and the machine's busy share are stated beside the capacity. */
    @Test
    void theCapacityProbesSettlingDriftAndBusyShareAreStated() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("50u-30pct-cap");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"50u-30pct-cap","users":50,"targetTps":140,"capacityPct":30}],
                 "load":{"model":"closed",
                         "capacity":{"tps":467.2,"users":50,"warmupSeconds":105,"durationSeconds":135,
                                     "folder":"capacity-probe","settled":true,
                                     "warmupWindowsTps":[121.0,210.0,300.0,370.0,420.0,445.0,460.0],
                                     "driftPct":-0.8,"busyPct":97.4}},
                 "command":"./mvnw verify -Prouter"}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("Capacity: the baseline held **467.2 TPS** on this machine (unthrottled, 50 "
                + "threads, 105 s warm-up, until two consecutive 15 s windows agreed within 5 % + 135 s measured, run "
                + "in `capacity-probe/`); warm-up TPS per 15 s: 121 → 210 → 300 → 370 → 420 → 445 → 460; drift -0.8 % "
                + "between the halves of its measured window; machine 97 % busy.");
    }

    /** A duet benchmark's pair probe: the capacity is per side, what the pair held in all beside it. */
    @Test
    void theDuetPairsCapacityIsStatedPerSide() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("20u-30pct-cap");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"20u-30pct-cap","users":20,"targetTps":35,"capacityPct":30}],
                 "load":{"model":"closed",
                         "capacity":{"tps":117.5,"users":20,"warmupSeconds":105,"durationSeconds":135,
                                     "folder":"capacity-probe","settled":true,"driftPct":0.4,"busyPct":96.1,
                                     "sides":2}},
                 "command":"./mvnw verify -Pcalibrate -Dmode=duet -Dlevels=20u-30%cap"}
                """);

        BenchmarkReport.Outcome written = BenchmarkReport.write(dir, TemplateLibrary.standard());

        assertThat(written.markdown()).contains("Capacity: the duet pair (2 baseline deployments side by side, one "
                + "JMeter offering each side the same unthrottled load) held **117.5 TPS per side** on this machine "
                + "(235 TPS in all, 20 threads per side, 105 s warm-up, until two consecutive 15 s windows agreed "
                + "within 5 % + 135 s measured, run in `capacity-probe/`); drift +0.4 % between the halves of its "
                + "measured window; machine 96 % busy. The capacity-relative levels are shares of it, each side "
                + "offered that share.");
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"sides\" : 2");
    }

    /** A probe that never settled says so: its capacity may be low. */
    @Test
    void anUnsettledCapacityProbeIsFlagged() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("50u-30pct-cap");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"50u-30pct-cap","users":50,"targetTps":140,"capacityPct":30}],
                 "load":{"model":"closed",
                         "capacity":{"tps":300.0,"users":50,"warmupSeconds":180,"durationSeconds":60,
                                     "folder":"capacity-probe","settled":false}},
                 "command":"./mvnw verify -Prouter"}
                """);

        assertThat(BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown()).contains("180 s warm-up ⚠ without "
                + "settling: its 15 s windows still differed by more than 5 % at the longest warm-up, so the capacity "
                + "may be low + 60 s measured");
    }

    /**
     * The PF7 pair probe as meta.json now records it: the warm capacity it held at its end, the lower one it held at
     * the ages the duets are measured at (what the levels are shares of), and a window that drifted. The Load
     * paragraph states both figures, and the notes say the probe did not settle.
     */
    @Test
    void aCapacityAtTheRunsAgeAndAProbeThatDidNotSettleAreStatedAndNoted() throws IOException {
        BenchmarkFixture fixture = saturatedBaselineAndMesh("20u-30pct-cap");
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}],
                 "levels":[{"name":"20u-30pct-cap","users":20,"targetTps":82,"capacityPct":30}],
                 "load":{"model":"closed",
                         "capacity":{"tps":272.0,"users":20,"warmupSeconds":180,"durationSeconds":60,
                                     "folder":"capacity-probe","settled":true,"driftPct":30.6,"busyPct":100.0,
                                     "sides":2,"warmTps":768.3,"runAge":{"fromSeconds":60,"toSeconds":239,"tps":272.0},
                                     "unsettled":"rising"}},
                 "command":"./mvnw verify -Pcalibrate -Dscenario=calibrate-pf7 -Dmode=duet"}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("held **768.3 TPS per side** on this machine (1536.6 TPS in all, 20 threads per side")
                .contains("The capacity-relative levels are shares of **272 TPS per side**, the lowest it held over any "
                        + "15 s from 60 to 239 s after its load began: the ages at which the runs are measured, on JVMs "
                        + "as young as the probe's were then, each side offered that share.")
                .contains("- capacity probe did not settle: levels are shares of a capacity still rising (throughput "
                        + "+30.6 % between the halves of its measured window; probe in capacity-probe/)");
    }

    /** A baseline and a treated run at {@code level}, the machine 95 % busy throughout both. */
    private BenchmarkFixture saturatedBaselineAndMesh(String level) throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        machineBusy(fixture.run("baseline", "Baseline", level, 1, 10, 50, 0, 100, 10.0, false, 50.0), second -> 95.0);
        machineBusy(fixture.run("mesh", "Mesh", level, 1, 10, 50, 2, 100, 12.0, false, 50.0), second -> 95.0);
        return fixture;
    }

    private static void machineBusy(Path run, java.util.function.IntToDoubleFunction busyPct) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int second = 0; second <= 10; second++) {
            lines.append(String.format(java.util.Locale.ROOT,
                    "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":%.1f,\"cpuMachinePct\":%.1f}%n",
                    BenchmarkFixture.T0 + second * 1000L, busyPct.applyAsDouble(second) * 2, busyPct.applyAsDouble(second)));
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, java.nio.file.StandardOpenOption.APPEND);
    }

    /** GC counters are cumulative: the memory table shows the collections and their time inside the window. */
    @Test
    void theMemoryTableShowsCollectionsAndTheirTimeWithinTheWindow() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        gc(baseline, 2, 3.5);   // 2 collections a second, 3.5 ms each second
        gc(treated, 3, 6.0);
        fixture.meta("""
                {"tables":["memory"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        // the window holds the samples of seconds 0 to 9: 9 intervals
        assertThat(markdown).contains("| 18 / 27 / 9, undecided: 2+ more rounds | 31.5ms / 54.0ms / 22.5ms, undecided: 2+ more rounds |");
    }

    private static void gc(Path run, int perSecond, double msPerSecond) throws IOException {
        Path samples = run.resolve("samples.jsonl");
        StringBuilder lines = new StringBuilder();
        int second = 0;
        for (String line : Files.readAllLines(samples)) {
            lines.append(line, 0, line.length() - 1).append(String.format(java.util.Locale.ROOT,
                    ",\"gcCount\":%d,\"gcTimeMs\":%.1f}%n", 100 + second * perSecond, 50 + second * msPerSecond));
            second++;
        }
        Files.writeString(samples, lines);
    }

    /** Start-up from each service's own log line: baseline / treated / delta of the measured process. */
    @Test
    void theStartupTableComparesTheMeasuredProcesssStartUpFromSpringsOwnLine() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        springLog(baseline, "consumer", "3.628", "4.269");
        springLog(treated, "consumer", "5.100", "6.019");
        springLog(treated, "data", "2.714", "3.376");
        fixture.meta("""
                {"tables":["startup"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("## Mesh: start-up").contains("| 4.27s / 6.02s / 1.75s, undecided: 2+ more rounds |");
    }

    private static void springLog(Path run, String process, String application, String jvm) throws IOException {
        Files.createDirectories(run.resolve("logs"));
        Files.writeString(run.resolve("logs/" + process + ".log"), "2026-11-23 07:01:47.000  INFO 1 --- [main] x : "
                + "Starting\n2026-11-23 07:01:48.024  INFO 30248 --- [           main] i.m.s.consumer.ConsumerApplication"
                + "       : Started ConsumerApplication in " + application + " seconds (JVM running for " + jvm + ")\n");
    }

    /** With several rounds, percentiles over every sample of all rounds (merged histograms), and each run's log. */
    @Test
    void roundsArePooledFromMergedHistogramsAndEachRunKeepsItsHistogramLog() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path first = fixture.run("baseline", "Baseline", "l", 1, 6, 100, 0, 100, 10.0, false, 100.0);
        fixture.run("baseline", "Baseline", "l", 2, 6, 100, 0, 100, 10.0, false, 100.0);
        fixture.run("mesh", "Mesh", "l", 1, 6, 100, 2, 100, 10.0, false, 100.0);
        fixture.run("mesh", "Mesh", "l", 2, 6, 100, 4, 100, 10.0, false, 100.0);
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        // treated, pooled: 480 x 12, 480 x 14, 120 x 22, 120 x 24 ms; ranks 600, 1080, 1140, 1188 of 1,200
        assertThat(markdown).contains("- pooled over all rounds' samples (exact nearest rank), l: P50 10ms / 14ms / 40.0%; "
                + "P90 20ms / 22ms / 10.0%; P95 20ms / 24ms / 20.0%; P99 20ms / 24ms / 20.0%");
        org.HdrHistogram.Histogram logged = (org.HdrHistogram.Histogram) new org.HdrHistogram.HistogramLogReader(
                first.resolve("latency.hlog").toFile()).nextIntervalHistogram();
        assertThat(logged.getTotalCount()).isEqualTo(600);
        assertThat(logged.getValueAtPercentile(90)).isEqualTo(20);
    }

    /**
     * A second baseline deployment (A/A) gives the noise floor: the spread of its per-round deltas, t · s / √R. A
     * treated delta inside it is marked; one larger than the A/A's own mean delta can be inside it too.
     */
    @Test
    void aSecondBaselineIsTheNoiseFloorAgainstWhichTreatedDeltasAreMarked() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        double[] aaHeap = {104, 98, 101};
        double[] aaCpu = {10.5, 10.0, 9.5};
        double[] meshHeap = {102, 104, 103};
        for (int round = 1; round <= 3; round++) {
            fixture.run("baseline", "Baseline", "l", round, 6, 100, 0, 100, 10.0, false, 100.0);
            fixture.run("baseline-aa", "Baseline again (A/A)", "l", round, 6, 100, 0, aaHeap[round - 1],
                    aaCpu[round - 1], false, 100.0);
            fixture.run("mesh", "Mesh", "l", round, 6, 100, 4, meshHeap[round - 1], 12.0, false, 100.0);
        }
        fixture.meta(AA_META);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        // A/A heap deltas +4, -2, +1 MB (s = 3), mesh's +2, +4, +3 (s = 1): pooled s = √((2·9 + 2·1)/4) = √5 with
        // 2·2/1.25 = 3.2 degrees of freedom, floor t(0.975, 3.2) · √5 / √3 = 3.98 MB; mesh heap +3 MB is inside
        // (the old floor, |A/A mean| = 1 MB, called it outside). A/A CPU deltas +1, 0, -1 points of one core (the
        // fixture's +0.5, 0, -0.5 of a 2-core machine; s = 1), mesh's +4 each time (s = 0): pooled s = √(2/4),
        // floor 1.25 points; mesh CPU +4 points is outside.
        assertThat(markdown).contains("## Baseline again (A/A): plugin overhead")
                .contains("| 50 | 20.0% / 24.0% / 4.0% ±0.0% (95% t, 3 rounds), costs more | "
                        + "2.000ms / 2.402ms / 0.402ms ±0.000ms (95% t, 3 rounds), costs more | "
                        + "100.0M / 103.0M / 3.0M ±2.5M (95% t, 3 rounds), costs more, within ±10 MB | ")
                .contains("deltas marked \"within A/A noise\" lie within the 95 % band of two identical baseline "
                        + "deployments (Baseline again (A/A)) at this level");
        JsonNode mesh = new ObjectMapper().readTree(dir.resolve("report.json").toFile()).at("/comparisons")
                .findParents("treatment").stream().filter(c -> c.path("treatment").asText().equals("mesh"))
                .findFirst().orElseThrow().path("metrics");
        double t = new org.apache.commons.math3.distribution.TDistribution(3.2).inverseCumulativeProbability(0.975);
        assertThat(mesh.at("/heap/aaNoise/floor").asDouble()).isCloseTo(t * Math.sqrt(5) / Math.sqrt(3),
                offset(1e-6));
        assertThat(mesh.at("/heap/aaNoise/degreesOfFreedom").asDouble()).isCloseTo(3.2, offset(1e-9));
        assertThat(mesh.at("/heap/aaNoise/within").asBoolean()).isTrue();
        assertThat(mesh.at("/heap/aaNoise/aaRounds").asInt()).isEqualTo(3);
        assertThat(mesh.at("/cpuCorePct/aaNoise/floor").asDouble()).isCloseTo(t * Math.sqrt(0.5) / Math.sqrt(3),
                offset(1e-6));
        // the detectable effect: k_3 · s / √3 with k_3 = 8.77 (80 % power on average over s), mesh heap s = 1
        assertThat(mesh.at("/heap/detectableEffect").asDouble()).isCloseTo(8.771 / Math.sqrt(3), offset(2e-3));
        assertThat(markdown).contains("- effects smaller than these may be missed: l, 3 rounds: P90 ≈ 11.9 %, CPU ≈ "
                + "0.0 points of one core (a true delta this size is found 80 % of the time at α = 5 %, on average "
                + "over the rounds' spread it is computed from)");
        assertThat(mesh.at("/cpuCorePct/aaNoise/within").asBoolean()).isFalse();
        assertThat(mesh.at("/cpuCorePct/cell").asText()).doesNotContain("A/A");
        MetricComparison heap = io.meshbench.results.gate.GateInput.read(dir).comparisons().stream()
                .filter(c -> c.treatment().equals("mesh")).findFirst().orElseThrow().metrics().get("heap");
        assertThat(heap.aaNoise().within()).isTrue();
        assertThat(heap.aaNoise().floor()).isCloseTo(t * Math.sqrt(5) / Math.sqrt(3), offset(1e-6));
        assertThat(heap.interval().rounds()).isEqualTo(3);
        assertThat(heap.detectableEffect()).isCloseTo(8.771 / Math.sqrt(3), offset(2e-3));
    }

    private static final String AA_META = """
            {"tables":["plugin"],"baseline":"baseline","treatments":[{"name":"baseline","label":"Baseline","kind":"baseline"},
             {"name":"baseline-aa","label":"Baseline again (A/A)","kind":"baseline"},{"name":"mesh","label":"Mesh","kind":"javaagent"}]}
            """;

    /** Two A/A rounds give no spread worth the name: nothing is marked, and the report says why. */
    @Test
    void tooFewAaRoundsMarkNothingAndSaySo() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        double[] aaHeap = {104, 98};
        for (int round = 1; round <= 2; round++) {
            fixture.run("baseline", "Baseline", "l", round, 6, 100, 0, 100, 10.0, false, 100.0);
            fixture.run("baseline-aa", "Baseline again (A/A)", "l", round, 6, 100, 0, aaHeap[round - 1], 10.0,
                    false, 100.0);
            fixture.run("mesh", "Mesh", "l", round, 6, 100, 0, 101, 10.0, false, 100.0);
        }
        fixture.meta(AA_META);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        // mesh heap +1 MB, the A/A's median +1 MB: the old floor marked it
        assertThat(markdown).contains("100.0M / 101.0M / 1.0M [1.0M..1.0M] (2 rounds), undecided: about 1 more round |")
                .doesNotContain("(within A/A noise)")
                .contains("no delta is marked against the A/A check (Baseline again (A/A)): it has 2 paired round(s) "
                        + "at this level, too few to estimate the noise between two identical deployments (3 or more needed)");
    }

    /**
     * A run whose window starts dearer (CPU per request and latency) is flagged by the trend test, in words that say
     * so: its throughput held (the other test, the Runs table's), so one report must not call it both "steady" and
     * "not steady" (report.md and report.html alike).
     */
    @Test
    void aRunStillWarmingUpInItsWindowIsFlaggedAsTrendingNotAsUnsteady() throws IOException {
        // settling across the window: from 30 ms per request and 40 % of a core to 10 ms and 10 %
        String markdown = reportWithHalves(30, 40.0, 10, 10.0);

        // 8 batches of 5 s: 40 % of a core over a second for 50 requests = 8 ms each, 10 % = 2 ms; a line through
        // the batch means with t far beyond the comparison's critical |t| (a noiseless step halfway, t = -4.4, is
        // not: the comparison's 4 trends share a 1 % level, |t| > 4.9)
        assertThat(markdown).containsPattern("⚠ latency/CPU trending: Mesh round 1: mean latency trended -\\d+\\.\\d% across "
                        + "the window \\(mean 20\\.\\d\\d ms, t = -\\d\\d+\\.\\d\\), CPU per request trended -\\d+\\.\\d% "
                        + "\\(mean 5\\.\\d\\d\\d ms")
                .contains("the window's start was dearer than its end (the JIT may still have been compiling)")
                .contains("lengthen the warm-up (-Dwarmup, or -Dcold.warmup for the first run on each fresh deployment)")
                .doesNotContainPattern("trending: [Bb]aseline")
                // and beside the deltas it affects: CPU and P90
                .containsPattern("\\| \\S+ \\| [^|]* ⚠ latency/CPU trending \\|[^|]*\\|[^|]*\\|[^|]*\\| [^|]* ⚠ latency/CPU "
                        + "trending \\|")
                // the Runs table's test, of the throughput's halves, names itself: it held
                .containsPattern("\\| Mesh \\| l \\| 1 \\| ok \\| [^|]* \\| [^|]* \\| throughput steady \\(")
                .doesNotContain("not steady").doesNotContain("| steady (");
        assertThat(Files.readString(dir.resolve("report.html")))
                .contains("⚠ latency/CPU trending: Mesh round 1", "throughput steady (+0.0%)")
                .doesNotContain("not steady");
    }

    /** Two-sided: a window whose second half is slower (a neighbour starting, the heap growing) is flagged too. */
    @Test
    void aRunSlowerInTheSecondHalfOfItsWindowIsFlaggedAsTrending() throws IOException {
        String markdown = reportWithHalves(10, 10.0, 30, 40.0);

        assertThat(markdown).containsPattern("⚠ latency/CPU trending: Mesh round 1: mean latency trended \\+\\d+\\.\\d% across")
                .contains("the window's end was dearer than its start (the heap growing, a neighbour starting, a queue "
                        + "building)");
    }

    /**
     * A baseline and a treated run of 40 s, the treated one with its latency and CPU moving linearly across the window
     * from the first figures to the second.
     */
    private String reportWithHalves(int firstMs, double firstCpu, int secondMs, double secondCpu) throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 40, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 40, 50, 0, 100, 10.0, false, 50.0);
        Path jtl = treated.resolve("result.jtl");
        StringBuilder rows = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        for (int s = 0; s < 40; s++) {
            for (int i = 0; i < 50; i++) {
                rows.append(BenchmarkFixture.T0 + s * 1000L + i * 20L).append(',')
                        .append(Math.round(firstMs + (secondMs - firstMs) * s / 39.0))
                        .append(",a,200,true,1024,256\n");
            }
        }
        Files.writeString(jtl, rows);
        StringBuilder samples = new StringBuilder();
        for (int s = 0; s <= 40; s++) {
            double core = firstCpu + (secondCpu - firstCpu) * s / 40.0;
            samples.append(String.format(java.util.Locale.ROOT, "{\"ts\":%d,\"process\":\"consumer\",\"pid\":42,"
                    + "\"cpuCorePct\":%.1f,\"cpuMachinePct\":%.1f}%n", BenchmarkFixture.T0 + s * 1000L + 500, core,
                    core / 2));
        }
        Files.writeString(treated.resolve("samples.jsonl"), samples);
        fixture.meta("""
                {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);
        return BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();
    }

    /** The report states its percentile definition in every table with percentiles, and report.json records it. */
    @Test
    void theReportNamesItsPercentileDefinitionInItsTablesAndInReportJson() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 6, 100, 0, 100, 10.0, false, 100.0);
        fixture.run("mesh", "Mesh", "l", 1, 6, 100, 2, 100, 10.0, false, 100.0);
        fixture.meta("""
                {"tables":["plugin","labels","summary"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
                """);

        String nearest = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();
        assertThat(nearest).contains("Latency percentiles: exact nearest rank over every sample")
                .contains("Latencies in ms. Percentiles: exact nearest rank over every sample");
        assertThat(new ObjectMapper().readTree(dir.resolve("report.json").toFile()).at("/percentiles/definition")
                .asText()).isEqualTo("nearest-rank");

        String jmeter = BenchmarkReport.write(dir, TemplateLibrary.standard(), io.meshbench.results.analysis
                .AnalysisOptions.defaults().withPercentiles(io.meshbench.results.analysis.PercentileDefinition.JMETER))
                .markdown();
        String says = "JMeter dashboard's: interpolated at rank p/100·(N+1) over each label's last 20,000 samples";
        // the plugin and labels tables (their legend), the JMeter summary and the report's frame
        assertThat(jmeter.split(java.util.regex.Pattern.quote(says), -1)).hasSizeGreaterThanOrEqualTo(5);
        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(json.at("/percentiles/definition").asText()).isEqualTo("jmeter");
        assertThat(json.at("/percentiles/description").asText()).startsWith("JMeter dashboard's");
    }
}
