package io.meshbench.harness.cli;

import io.meshbench.harness.scenario.ScenarioOverrides;
import picocli.CommandLine.Option;

/**
 * {@code meshbench run}'s options that override the scenario file, mixed into {@link RunCommand}: kept apart so the
 * command only checks and starts, and the option-to-override mapping is in one place beside the options it maps.
 * Every option takes text, and an empty value means "not given", because the Maven profiles pass every option.
 */
final class ScenarioOverrideOptions {

    @Option(names = "--duration", paramLabel = "DUR", description = "Measured window per run, e.g. 120s (overrides the scenario)")
    String duration = "";

    @Option(names = "--warmup", paramLabel = "DUR", description = "Warm-up per run, trimmed from the statistics, e.g. 60s")
    String warmup = "";

    @Option(names = "--cold-warmup", paramLabel = "DUR", description = "Warm-up of the first run on each fresh deployment, when longer than --warmup, e.g. 240s (overrides the scenario's coldWarmup; 0s: none)")
    String coldWarmup = "";

    @Option(names = "--rounds", paramLabel = "N", description = "Rounds; the treatment order rotates between rounds")
    String rounds = "";

    @Option(names = "--levels", paramLabel = "LIST", description = "Levels to run: names of the scenario's levels, <users>u-<tps>tps, or <users>u-<pct>%%cap (a share of the baseline's capacity here, probed first), comma-separated")
    String levels = "";

    @Option(names = "--workloads", paramLabel = "LIST", description = "The scenario's workloads to run, comma-separated (every level runs on each; default: all)")
    String workloads = "";

    @Option(names = "--levels-share-deployment", paramLabel = "BOOL", description = "true: a round's levels and workloads of one treatment run one after another on one deployment (overrides the scenario's levelsShareDeployment)")
    String levelsShareDeployment = "";

    @Option(names = "--load-model", paramLabel = "MODEL", description = "closed (threads paced to the rate) or open (arrivals at the rate; the scenario's openPlan)")
    String loadModel = "";

    @Option(names = "--error-threshold", paramLabel = "PCT", description = "A run whose measured window has a higher error rate (in %%) fails (overrides the scenario's errorRateThresholdPct, default 1)")
    String errorThreshold = "";

    @Option(names = "--engines", paramLabel = "N", description = "Independent load engines: N JMeter processes, each with 1/N of the threads and of the rate, their JTLs merged (overrides the scenario's engines; default 1)")
    String engines = "";

    @Option(names = "--engine-hosts", paramLabel = "LIST", description = "Comma-separated command prefixes that run an engine on another host seeing the same paths, e.g. 'ip netns exec lg-1,ip netns exec lg-2' (engine i uses the i-th, round robin; default: this machine)")
    String engineHosts = "";

    /** The options that override the scenario file, by name; the loader patches them in before it validates. */
    ScenarioOverrides overrides() {
        return ScenarioOverrides.none().with(ScenarioOverrides.DURATION, duration)
                .with(ScenarioOverrides.WARMUP, warmup).with(ScenarioOverrides.COLD_WARMUP, coldWarmup)
                .with(ScenarioOverrides.ROUNDS, rounds).with(ScenarioOverrides.LEVELS, levels)
                .with(ScenarioOverrides.WORKLOADS, workloads).with(ScenarioOverrides.LOAD_MODEL, loadModel)
                .with(ScenarioOverrides.ERROR_THRESHOLD, errorThreshold)
                .with(ScenarioOverrides.LEVELS_SHARE_DEPLOYMENT, levelsShareDeployment)
                .with(ScenarioOverrides.ENGINES, engines).with(ScenarioOverrides.ENGINE_HOSTS, engineHosts);
    }
}
