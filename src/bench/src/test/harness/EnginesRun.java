import io.meshbench.harness.load.EngineRecord;
import io.meshbench.harness.load.JMeterHome;
import io.meshbench.harness.load.JMeterRunner;
import io.meshbench.harness.load.LoadResult;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.scenario.EngineSpec;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.analysis.RunAnalyzer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one load through the harness's own JMeterRunner, as the benchmark loop runs it, on the classpath of
 * meshbench.jar (IndependentEnginesIT, MultiHostIT): {@code java -cp meshbench.jar EnginesRun.java <jmeter home>
 * <plan> <folder> <engines> <engine hosts, comma-separated or -> key=value...}. Prints one line per figure:
 * {@code merged samples=... errors=... p50=... p90=...}, {@code engine <json entry>} per engine and {@code exit <code>}.
 */
public final class EnginesRun {

    public static void main(String[] args) throws Exception {
        JMeterHome home = JMeterHome.at(Path.of(args[0]));
        Path plan = Path.of(args[1]);
        Path folder = Path.of(args[2]);
        int engines = Integer.parseInt(args[3]);
        List<String> hosts = args[4].equals("-") ? List.of() : Arrays.asList(args[4].split(","));
        Map<String, String> properties = new LinkedHashMap<>();
        for (String pair : Arrays.copyOfRange(args, 5, args.length)) {
            properties.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        LoadRun load = new LoadRun(plan, properties, folder, Duration.ofMinutes(3), new EngineSpec(engines, hosts));
        LoadResult result = new JMeterRunner(home, System.out, "").run(load, process -> { });
        LabelStatistics total = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true)).analyze(load.resultFile()).total();
        System.out.println("merged samples=" + total.samples() + " errors=" + total.errors() + " p50=" + total.median()
                + " p90=" + total.p90() + " p99=" + total.p99());
        if (engines > 1) {
            // the engines' rows one file after the other, unmerged: the same samples must give the same figures
            Path union = folder.resolve("union.jtl");
            List<String> lines = new java.util.ArrayList<>();
            for (int id = 1; id <= engines; id++) {
                List<String> rows = java.nio.file.Files.readAllLines(load.engineFolder(id).resolve("result.jtl"));
                lines.addAll(id == 1 ? rows : rows.subList(1, rows.size()));
            }
            java.nio.file.Files.write(union, lines);
            LabelStatistics all = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true)).analyze(union).total();
            System.out.println("union samples=" + all.samples() + " errors=" + all.errors() + " p50=" + all.median()
                    + " p90=" + all.p90() + " p99=" + all.p99());
        }
        Object entries = EngineRecord.of(result.engines()).get("engines");
        if (entries instanceof List<?> list) {
            list.forEach(entry -> System.out.println("engine " + entry));
        }
        System.out.println("skew " + EngineRecord.of(result.engines()).get("clockSkew"));
        System.out.println("exit " + result.exitCode() + " " + result.describe());
    }
}
