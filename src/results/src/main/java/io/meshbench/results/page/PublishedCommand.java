package io.meshbench.results.page;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command line recorded on the machine that ran it, as the page publishes it, so that it runs in any clone: the
 * Sermant homes become placeholders (the page names the release and its sha256), output folders are left out (a
 * rerun writes a new dated folder under results/, never over this one), a path inside the repository is given from
 * the repository's root, and {@code java -jar meshbench.jar} is the repository's launcher, scripts/meshbench.
 */
final class PublishedCommand {

    private static final Pattern SERMANT_HOME =
            Pattern.compile("(^|\\s)(-Dsermant\\.home=|--sermant-home=|--sermant-home\\s+)(?!<)\\S+");
    private static final Pattern COMPARE_HOME = Pattern.compile(
            "(^|\\s)(-Dsermant\\.compare\\.home=|--sermant-compare-home=|--sermant-compare-home\\s+)(?!<)\\S+");
    private static final Pattern OUTPUT_FOLDER =
            Pattern.compile("\\s(?:--(?:benchmark-dir|results-dir)(?:=|\\s+)|-Dresults\\.dir=)\\S+");
    /** An absolute path through one of the repository's top-level folders: from that folder on. */
    private static final Pattern REPOSITORY_PATH =
            Pattern.compile("(?<=^|[\\s=(])/\\S*?/((?:scenarios|src|jmx|docs|results|k8s-manifests)/\\S*)");
    /** The same through a folder of sources, not of results (a run's log names its jar, and its own run folder). */
    private static final Pattern SOURCE_PATH =
            Pattern.compile("(?<=^|[\\s=(])/\\S*?/((?:scenarios|src|jmx|docs|k8s-manifests)/\\S*)");
    /** An absolute path to a folder of the page, or into it: from that folder's name on. */
    private static final String PAGE_FOLDER = "(?<=^|[\\s=(])/\\S*/(%s)(?=$|[/\\s,;:.)])";

    // a value already a placeholder ("<Sermant 2.2.0>", typed for a page's --command) is left as it is
    /** The harness's own name for itself in a recorded command; the repository's launcher runs the same. */
    private static final String JAR = "java -jar meshbench.jar ";
    private static final String LAUNCHER = "scripts/meshbench ";

    static final String SERMANT_HOME_PLACEHOLDER = "<sermant-agent folder>";
    static final String COMPARE_HOME_PLACEHOLDER = "<older sermant-agent folder>";

    private PublishedCommand() {
    }

    /** The recorded command as published; null stays null. */
    static String of(String recorded) {
        if (recorded == null) {
            return null;
        }
        String command = recorded.strip();
        if (command.startsWith(JAR)) {
            command = LAUNCHER + command.substring(JAR.length());
        }
        command = SERMANT_HOME.matcher(command).replaceAll("$1$2" + Matcher.quoteReplacement(SERMANT_HOME_PLACEHOLDER));
        command = COMPARE_HOME.matcher(command).replaceAll("$1$2" + Matcher.quoteReplacement(COMPARE_HOME_PLACEHOLDER));
        command = OUTPUT_FOLDER.matcher(command).replaceAll("");
        // one spelling per level on the page: the tables' (50u-30pct-cap), which --levels reads as well
        return PageText.levels(REPOSITORY_PATH.matcher(command).replaceAll("$1"));
    }

    /**
     * Text the page run wrote about one scenario (a failure's "see their run.json under /…/page/folder"), with the
     * absolute path of that scenario's folder given from the folder's name, which is where it sits beside page.md.
     */
    static String withinPage(String text, String folder) {
        if (text == null || folder == null || folder.isBlank()) {
            return text;
        }
        return Pattern.compile(String.format(PAGE_FOLDER, Pattern.quote(folder))).matcher(text).replaceAll("$1");
    }

    /**
     * A run's own words (a failure with its log's last lines) as published: a path through the repository's sources
     * from its root, then the scenario's folder as in {@link #withinPage}.
     */
    static String evidence(String text, String folder) {
        return text == null ? null : withinPage(SOURCE_PATH.matcher(text).replaceAll("$1"), folder);
    }
}
