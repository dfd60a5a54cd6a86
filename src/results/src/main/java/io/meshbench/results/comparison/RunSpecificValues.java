package io.meshbench.results.comparison;

import io.meshbench.results.format.BenchmarkFolderLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values of a recorded command line that differ from run to run by design, replaced by a placeholder so that two
 * runs' lines can be compared token by token: the run's own folder ({@code .../runs/<treatment>/<level>/<round>}, as
 * docs/formats.md lays it out, or the duet folder JMeter ran in for both sides of a duet), a temporary folder
 * (ZooKeeper's data), a loopback port and JMeter's target host (remote mode loads each treatment's own deployment,
 * {@code --targets}). Everything else, the programs' arguments included, must be the same in a baseline and a treated
 * run.
 */
final class RunSpecificValues {

    static final String RUN_FOLDER = "<run folder>";
    static final String TEMP = "<temp>";
    static final String PORT = "<port>";
    static final String TARGET_HOST = "<target host>";

    /** A path's characters: not a separator of options ({@code -Dkey=path}, {@code host:port}, lists). */
    private static final String PATH_CHAR = "[^\\s=:,;]";

    /** A run's folder, or in duet mode the duet's ({@code .../duets/<treatment>/<level>/<round>}) both sides share. */
    private static final Pattern RUN_FOLDER_PATH = Pattern.compile(PATH_CHAR + "*/(?:" + BenchmarkFolderLayout.RUNS + "|"
            + BenchmarkFolderLayout.DUETS + ")/[^/\\s=:,;]+/[^/\\s=:,;]+/[^/\\s=:,;]+");
    private static final Pattern LOOPBACK_PORT = Pattern.compile("(127\\.0\\.0\\.1|localhost|\\[::1]|0\\.0\\.0\\.0):\\d+");
    /** {@code --server.port=8080}, {@code -Jport=8080}, {@code -Dzookeeper.clientPort=2181}. */
    private static final Pattern PORT_PROPERTY = Pattern.compile("(?i)(port=)\\d+");
    /**
     * JMeter's {@code -Jhost}, the consumer it loads: 127.0.0.1 locally, but in remote mode each treatment's own
     * deployment, whose address differs by design (two clusters, two podman networks).
     */
    private static final Pattern JMETER_HOST = Pattern.compile("^(-Jhost=).+$");

    private final Pattern tempFolder;

    private RunSpecificValues(List<String> tempRoots) {
        String roots = String.join("|", tempRoots.stream().map(Pattern::quote).toList());
        // a temporary root's direct child, where a path starts (not inside another path)
        this.tempFolder = Pattern.compile("(?<!" + PATH_CHAR + ")(?:" + roots + ")/" + PATH_CHAR + "+?(?=/|$|[=:,;\\s])");
    }

    /** With this JVM's temporary folder and the usual ones, since run.json may have been written on another machine. */
    static RunSpecificValues standard() {
        String own = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize().toString();
        return new RunSpecificValues(own.equals("/") ? List.of("/tmp", "/var/tmp") : List.of(own, "/tmp", "/var/tmp"));
    }

    /** The argument with each run-specific value replaced by its placeholder. */
    String mask(String argument) {
        String masked = RUN_FOLDER_PATH.matcher(argument).replaceAll(Matcher.quoteReplacement(RUN_FOLDER));
        masked = tempFolder.matcher(masked).replaceAll(Matcher.quoteReplacement(TEMP));
        masked = LOOPBACK_PORT.matcher(masked).replaceAll("$1:" + Matcher.quoteReplacement(PORT));
        masked = JMETER_HOST.matcher(masked).replaceAll("$1" + Matcher.quoteReplacement(TARGET_HOST));
        return PORT_PROPERTY.matcher(masked).replaceAll("$1" + Matcher.quoteReplacement(PORT));
    }
}
