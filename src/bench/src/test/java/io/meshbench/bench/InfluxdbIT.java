package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.abort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A short plan against a real InfluxDB 1.x (Debian's package, started by scripts/influxdb.sh on loopback): what
 * JMeter's backend listener stored adds up to the JTL's sample count, and every query of the Grafana dashboard
 * (report-templates/grafana-jmeter.json) finds the run. Skipped, saying so, without influxd.
 */
class InfluxdbIT {

    private static final String RUN = "baseline/20u-50tps";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static Path dir;
    private static int port;
    private static long jtlSamples;

    @BeforeAll
    static void runAPlanIntoInfluxdb() throws Exception {
        if (Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).noneMatch(d -> Files.isExecutable(Path.of(d, "influxd")))) {
            abort("influxd is not installed, so the InfluxDB live view is not tested here (apt-get install influxdb)");
        }
        dir = TestPaths.repoRoot().resolve("src/bench/target/influxdb-it");
        port = freePortPair();
        String url = script("start", "--port", String.valueOf(port), "--dir", dir.toString()).strip();
        assertThat(url).isEqualTo("http://127.0.0.1:" + port + "/write?db=jmeter");

        Path plan = dir.resolve("router-influxdb.jmx");
        Files.writeString(plan, Files.readString(TestPaths.plan("router.jmx"))
                .replace("testname=\"influxdb\" enabled=\"false\"", "testname=\"influxdb\" enabled=\"true\""));
        Path jtl = dir.resolve("result.jtl");
        try (LoopbackHttpServer server = new LoopbackHttpServer()) {
            Map<String, String> properties = new HashMap<>(Map.of("host", "127.0.0.1", "port",
                    String.valueOf(server.port()), "path", "/chain", "users", "5", "tps", "50", "warmup", "1",
                    "duration", "4", "rampup", "1"));
            properties.put("influxdb.url", url);
            properties.put("influxdb.application", RUN);
            JMeterCli.Outcome outcome = JMeterCli.run(plan, jtl, properties, Duration.ofSeconds(60));
            assertThat(outcome.exitCode()).isZero();
        }
        jtlSamples = Files.readAllLines(jtl).stream().filter(line -> line.matches("\\d{13},.*")).count();
    }

    @AfterAll
    static void stopInfluxdb() throws Exception {
        if (dir != null) {
            script("stop", "--dir", dir.toString());
        }
    }

    @Test
    void theStoredCountEqualsTheJtlsCount() throws Exception {
        JsonNode result = query("SELECT sum(\"count\") FROM \"jmeter\" WHERE \"application\" = '" + RUN
                + "' AND \"transaction\" = 'all' AND \"statut\" = 'all'");

        assertThat(jtlSamples).isGreaterThan(100);
        assertThat(result.at("/results/0/series/0/values/0/1").asLong()).isEqualTo(jtlSamples);
    }

    @Test
    void everyDashboardQueryFindsTheRun() throws Exception {
        JsonNode dashboard = JSON.readTree(TestPaths.repoRoot().resolve("report-templates/grafana-jmeter.json").toFile());
        List<String> titles = new ArrayList<>();
        for (JsonNode panel : dashboard.path("panels")) {
            titles.add(panel.path("title").asText());
            for (JsonNode target : panel.path("targets")) {
                // what Grafana substitutes: the selected run (a regex-escaped value) and the time range
                String influxql = target.path("query").asText().replace("$run", RUN.replace("/", "\\/"))
                        .replace("$timeFilter", "time > now() - 1h");
                JsonNode series = query(influxql).at("/results/0/series");
                assertThat(series.size()).as(panel.path("title").asText() + ": " + influxql).isEqualTo(1);
                assertThat(series.at("/0/tags/application").asText()).isEqualTo(RUN);
                assertThat(series.at("/0/values")).as(influxql).anySatisfy(row -> assertThat(row.get(1).isNumber()).isTrue());
            }
        }
        assertThat(titles).hasSize(4).anyMatch(t -> t.startsWith("TPS")).anyMatch(t -> t.startsWith("Errors"))
                .anyMatch(t -> t.contains("percentiles")).anyMatch(t -> t.startsWith("Active threads"));
        String variable = dashboard.at("/templating/list/0/query").asText();
        assertThat(query(variable).at("/results/0/series/0/values").toString()).contains(RUN);
    }

    private static JsonNode query(String influxql) throws IOException, InterruptedException {
        URI uri = URI.create("http://127.0.0.1:" + port + "/query?db=jmeter&q="
                + URLEncoder.encode(influxql, StandardCharsets.UTF_8));
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode json = JSON.readTree(response.body());
        assertThat(json.at("/results/0/error").isMissingNode()).as(influxql + " -> " + response.body()).isTrue();
        return json;
    }

    private static String script(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", TestPaths.repoRoot().resolve("scripts/influxdb.sh").toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(command + ": " + out).isZero();
        return out;
    }

    /** A free port whose neighbour +2 (influxd's RPC port) is free too. */
    private static int freePortPair() throws IOException {
        for (int attempt = 0; attempt < 20; attempt++) {
            try (ServerSocket first = new ServerSocket(0)) {
                try (ServerSocket second = new ServerSocket(first.getLocalPort() + 2)) {
                    return first.getLocalPort();
                } catch (IOException taken) {
                    // try another
                }
            }
        }
        throw new IOException("no free pair of ports");
    }
}
