package io.meshbench.harness.cli;

import static io.meshbench.harness.cli.OptionText.absolute;
import static io.meshbench.harness.cli.OptionText.absoluteOrNull;
import static io.meshbench.harness.cli.OptionText.given;

import io.meshbench.harness.benchmark.BenchmarkSettings;
import io.meshbench.harness.machine.QuietMachine;
import io.meshbench.harness.treatment.EnvoyBinary;
import io.meshbench.results.ResultsException;
import io.meshbench.results.api.Reports;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * The options of {@code meshbench run} that {@code run-page} takes as well and passes on, as given, to each scenario's
 * {@code run}: where this machine's tools are, where results go, the percentiles, how to wait for the machine.
 * Declared once, here, and mixed into both commands, so their help, defaults and checks cannot drift apart; whatever
 * option is added here is passed on ({@link #passedOn()} reads them from their declarations). Every option takes text
 * (or is a flag); an empty value means "not given", because the Maven profiles pass every option.
 */
final class SharedRunOptions {

    @Option(names = "--jmeter-home", paramLabel = "DIR", description = "JMeter's folder (holds bin/ApacheJMeter.jar); scripts/jmeter-home.sh prints the provisioned one")
    String jmeterHome = "";

    @Option(names = "--services-dir", paramLabel = "DIR", description = "Folder of the service jars: <dir>/<name>.jar or <dir>/<name>/target/<name>.jar (default: src/services)")
    String servicesDir = "";

    @Option(names = "--results-dir", paramLabel = "DIR", description = "Where results/<scenario>/<timestamp>/ goes "
            + "(run-page: results/<page>/<timestamp>/; default: results)")
    String resultsDir = "";

    @Option(names = "--sermant-home", paramLabel = "DIR", description = "An unpacked Sermant release (the sermant-agent folder), for Sermant treatments")
    String sermantHome = "";

    @Option(names = "--sermant-compare-home", paramLabel = "DIR", description = "A second Sermant release (usually "
            + "the older one): every sermant treatment also runs with it, as <treatment>@<version>, and the report "
            + "compares the two releases (the release table)")
    String sermantCompareHome = "";

    @Option(names = "--envoy", paramLabel = "FILE", description = "The Envoy executable of envoy treatments (default: the one "
            + "scripts/install-envoy.sh installs below target/envoy-venv)")
    String envoy = "";

    @Option(names = "--agent", paramLabel = "JAR", description = "The agent jar of javaagent treatments that name none")
    String agent = "";

    @Option(names = "--agent-args", paramLabel = "STR", description = "Arguments of that agent (-javaagent:JAR=STR)")
    String agentArgs = "";

    @Option(names = "--percentiles", paramLabel = "DEF", description = "Percentile definition of the report: nearest-rank (exact, over every sample; the default) or jmeter (as JMeter's HTML dashboard: interpolated, over each label's last 20,000 samples)")
    String percentiles = "";

    @Option(names = "--margins", paramLabel = "LIST", description = "Margins of the verdicts over the scenario file's "
            + "and the defaults, e.g. \"p90=3%%,heap=5MB,cpu=0.05ms\" (docs/results-engine.md)")
    String margins = "";

    @Option(names = "--fdr", paramLabel = "BOOL", description = "true: Benjamini-Hochberg control of the false "
            + "discovery rate at 5 %% across the report's (and the page's) cells")
    String fdr = "";

    @Option(names = "--wait-quiet", paramLabel = "DUR", description = "Before each run, wait until the CPU used outside "
            + "the benchmark's processes stays under 10%% of a core for 10 s; give up after DUR (e.g. 10m) and flag the run")
    String waitQuiet = "";

    @Option(names = "--no-wait", description = "When another benchmark holds this machine's lock, exit 2 at once "
            + "instead of waiting for it")
    boolean noWait;

    /**
     * --percentiles (-Dpercentiles): null when not given (the default, nearest rank), else a definition's id.
     *
     * @throws ResultsException naming the option when it is no definition
     */
    String percentileDefinition() {
        if (!given(percentiles)) {
            return null;
        }
        String definition = percentiles.strip();
        if (!Reports.isPercentileDefinition(definition)) {
            throw new ResultsException("--percentiles: '" + percentiles + "' is no percentile definition: use "
                    + "nearest-rank or jmeter.");
        }
        return definition;
    }

    /** --margins: null when not given. @throws ResultsException naming the entry when one is not a valid margin */
    String marginsText() {
        if (!given(margins)) {
            return null;
        }
        for (String entry : margins.split(",")) {
            int equals = entry.indexOf('=');
            String problem = equals <= 0 ? "'" + entry.strip() + "' is not figure=margin, e.g. p90=3%"
                    : Reports.marginProblem(entry.substring(0, equals).strip(), entry.substring(equals + 1).strip());
            if (problem != null) {
                throw new ResultsException("--margins: " + problem + ".");
            }
        }
        return margins.strip();
    }

    /** --fdr (-Dfdr): false when not given. @throws ResultsException naming the option when not true or false */
    boolean falseDiscoveryControl() {
        if (!given(fdr)) {
            return false;
        }
        String value = fdr.strip().toLowerCase(java.util.Locale.ROOT);
        if (!value.equals("true") && !value.equals("false")) {
            throw new ResultsException("--fdr: '" + fdr + "' is not true or false.");
        }
        return value.equals("true");
    }

    /** --wait-quiet: null when not given. @throws io.meshbench.harness.scenario.ScenarioException naming the option */
    Duration quietFor() {
        return QuietMachine.parseOption(waitQuiet);
    }

    /** Checks every option as {@code run} will, so that {@code run-page} refuses a mistake before its first scenario. */
    void check() {
        percentileDefinition();
        marginsText();
        falseDiscoveryControl();
        quietFor();
    }

    /** Where the results folders go: --results-dir, or results/ here. */
    Path resultsRoot() {
        return absolute(given(resultsDir) ? resultsDir : "results");
    }

    /**
     * The benchmark's settings, every path made absolute here, once: JMeter, ZooKeeper and the services run in their
     * own folders, where a relative path given on the command line would point nowhere.
     *
     * @param command the command to record in meta.json
     * @param targets the remote mode's targets file, null for local deployments
     */
    BenchmarkSettings settings(String command, Path targets) {
        return new BenchmarkSettings(resultsRoot(), absoluteOrNull(jmeterHome),
                absolute(given(servicesDir) ? servicesDir : "src/services"), absoluteOrNull(sermantHome),
                absoluteOrNull(agent), agentArgs, command,
                given(envoy) ? absolute(envoy) : EnvoyBinary.installed(absolute("target/envoy-venv")).orElse(null),
                targets);
    }

    /** The options given here, as {@code run} takes them ({@code --name=value}, a flag by its name alone). */
    List<String> passedOn() {
        List<String> options = new ArrayList<>();
        for (OptionSpec option : CommandSpec.forAnnotatedObject(this).options()) {
            Object value = option.getValue();
            if (value instanceof Boolean flag) {
                if (flag) {
                    options.add(option.longestName());
                }
            } else if (value instanceof String text) {
                if (given(text)) {
                    options.add(option.longestName() + "=" + text);
                }
            } else {
                throw new IllegalStateException(option.longestName() + " is neither text nor a flag: passedOn() "
                        + "cannot hand it to run");
            }
        }
        return options;
    }
}
