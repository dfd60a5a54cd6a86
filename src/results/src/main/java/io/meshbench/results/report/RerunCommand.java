package io.meshbench.results.report;

import io.meshbench.results.format.LevelName;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The command that reruns a benchmark at capacity-relative levels, printed when a nominal level saturated the
 * machine: the recorded command (meta.json) with its levels replaced, as a Maven property ({@code -Dlevels=}) for a
 * {@code ./mvnw} command, else as the CLI's {@code --levels}.
 */
final class RerunCommand {

    /** The shares of capacity suggested, one per nominal level in order (the last repeats). */
    static final List<Integer> SHARES_PCT = List.of(30, 60);

    private static final Pattern MAVEN_LEVELS = Pattern.compile("(^|\\s)-Dlevels=\\S*");
    private static final Pattern CLI_LEVELS = Pattern.compile("(^|\\s)--levels(=|\\s+)\\S+");

    private RerunCommand() {
    }

    /**
     * @param command    the recorded command, e.g. {@code ./mvnw verify -Prouter -Dsermant.home=/opt/sermant}
     * @param levelUsers the users of the saturated benchmark's nominal levels, in order
     */
    static Optional<String> atCapacity(String command, List<Integer> levelUsers) {
        if (command == null || command.isBlank() || levelUsers.isEmpty()) {
            return Optional.empty();
        }
        String levels = levels(levelUsers);
        String trimmed = command.strip();
        if (trimmed.startsWith("./mvnw") || trimmed.startsWith("mvn")) {
            return Optional.of(replaceOrAppend(trimmed, MAVEN_LEVELS, " -Dlevels=" + levels));
        }
        return Optional.of(replaceOrAppend(trimmed, CLI_LEVELS, " --levels " + levels));
    }

    /**
     * e.g. {@code 50u-30%cap,100u-60%cap}; one level gets both shares, and levels at the same users (a rate sweep)
     * are suggested once each, not repeated.
     */
    static String levels(List<Integer> levelUsers) {
        List<Integer> users = levelUsers.size() == 1 ? List.of(levelUsers.get(0), levelUsers.get(0)) : levelUsers;
        Set<String> suggested = new LinkedHashSet<>();
        for (int i = 0; i < users.size(); i++) {
            int share = SHARES_PCT.get(Math.min(i, SHARES_PCT.size() - 1));
            suggested.add(LevelName.capacity(users.get(i), share).toOptionText());
        }
        return String.join(",", suggested);
    }

    private static String replaceOrAppend(String command, Pattern option, String replacement) {
        Matcher matcher = option.matcher(command);
        if (matcher.find()) {
            return command.substring(0, matcher.start()) + replacement + command.substring(matcher.end());
        }
        return command + replacement;
    }
}
