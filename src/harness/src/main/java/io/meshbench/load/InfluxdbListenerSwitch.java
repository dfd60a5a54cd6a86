package io.meshbench.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Turns the plans' InfluxDB backend listener on for one run. JMeter 5.6.3 cannot enable an element from a property
 * ({@code ${__P}} in {@code enabled} always reads as off), so the plans ship the listener disabled, which costs a normal
 * run nothing, and {@code influxdb.enabled=true} among the plan properties runs a copy of the plan, in the run folder,
 * with that one listener enabled. The user's plan is never edited. In the copy, the listener's {@code application}
 * tag defaults to {@code <treatment>/<level>} (from the run folder, runs/&lt;treatment&gt;/&lt;level&gt;/&lt;round&gt;),
 * so that a live dashboard (report-templates/grafana-jmeter.json) tells treatments and levels apart; an
 * {@code influxdb.application} property still wins.
 */
final class InfluxdbListenerSwitch {

    static final String PROPERTY = "influxdb.enabled";
    static final String COPY_NAME = "plan-influxdb.jmx";

    private static final String DISABLED = "testname=\"influxdb\" enabled=\"false\"";
    private static final String ENABLED = "testname=\"influxdb\" enabled=\"true\"";
    private static final String APPLICATION_DEFAULT = "${__P(influxdb.application,meshbench)}";

    private InfluxdbListenerSwitch() {
    }

    /** The plan JMeter should run: the scenario's own, or the copy with the listener on. */
    static Path planFor(LoadRun run) {
        if (!Boolean.parseBoolean(run.properties().getOrDefault(PROPERTY, "false").trim())) {
            return run.plan();
        }
        try {
            String plan = Files.readString(run.plan());
            if (!plan.contains(DISABLED)) {
                throw new IllegalArgumentException(run.plan() + ": " + PROPERTY + "=true, but the plan has no disabled"
                        + " backend listener named 'influxdb'. Add JMeter's InfluxDB backend listener named 'influxdb'"
                        + " (disabled) to the plan, as jmx/router.jmx has it, or drop the property.");
            }
            Path copy = run.runFolder().resolve(COPY_NAME);
            Files.writeString(copy, plan.replace(DISABLED, ENABLED)
                    .replace(APPLICATION_DEFAULT, "${__P(influxdb.application," + runName(run.runFolder()) + ")}"));
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + COPY_NAME + " from " + run.plan(), e);
        }
    }

    /** {@code <treatment>/<level>} of a run folder laid out as runs/treatment/level/round, else "meshbench". */
    static String runName(Path runFolder) {
        Path level = runFolder.toAbsolutePath().getParent();
        Path treatment = level == null ? null : level.getParent();
        if (treatment == null || treatment.getParent() == null
                || !"runs".equals(String.valueOf(treatment.getParent().getFileName()))) {
            return "meshbench";
        }
        // a comma or parenthesis would end the __P() call early
        return (treatment.getFileName() + "/" + level.getFileName()).replaceAll("[,()]", "_");
    }
}
