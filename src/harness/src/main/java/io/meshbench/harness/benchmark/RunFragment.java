package io.meshbench.harness.benchmark;

import io.meshbench.results.format.FaultEntry;

import io.meshbench.harness.load.LoadResult;
import io.meshbench.results.format.RunJson;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one step of a run found, immutable: {@link RunRecord} assembles a run's fragments into its run.json, in the
 * order the steps ran. A fragment with a {@code failure} also says why the run fails at that step.
 */
sealed interface RunFragment {

    /** A line of the run's notes. */
    record Note(String text) implements RunFragment {
    }

    /** The topology is up: every process's command line and what the deployment says about itself. */
    record Deployed(Map<String, List<String>> commandLines, List<String> notes) implements RunFragment {
        public Deployed {
            commandLines = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(commandLines));
            notes = List.copyOf(notes);
        }
    }

    /** The rules published for the run's treatment (and the others deleted), one note each. */
    record RulesPublished(List<String> notes) implements RunFragment {
        public RulesPublished {
            notes = List.copyOf(notes);
        }
    }

    /** Per treated process what proved the treatment loaded, and the run's note about it. */
    record TreatmentChecked(Map<String, List<String>> check, String note) implements RunFragment {
        public TreatmentChecked {
            check = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(check));
        }
    }

    /** The sidecars started beside the measured process: its cost is both. */
    record MeasuredSidecars(List<String> sidecars) implements RunFragment {
        public MeasuredSidecars {
            sidecars = List.copyOf(sidecars);
        }
    }

    /** Answers per instance to the probe requests before the load; {@code failure} when not what the scenario expects. */
    record ProbeAnswers(Map<String, Integer> counts, Optional<String> failure) implements RunFragment {
        public ProbeAnswers {
            counts = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(counts));
        }
    }

    /** The probe asked again after the load: a treatment that did its job only before the load fails the run. */
    record ProbeAfterLoad(Map<String, Integer> counts, Optional<String> failure) implements RunFragment {
        public ProbeAfterLoad {
            counts = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(counts));
        }
    }

    /**
     * The probe's counters read at one moment ({@code before}, {@code change1.after}, ...); {@code asked} false (and
     * nothing recorded) when the scenario reads none.
     */
    record Counters(String when, boolean asked, Map<String, Long> values) implements RunFragment {
        public Counters {
            values = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(values));
        }
    }

    /** One process's exact command line, e.g. JMeter's. */
    record CommandLine(String process, List<String> command) implements RunFragment {
        public CommandLine {
            command = List.copyOf(command);
        }
    }

    /** One fault fired, or not; {@code failed} when the run did not measure what it claims because of it. */
    record Fault(FaultEntry entry, boolean failed) implements RunFragment {
    }

    /** How JMeter ended and what the load cost besides the services. */
    record Loaded(LoadResult result, Map<String, Object> jmeter, Double samplerCpuPct,
                  RunJson.CpuThrottling cpuThrottling) implements RunFragment {
        public Loaded {
            jmeter = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(jmeter));
        }
    }

    /** An at-rest run's sampled window, with no load. */
    record AtRest(RunJson.Window window, Double samplerCpuPct, String note) implements RunFragment {
    }

    /** The measured window's error rate against the threshold; {@code failure} above it, or with no sample. */
    record ErrorRate(Double errorRatePct, Double thresholdPct, Optional<String> failure) implements RunFragment {
    }

    /** How the wait for a quiet machine before the run ended ({@code --wait-quiet}). */
    record QuietWaited(RunJson.QuietWait outcome) implements RunFragment {
    }

    /** Something that happened to the run from outside its plan (run.json's incidents). */
    record Incident(RunJson.Incident incident) implements RunFragment {
    }
}
