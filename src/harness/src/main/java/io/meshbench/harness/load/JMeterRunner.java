package io.meshbench.harness.load;

import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.RunFolderLayout;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Runs JMeter non-GUI as a child process: {@code -n -t plan -l result.jtl -j jmeter.log -e -o dashboard -J...}.
 * Its console goes to {@code logs/jmeter.log}; the summariser's progress lines are also echoed with a prefix.
 * With the plan property {@code remote_hosts} (JMeter's own name for it, e.g. {@code 10.0.0.5:1099,10.0.0.6:1099})
 * JMeter runs as the controller of those jmeter-server workers ({@code -R}), every plan property going to the workers
 * too ({@code -G}); the JTL, written by the controller, holds every worker's samples.
 */
public final class JMeterRunner {

    /** The plan property naming jmeter-server workers: JMeter's own {@code remote_hosts}. */
    static final String REMOTE_HOSTS = "remote_hosts";

    /** Heap for the load generator; the default of JMeter's own start script. */
    private static final List<String> JVM_OPTIONS = List.of("-Xms1g", "-Xmx1g", "-XX:MaxMetaspaceSize=256m");

    private final JMeterHome home;
    private final PrintStream console;
    private final String prefix;

    public JMeterRunner(JMeterHome home, PrintStream console, String prefix) {
        this.home = home;
        this.console = console;
        this.prefix = prefix;
    }

    /** The command line, in full, so that a run can be repeated by hand. */
    public List<String> command(LoadRun run) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(JVM_OPTIONS);
        command.addAll(List.of("-jar", home.launcherJar().toString(), "-n", "-t", InfluxdbListenerSwitch.planFor(run).toString()));
        // A user.properties beside the plan (summariser, CSV columns) applies whatever the home's configuration says.
        Path planProperties = run.plan().resolveSibling(RunFolderLayout.PLAN_PROPERTIES);
        if (Files.isRegularFile(planProperties)) {
            command.addAll(List.of("-q", planProperties.toString()));
        }
        command.addAll(List.of("-l", run.resultFile().toString(), "-j", run.logFile().toString(),
                "-e", "-o", run.dashboardFolder().toString()));
        String remoteHosts = run.properties().getOrDefault(REMOTE_HOSTS, "").strip();
        if (!remoteHosts.isEmpty()) {
            command.addAll(List.of("-R", remoteHosts));
        }
        run.properties().forEach((key, value) -> {
            command.add("-J" + key + "=" + value);
            if (!remoteHosts.isEmpty() && !key.equals(REMOTE_HOSTS)) {
                command.add("-G" + key + "=" + value);
            }
        });
        return command;
    }

    /**
     * Runs JMeter to its end, or stops it (and its children) at the time limit or when this thread is interrupted.
     *
     * @param onStart called with JMeter's process as soon as it runs (faults and sampling are timed from it)
     */
    public LoadResult run(LoadRun run, Consumer<ProcessHandle> onStart) throws IOException, InterruptedException {
        Files.createDirectories(run.consoleFile().getParent());
        Process process = new ProcessBuilder(command(run))
                .directory(run.runFolder().toFile())
                .redirectErrorStream(true)
                .start();
        AtomicReference<String> lastSummary = new AtomicReference<>();
        Thread pump = new Thread(() -> pump(process, run, lastSummary), "jmeter-output");
        pump.setDaemon(true);
        pump.start();
        try {
            onStart.accept(process.toHandle());
            boolean ended = process.waitFor(run.timeLimit().toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                stop(process);
            }
            pump.join(TimeUnit.SECONDS.toMillis(5));
            return new LoadResult(ended ? process.exitValue() : -1, !ended, Optional.ofNullable(lastSummary.get()));
        } finally {
            stop(process);
        }
    }

    private void pump(Process process, LoadRun run, AtomicReference<String> lastSummary) {
        try (BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
             PrintWriter file = new PrintWriter(OutputFolder.around("JMeter's console log", run.consoleFile())
                     .writer(run.consoleFile().getFileName()), true)) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                file.println(line);
                if (isProgress(line)) {
                    console.println(prefix + line);
                }
                if (line.startsWith("summary =")) {
                    lastSummary.set(line);
                }
            }
        } catch (IOException e) {
            console.println(prefix + "lost JMeter's output: " + e.getMessage());
        }
    }

    static boolean isProgress(String line) {
        return line.startsWith("summary") || line.startsWith("Error") || line.contains("Exception");
    }

    /** Stops JMeter and whatever it started, politely first. */
    static void stop(Process process) throws InterruptedException {
        if (!process.isAlive()) {
            return;
        }
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(5, TimeUnit.SECONDS);
        }
        descendants.forEach(ProcessHandle::destroyForcibly);
    }
}
