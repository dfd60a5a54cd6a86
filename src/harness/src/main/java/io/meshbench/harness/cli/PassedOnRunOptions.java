package io.meshbench.harness.cli;

import io.meshbench.harness.scenario.ScenarioException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code run-page}'s options that each scenario's {@code meshbench run} gets as they are (a picocli mixin), and the
 * settings {@code run} derives from them. Kept apart so that {@code run-page} checks a scenario exactly as the
 * {@code run} it hands over to would. Every option takes text; an empty value means "not given".
 */
final class PassedOnRunOptions {

    @Option(names = "--results-dir", paramLabel = "DIR", description = "Where results/<page>/<timestamp>/ goes (default: results)")
    String resultsDir = "";

    @Option(names = "--jmeter-home", paramLabel = "DIR", description = "Passed on to run")
    String jmeterHome = "";

    @Option(names = "--services-dir", paramLabel = "DIR", description = "Passed on to run")
    String servicesDir = "";

    @Option(names = "--sermant-home", paramLabel = "DIR", description = "An unpacked Sermant release, passed on to run")
    String sermantHome = "";

    @Option(names = "--sermant-compare-home", paramLabel = "DIR", description = "A second Sermant release to compare "
            + "against, passed on to run (when run takes it)")
    String sermantCompareHome = "";

    @Option(names = "--agent", paramLabel = "JAR", description = "Passed on to run (javaagent treatments, e.g. start-up's)")
    String agent = "";

    @Option(names = "--agent-args", paramLabel = "STR", description = "Passed on to run")
    String agentArgs = "";

    @Option(names = "--envoy", paramLabel = "FILE", description = "Passed on to run (the xDS scenarios' sidecar)")
    String envoy = "";

    @Option(names = "--wait-quiet", paramLabel = "DUR", description = "Passed on to run: before each run, wait for a quiet machine")
    String waitQuiet = "";

    @Option(names = "--percentiles", paramLabel = "DEF", description = "Passed on to run")
    String percentiles = "";

    @Option(names = "--no-wait", description = "Passed on to run: exit 2 at once when another benchmark holds the machine")
    boolean noWait;

    /** The settings {@code run} derives from the same options, made by {@code run}'s own code. */
    RunCommand runSettings() {
        RunCommand run = new RunCommand();
        run.jmeterHome = jmeterHome;
        run.servicesDir = servicesDir;
        run.resultsDir = resultsDir;
        run.sermantHome = sermantHome;
        run.agent = agent;
        run.agentArgs = agentArgs;
        run.envoy = envoy;
        run.command = "run-page";
        return run;
    }

    /** The options every scenario's {@code run} gets: those given here, by {@code run}'s own names. */
    List<String> passedOn() {
        List<String> options = new ArrayList<>();
        addIfGiven(options, "--jmeter-home", jmeterHome);
        addIfGiven(options, "--services-dir", servicesDir);
        addIfGiven(options, "--results-dir", resultsDir);
        addIfGiven(options, "--sermant-home", sermantHome);
        addIfGiven(options, "--agent", agent);
        addIfGiven(options, "--agent-args", agentArgs);
        addIfGiven(options, "--envoy", envoy);
        addIfGiven(options, "--wait-quiet", waitQuiet);
        addIfGiven(options, "--percentiles", percentiles);
        if (noWait) {
            options.add("--no-wait");
        }
        if (given(sermantCompareHome)) {
            if (!runTakes("--sermant-compare-home")) {
                throw new ScenarioException("--sermant-compare-home: `meshbench run` of this build does not take it "
                        + "yet; leave it out");
            }
            options.add("--sermant-compare-home=" + sermantCompareHome);
        }
        return options;
    }

    private static boolean runTakes(String option) {
        return MeshBench.commandLine(new String[] {"run"}).getSubcommands().get("run").getCommandSpec()
                .findOption(option) != null;
    }

    private static void addIfGiven(List<String> options, String name, String value) {
        if (given(value)) {
            options.add(name + "=" + value);
        }
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }
}
