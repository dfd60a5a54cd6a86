package io.meshbench.harness.load;

import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decides for one run whether the plans' InfluxDB backend listener (named {@code influxdb}) runs: on exactly when
 * {@code influxdb.enabled=true} is among the plan properties, whatever the plan file says. JMeter 5.6.3 cannot enable an
 * element from a property ({@code ${__P}} in {@code enabled} always reads as off), so the plans ship the listener
 * disabled, which costs a normal run nothing; when the file and the property disagree (the property is set, or a user
 * ticked the listener on in the GUI and saved), JMeter runs a copy of the plan, in the run folder, with that one
 * listener switched. The user's plan is never edited. In an enabled copy, the listener's {@code application} tag
 * defaults to {@code <treatment>/<level>} (from the run folder, runs/&lt;treatment&gt;/&lt;level&gt;/&lt;round&gt;),
 * so that a live dashboard (report-templates/grafana-jmeter.json) tells treatments and levels apart; an
 * {@code influxdb.application} property still wins.
 */
final class InfluxdbListenerSwitch {

    static final String PROPERTY = "influxdb.enabled";

    /** The listener's start tag (a GUI save leaves out enabled="true"; a DOM writer puts enabled before testname). */
    private static final Pattern LISTENER = Pattern.compile("<[A-Za-z][\\w.]*\\s[^>]*?testname=\"influxdb\"[^>]*>");
    private static final Pattern ENABLED = Pattern.compile("\\senabled=\"(true|false)\"");
    private static final String APPLICATION_DEFAULT = "${__P(influxdb.application,meshbench)}";

    private InfluxdbListenerSwitch() {
    }

    /** The plan JMeter should run: the scenario's own, or a copy with the listener switched on or off. */
    static Path planFor(LoadRun run) {
        boolean wanted = Boolean.parseBoolean(run.properties().getOrDefault(PROPERTY, "false").trim());
        try {
            String plan = Files.readString(run.plan());
            Matcher listener = LISTENER.matcher(plan);
            if (!listener.find()) {
                if (!wanted) {
                    return run.plan();
                }
                throw new IllegalArgumentException(run.plan() + ": " + PROPERTY + "=true, but the plan has no backend"
                        + " listener named 'influxdb'. Add JMeter's InfluxDB backend listener named 'influxdb'"
                        + " (disabled) to the plan, as jmx/router.jmx has it, or drop the property.");
            }
            String tag = listener.group();
            Matcher enabled = ENABLED.matcher(tag);
            boolean inFile = !enabled.find() || !"false".equals(enabled.group(1));
            if (!inFile && !wanted) {
                return run.plan();
            }
            String attribute = " enabled=\"" + wanted + "\"";
            String switchedTag = enabled.reset().find() ? enabled.replaceFirst(attribute)
                    : tag.replaceFirst("\\s*(/?>)$", attribute + "$1");
            String switched = plan.substring(0, listener.start()) + switchedTag + plan.substring(listener.end());
            if (wanted) {
                switched = switched.replace(APPLICATION_DEFAULT,
                        "${__P(influxdb.application," + runName(run.runFolder()) + ")}");
            }
            Path copy = RunFolderLayout.influxdbPlan(run.runFolder());
            io.meshbench.results.format.OutputFolder.around("InfluxDB plan", copy).writeString(copy.getFileName(), switched);
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + RunFolderLayout.INFLUXDB_PLAN + " from " + run.plan(), e);
        }
    }

    /** {@code <treatment>/<level>} of a run folder laid out as runs/treatment/level/round, else "meshbench". */
    static String runName(Path runFolder) {
        Path level = runFolder.toAbsolutePath().getParent();
        Path treatment = level == null ? null : level.getParent();
        if (treatment == null || treatment.getParent() == null
                || !BenchmarkFolderLayout.RUNS.equals(String.valueOf(treatment.getParent().getFileName()))) {
            return "meshbench";
        }
        // a comma or parenthesis would end the __P() call early
        return (treatment.getFileName() + "/" + level.getFileName()).replaceAll("[,()]", "_");
    }
}
